/**
 * The real server as a child process (`node --import tsx server/main.ts`) on a free loopback
 * port: for end-to-end tests, process-level tests (crash safety, shutdown) and benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const projectDir = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits for the server to answer its health check; the bound only ends a wait for a start that never finishes. */
export async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} during start-up`);
    try {
      // Bounded by the deadline too: a server that accepts and never answers must not hold the wait.
      const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${url}/api/v1/health within ${timeoutMs} ms`);
}

export interface RealServer {
  baseUrl: string;
  process: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends SIGTERM and waits for the process to end. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface RealServerOptions {
  /** Environment on top of the parent's, e.g. DATABASE_URL. */
  env: Record<string, string>;
  /** 'inherit' shows the server's output; default 'ignore'. */
  stdio?: 'inherit' | 'ignore' | 'pipe';
  port?: number;
}

/** Starts the server and resolves once GET /api/v1/health answers 200. */
export async function startRealServer(options: RealServerOptions): Promise<RealServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.stdio ?? 'ignore', options.stdio ?? 'ignore'],
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { baseUrl, process: child, exited, stop };
}
