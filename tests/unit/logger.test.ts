import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { isoTimeOncePerMs } from '../../server/lib/logger';
import { projectDir } from '../../scripts/support/real-server';

afterEach(() => vi.useRealTimers());

describe('the log timestamp', () => {
  it("is pino's isoTime, formatted again only when the millisecond changes", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-04T05:06:07.089Z'));
    expect(isoTimeOncePerMs()).toBe(pino.stdTimeFunctions.isoTime());
    expect(isoTimeOncePerMs()).toBe(',"time":"2026-03-04T05:06:07.089Z"');
    vi.setSystemTime(new Date('2026-03-04T05:06:07.090Z'));
    expect(isoTimeOncePerMs()).toBe(',"time":"2026-03-04T05:06:07.090Z"');
    expect(isoTimeOncePerMs()).toBe(pino.stdTimeFunctions.isoTime());
  });
});

describe('the buffered log', () => {
  /** Runs a process that logs `levels` (one line each) and then kills itself with SIGKILL; returns the lines it got out. */
  function linesBeforeSigkill(levels: string[]): string[] {
    const script = [
      "import { createLogger } from './server/lib/logger';",
      "const log = createLogger({ logLevel: 'info' });",
      ...levels.map((level, index) => `log.${level}({ n: ${index} }, '${level} line');`),
      "process.kill(process.pid, 'SIGKILL');",
    ].join('\n');
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: projectDir,
      encoding: 'utf8',
    });
    expect(result.signal).toBe('SIGKILL');
    return result.stdout.split('\n').filter(Boolean);
  }

  it('writes a warning or an error at once, with the lines gathered before it: a SIGKILL right after loses neither', () => {
    const lines = linesBeforeSigkill(['info', 'info', 'error']).map((line) => JSON.parse(line) as { n: number; msg: string });
    expect(lines.map((line) => line.msg)).toEqual(['info line', 'info line', 'error line']);
    expect(linesBeforeSigkill(['info', 'warn']).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'info line',
      'warn line',
    ]);
  });
});
