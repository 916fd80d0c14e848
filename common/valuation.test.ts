import { describe, expect, it } from 'vitest';
import { marginOfSafetyFraction, marginOfSafetyPrice, paybackTime, simpleDcf } from './valuation';

describe('simpleDcf', () => {
  it('grows EPS ten years, applies a P/E of twice the growth and discounts at 15 %', () => {
    // EPS 2 at 10 %: future EPS 2 * 1.1^10 = 5.1875; P/E 20; price 103.75; / 1.15^10 = 25.65.
    expect(simpleDcf(2, 0.1)).toBeCloseTo((2 * 1.1 ** 10 * 20) / 1.15 ** 10, 10);
    expect(simpleDcf(2, 0.1)).toBeCloseTo(25.65, 2);
  });
  it('caps growth at 25 % and the future P/E at 40', () => {
    expect(simpleDcf(1, 0.6)).toBeCloseTo((1.25 ** 10 * 40) / 1.15 ** 10, 10);
  });
  it('is null for losses, shrinking or unknown growth', () => {
    expect(simpleDcf(-1, 0.1)).toBeNull();
    expect(simpleDcf(1, -0.02)).toBeNull();
    expect(simpleDcf(1, null)).toBeNull();
  });
});

describe('margin of safety', () => {
  it('is half of SimpleDCF', () => {
    expect(marginOfSafetyPrice(80)).toBe(40);
    expect(marginOfSafetyPrice(null)).toBeNull();
  });
  it('as a fraction of the price, is the distance of that price above the market price', () => {
    expect(marginOfSafetyFraction(60, 50)).toBeCloseTo(0.2, 10);
    expect(marginOfSafetyFraction(40, 50)).toBeCloseTo(-0.2, 10);
    expect(marginOfSafetyFraction(40, 0)).toBeNull();
  });
});

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
