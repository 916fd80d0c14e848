import { describe, expect, it } from 'vitest';
import { paybackTime } from './payback-time';

describe('paybackTime', () => {
  it('counts years of growing free cash flow until they add up to the market cap', () => {
    // 10 % growth on 100: 110, 231, 364.1, 510.5, 671.6 -> 5 years for 600.
    expect(paybackTime(600, 100, 0.1)).toBe(5);
    expect(paybackTime(500, 100, 0)).toBe(5);
  });
  it('treats shrinking as no growth', () => {
    expect(paybackTime(300, 100, -0.2)).toBe(3);
  });
  it('is null without positive free cash flow or beyond 50 years', () => {
    expect(paybackTime(600, -5, 0.1)).toBeNull();
    expect(paybackTime(1_000_000, 1, 0)).toBeNull();
    expect(paybackTime(null, 1, 0)).toBeNull();
  });
});
