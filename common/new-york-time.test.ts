import { describe, expect, it } from 'vitest';
import { newYorkDate, newYorkLocalToUtcIso, newYorkTime, newYorkToUtc } from './new-york-time';

describe('New York time', () => {
  it('converts wall-clock times to UTC in winter (EST) and summer (EDT)', () => {
    expect(newYorkLocalToUtcIso('2025-02-04 15:59:00')).toBe('2025-02-04T20:59:00.000Z');
    expect(newYorkLocalToUtcIso('2025-09-22 21:31:48')).toBe('2025-09-23T01:31:48.000Z');
    expect(newYorkLocalToUtcIso('2025-03-09 09:30')).toBe('2025-03-09T13:30:00.000Z');
  });

  it('rejects text that is not a local date-time', () => {
    expect(() => newYorkLocalToUtcIso('yesterday')).toThrow(RangeError);
  });

  it('gives the New York calendar date of an instant', () => {
    expect(newYorkDate(Date.parse('2020-08-31T13:30:00Z'))).toBe('2020-08-31');
    expect(newYorkDate(Date.parse('2024-01-02T03:00:00Z'))).toBe('2024-01-01');
  });
});

describe('New York wall clock across daylight-saving changes', () => {
  it('round-trips every quarter hour of the change days, outside the spring gap', () => {
    for (const date of ['2025-03-09', '2025-11-02', '2024-03-10', '2024-11-03', '2025-07-04']) {
      for (let minutes = 0; minutes < 1440; minutes += 15) {
        const inGap = date.endsWith('03-09') || date.endsWith('03-10') ? minutes >= 120 && minutes < 180 : false;
        if (inGap) continue;
        expect(newYorkTime(newYorkToUtc(date, minutes)), `${date} +${minutes}`).toEqual({ date, minutes });
      }
    }
  });

  it('reads a wall time in the spring gap as the hour after, and the repeated autumn hour as its first time', () => {
    expect(newYorkToUtc('2025-03-09', 150).toISOString()).toBe('2025-03-09T07:30:00.000Z'); // 2:30 → 3:30 EDT
    expect(newYorkToUtc('2025-11-02', 90).toISOString()).toBe('2025-11-02T05:30:00.000Z'); // 1:30 EDT
  });

  it('places the session open at 13:30 UTC in summer and 14:30 UTC in winter', () => {
    expect(newYorkToUtc('2025-07-01', 570).toISOString()).toBe('2025-07-01T13:30:00.000Z');
    expect(newYorkToUtc('2025-12-01', 570).toISOString()).toBe('2025-12-01T14:30:00.000Z');
  });
});
