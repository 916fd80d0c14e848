import { describe, expect, it } from 'vitest';
import { canonicalSymbolPath, normalizeSymbol } from './symbol-param';

describe('symbol params', () => {
  it('upper-cases and trims symbols', () => {
    expect(normalizeSymbol(' brk.b ')).toBe('BRK.B');
  });

  it('upper-cases only the symbol segment of a path', () => {
    expect(canonicalSymbolPath('/stock/aapl/statements', 2)).toBe('/stock/AAPL/statements');
    expect(canonicalSymbolPath('/stock/AAPL/news', 2)).toBeUndefined();
    expect(canonicalSymbolPath('/fund', 2)).toBeUndefined();
  });
});
