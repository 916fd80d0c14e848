/**
 * Where a start is, told to a supervisor that started the process with an IPC channel (Node's
 * `spawn` with 'ipc' in stdio): 'loading' once stop signals are handled and the modules load,
 * 'starting' once the configuration is read, 'filling market' while the first start fills the
 * market, 'serving' once the port is taken and SIGTERM shuts down gracefully. Tests act on these
 * (a signal in a known phase) instead of guessing a delay; without a channel it does nothing.
 */
export type StartPhase = 'loading' | 'starting' | 'filling market' | 'serving';

export function reportStartPhase(phase: StartPhase): void {
  if (process.send && process.connected) process.send({ startPhase: phase });
}
