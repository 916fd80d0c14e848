import { describe, expect, it } from 'vitest';
import { marketCap } from './market-cap';

describe('marketCap', () => {
  it('is price times shares, rounded to whole dollars', () => {
    expect(marketCap(12.5, 1_000_001)).toBe(12_500_013);
  });
  it('is null without a price or shares', () => {
    expect(marketCap(null, 100)).toBeNull();
    expect(marketCap(10, null)).toBeNull();
    expect(marketCap(10, 0)).toBeNull();
  });
});
