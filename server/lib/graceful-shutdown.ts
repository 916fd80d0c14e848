/**
 * Stopping the process on SIGTERM or SIGINT without losing work: stop accepting connections,
 * let requests in flight finish (cutting them only after `drainMs`), then run the remaining steps
 * in order (stop background jobs at a safe point, close the database) and exit 0. A hard
 * deadline exits 1 if any of that hangs.
 */
import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { onStopSignal } from './stop-signals';

interface ShutdownStep {
  name: string;
  run: () => Promise<unknown> | unknown;
}

export interface ShutdownOptions {
  server: ServerType;
  logger: Logger;
  /** Run after the HTTP server has drained, in order. */
  steps: ShutdownStep[];
  /** How long requests in flight may take before their connections are closed. */
  drainMs?: number;
  /** Exit 1 if shutting down takes longer than this. */
  deadlineMs?: number;
  exit?: (code: number) => void;
}

const defaultDrainMs = 3500;
const defaultDeadlineMs = 5000;

/**
 * Closes the listener and waits for requests in flight. A keep-alive connection becomes idle when
 * its last response is sent, and `close()` alone would wait for its keep-alive timeout, so idle
 * connections are closed as they appear.
 */
function drainHttpServer(server: ServerType, drainMs: number, logger: Logger): Promise<void> {
  const http = server as Server;
  return new Promise((resolve) => {
    const reapIdle = setInterval(() => http.closeIdleConnections?.(), 50);
    const cut = setTimeout(() => {
      logger.warn({ drainMs }, 'requests still in flight; closing their connections');
      http.closeAllConnections?.();
    }, drainMs);
    http.close(() => {
      clearInterval(reapIdle);
      clearTimeout(cut);
      resolve();
    });
    http.closeIdleConnections?.();
  });
}

async function runSteps(steps: ShutdownStep[], logger: Logger): Promise<boolean> {
  let clean = true;
  for (const step of steps) {
    try {
      await step.run();
      logger.info({ step: step.name }, 'stopped');
    } catch (err) {
      clean = false;
      logger.error({ err, step: step.name }, 'failed to stop');
    }
  }
  return clean;
}

/** Makes SIGTERM and SIGINT shut down gracefully (lib/stop-signals.ts); returns the shutdown function for direct use. */
export function installGracefulShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { server, logger, steps } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stopping ??= (async () => {
      const started = performance.now();
      logger.info({ signal }, 'shutting down');
      const deadline = setTimeout(() => {
        logger.error({ deadlineMs: options.deadlineMs ?? defaultDeadlineMs }, 'shutdown took too long; exiting');
        exit(1);
      }, options.deadlineMs ?? defaultDeadlineMs);
      deadline.unref();
      await drainHttpServer(server, options.drainMs ?? defaultDrainMs, logger);
      const clean = await runSteps(steps, logger);
      clearTimeout(deadline);
      logger.info({ durationMs: Math.round(performance.now() - started) }, 'shutdown complete');
      exit(clean ? 0 : 1);
    })();
    return stopping;
  };
  onStopSignal((signal) => void shutdown(signal));
  return shutdown;
}
