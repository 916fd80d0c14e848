import { describe, expect, it } from 'vitest';
import { marginOfSafetyFraction, marginOfSafetyPrice } from './margin-of-safety';

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
