import { afterEach, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { isoTimeOncePerMs } from '../../server/lib/logger';

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
