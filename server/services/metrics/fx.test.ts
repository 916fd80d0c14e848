import { describe, expect, it } from 'vitest';
import { toUsd, usdPerUnit } from './fx';

describe('fx', () => {
  it('converts the reporting currencies of the spec to US dollars', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF']) expect(usdPerUnit(currency)).toBeGreaterThan(0);
    expect(toUsd(100, 'USD')).toBe(100);
    expect(toUsd(1000, 'JPY')).toBeCloseTo(6.7, 10);
  });
  it('gives null for unknown currencies and missing values', () => {
    expect(toUsd(100, 'XXX')).toBeNull();
    expect(toUsd(null, 'EUR')).toBeNull();
  });
});
