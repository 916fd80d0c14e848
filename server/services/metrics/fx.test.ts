import { describe, expect, it } from 'vitest';
import { convert, fxTable, ratesFor, usdPerUnit } from './fx';

const table = fxTable([
  { currency: 'JPY', usdPerUnit: 0.0066, date: '2026-11-20', provider: 'yahoo' },
  { currency: 'eur', usdPerUnit: 1.05, date: '2026-11-20', provider: 'yahoo' },
]);

describe('fx', () => {
  it('converts through the US dollar with the stored rates', () => {
    expect(usdPerUnit('USD', table)).toBe(1);
    expect(usdPerUnit('EUR', table)).toBe(1.05);
    expect(convert(1000, 'JPY', 'USD', table)).toBeCloseTo(6.6, 10);
    expect(convert(6.6, 'USD', 'JPY', table)).toBeCloseTo(1000, 8);
    expect(convert(1000, 'JPY', 'EUR', table)).toBeCloseTo((1000 * 0.0066) / 1.05, 10);
  });
  it('leaves a figure in its own currency alone, even without any rate', () => {
    expect(convert(42, 'CHF', 'chf', table)).toBe(42);
  });
  it("converts a price in pence (Yahoo's GBp) through pounds, and pence into pounds without a rate", () => {
    const withPound = fxTable([{ currency: 'GBP', usdPerUnit: 1.25, date: '2026-11-20', provider: 'yahoo' }]);
    expect(convert(250, 'GBp', 'USD', withPound)).toBeCloseTo(3.125, 10);
    expect(convert(2, 'GBP', 'GBp', withPound)).toBeCloseTo(200, 10);
    expect(convert(250, 'GBp', 'GBP', fxTable([]))).toBeCloseTo(2.5, 12);
    expect(convert(250, 'GBp', 'USD', fxTable([]))).toBeNull();
    expect(ratesFor(['GBp', 'GBP'], withPound).map((r) => r.currency)).toEqual(['GBP']);
  });

  it('gives null without a rate or a value, never a guess', () => {
    expect(convert(100, 'CHF', 'USD', table)).toBeNull();
    expect(convert(100, 'USD', 'CHF', table)).toBeNull();
    expect(convert(null, 'JPY', 'USD', table)).toBeNull();
  });
  it('names the rates a set of currencies uses, US dollars and unknown ones left out', () => {
    expect(ratesFor(['JPY', 'USD', 'jpy', 'CHF', null], table).map((r) => r.currency)).toEqual(['JPY']);
  });
});
