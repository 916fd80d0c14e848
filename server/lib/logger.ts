import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { redactSecrets } from './secret-redaction';

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
 * LOG_FLUSH_MS: one write per request line was a tenth of a simple request's CPU. A warning or
 * error is written at once, with whatever is gathered before it, and what is left is written
 * when the process exits (also after an uncaught error): only a SIGKILL, which no process can
 * act on, can lose lines, and then only the last LOG_FLUSH_MS of info and debug lines (pino's
 * own advice for buffered logging accepts that loss; the lines that explain a failure are not in it).
 */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 50;
/** pino writes the numeric level first ('{"level":30,…'): a first digit of 4 to 6 is warn, error or fatal. */
const LEVEL_DIGIT_AT = '{"level":'.length;
const WARN_FIRST_DIGIT = '4'.charCodeAt(0);
let stdout: pino.DestinationStream | undefined;

/** The process's one buffered stdout, shared by every logger it creates. */
function bufferedStdout(): pino.DestinationStream {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: true, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
    process.on('exit', () => destination.flushSync());
    stdout = {
      write(line: string) {
        destination.write(line);
        if (line.charCodeAt(LEVEL_DIGIT_AT) >= WARN_FIRST_DIGIT) destination.flushSync();
      },
    };
  }
  return stdout;
}

type LogConfig = Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat' | 'nodeEnv'>>;

/**
 * JSON lines for machines (NODE_ENV=production, LOG_FORMAT=json, or output that is not a
 * terminal), readable lines for a person at a terminal (or LOG_FORMAT=pretty).
 */
export function logFormatOf(config: LogConfig, stdoutIsTerminal = process.stdout.isTTY === true): 'json' | 'pretty' {
  if (config.logFormat === 'json' || config.logFormat === 'pretty') return config.logFormat;
  return config.nodeEnv !== 'production' && stdoutIsTerminal ? 'pretty' : 'json';
}

/** Readable lines on stdout (pino-pretty): time, level, message, then the fields on the same line. */
function readableStdout(): pino.DestinationStream {
  return pretty({ colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss', singleLine: true, sync: true });
}

/**
 * One logger for the process, in the format of `logFormatOf`; request logs are its children.
 * Every line is written with the configured secrets redacted (lib/secret-redaction.ts), whatever
 * error or text it quotes. Tests may pass a destination of their own.
 */
export function createLogger(config: LogConfig, destination?: pino.DestinationStream): Logger {
  const output = destination ?? (logFormatOf(config) === 'pretty' ? readableStdout() : bufferedStdout());
  return pino({ level: config.logLevel, base: undefined, timestamp: isoTimeOncePerMs, hooks: { streamWrite: redactSecrets } }, output);
}
