import { pino, type Logger } from 'pino';
import type { Config } from '../config';

let lastMs = Number.NaN;
let lastTime = '';

/** pino's isoTime, formatted once per millisecond (a busy server logs many lines in the same one). */
export function isoTimeOncePerMs(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

/**
 * Log lines are gathered up to LOG_BUFFER_BYTES and written together, and at the latest after
 * LOG_FLUSH_MS: one write per request line was a tenth of a simple request's CPU. What is left
 * in the buffer is written when the process exits (also after an uncaught error); only a
 * SIGKILL can lose the last LOG_FLUSH_MS of lines.
 */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 50;
let stdout: ReturnType<typeof pino.destination> | undefined;

/** The process's one buffered stdout, shared by every logger it creates. */
function bufferedStdout(): ReturnType<typeof pino.destination> {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: true, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
    process.on('exit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}

/** One JSON logger for the process; request logs are its children. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: undefined, timestamp: isoTimeOncePerMs }, bufferedStdout());
}
