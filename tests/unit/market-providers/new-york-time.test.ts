import { describe, expect, it } from 'vitest';
import { newYorkDate, newYorkLocalToUtcIso } from '../../../server/providers/market/new-york-time';

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
