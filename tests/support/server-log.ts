/** The real server's JSON log lines (pino on stdout), collected as they arrive, for process tests. */
import type { ChildProcess } from 'node:child_process';
import { expect } from 'vitest';

export interface LogEntry {
  msg: string;
  step?: string;
  path?: string;
  method?: string;
  job?: string;
  [field: string]: unknown;
}

/** Collects every JSON line the child writes to stdout (start it with stdio 'pipe'). */
export function collectLog(child: ChildProcess): LogEntry[] {
  const entries: LogEntry[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        entries.push(JSON.parse(line) as LogEntry);
      } catch {
        // not a log line
      }
    }
  });
  return entries;
}

/** The shutdown's log messages in order from 'shutting down', with the requests to `requestPath`. */
export function shutdownSteps(entries: LogEntry[], requestPath: string): string[] {
  const from = entries.findIndex((entry) => entry.msg === 'shutting down');
  if (from < 0) return [];
  return entries.slice(from).flatMap((entry) => {
    if (entry.msg === 'request') return entry.path === requestPath ? [`request ${entry.method} ${entry.path}`] : [];
    return [entry.step ? `${entry.msg} ${entry.step}` : entry.msg];
  });
}

/**
 * Waits for a server signalled with SIGTERM at `signalledAt` (performance.now()) to end, prints
 * how long it took under `label`, and asserts a clean exit: code 0, no signal. The 5 s limit of a
 * shutdown (issue 8) is the server's own deadline (lib/graceful-shutdown.ts exits 1 past it), so
 * exit 0 says it was kept, measured by the server rather than by how fast this machine runs the test.
 */
export async function expectGracefulExit(
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
  signalledAt: number,
  label: string,
): Promise<void> {
  const { code, signal } = await exited;
  console.info(`${label}: exit ${code} ${Math.round(performance.now() - signalledAt)} ms after SIGTERM`);
  expect(signal).toBeNull();
  expect(code).toBe(0);
}
