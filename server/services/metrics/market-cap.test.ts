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
  it('passes the same guard as a provider’s market cap: none above 1e14', () => {
    expect(marketCap(2_560_800, 15_000_000_000)).toBeNull();
  });
});
