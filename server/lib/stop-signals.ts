/**
 * SIGTERM and SIGINT have one listener each for the whole life of the process, installed first
 * thing (server/main.ts); what a signal does changes with the phase: end a start at once, or shut
 * down gracefully once serving. Removing a listener and adding another would lose a signal that
 * had arrived but was not yet dispatched: Node closes the signal handle with it. Measured: a
 * SIGTERM during start-up was lost in about half of the tries when start-up swapped listeners.
 */
type StopAction = (signal: NodeJS.Signals) => void;

let action: StopAction = () => process.exit(0);
let installed = false;

/** Listens for SIGTERM and SIGINT; until `onStopSignal` says otherwise, a signal exits with 0. */
export function listenForStopSignals(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => action(signal));
}

/** What SIGTERM and SIGINT do from now on. */
export function onStopSignal(next: StopAction): void {
  listenForStopSignals();
  action = next;
}
