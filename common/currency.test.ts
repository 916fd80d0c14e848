import { describe, expect, it } from 'vitest';
import { currencyOfPrefix, currencySymbol, majorCurrency } from './currency';

describe('currency prefixes', () => {
  it('writes the spec currencies with their symbol and the others with their code', () => {
    expect(['USD', 'eur', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK', null].map(currencySymbol)).toEqual([
      '$',
      '€',
      '£',
      '¥',
      'C$',
      'A$',
      'CHF ',
      'SEK ',
      '$',
    ]);
  });
  it('reads every prefix it writes back as its currency', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK', 'CNY'])
      expect(currencyOfPrefix(currencySymbol(code))).toBe(code);
    expect(currencyOfPrefix('US$')).toBe('USD');
    expect(currencyOfPrefix('')).toBeNull();
  });
});

describe('minor currency units', () => {
  it('reads pence, cents and agorot as hundredths of their currency, and leaves the rest alone', () => {
    expect(majorCurrency('GBp')).toEqual(['GBP', 0.01]);
    expect(majorCurrency('GBX')).toEqual(['GBP', 0.01]);
    expect(majorCurrency('ZAc')).toEqual(['ZAR', 0.01]);
    expect(majorCurrency('ILA')).toEqual(['ILS', 0.01]);
    expect(majorCurrency('GBP')).toEqual(['GBP', 1]);
    expect(majorCurrency('eur')).toEqual(['EUR', 1]);
    expect(currencySymbol('GBp')).toBe('GBp ');
  });
});
