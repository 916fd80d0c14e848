import { describe, expect, it } from 'vitest';
import { currencyOfPrefix, currencySymbol } from './currency';

describe('currency prefixes', () => {
  it('writes the spec currencies with their symbol and the others with their code', () => {
    expect(['USD', 'eur', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK', null].map(currencySymbol)).toEqual(['$', '€', '£', '¥', 'C$', 'A$', 'CHF ', 'SEK ', '$']);
  });
  it('reads every prefix it writes back as its currency', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'SEK', 'CNY']) expect(currencyOfPrefix(currencySymbol(code))).toBe(code);
    expect(currencyOfPrefix('US$')).toBe('USD');
    expect(currencyOfPrefix('')).toBeNull();
  });
});
