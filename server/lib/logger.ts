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

/** One JSON logger for the process; request logs are its children. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: undefined, timestamp: isoTimeOncePerMs });
}
