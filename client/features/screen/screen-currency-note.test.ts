import { describe, expect, it } from 'vitest';
import { screenCurrencyNote } from './screen-currency-note';

const jpy = { currency: 'JPY', usdPerUnit: 0.0067, date: '2026-11-20', provider: 'demo', label: 'Demo market' };

describe('the screener currency note', () => {
  it('says the columns are in US dollars when every row trades in them', () => {
    expect(screenCurrencyNote([{ currency: 'USD' }, { currency: null }], [])).toBe(
      "Price and Market Cap in US dollars (USD); growth, ROIC and ratios from each company's own statements.",
    );
  });
  it('names the dated rates the converted figures use', () => {
    expect(screenCurrencyNote([{ currency: 'USD' }], [jpy])).toMatch(/use 1 USD = 149\.25 JPY \(2026-11-20, Demo market\)\.$/);
  });
  it('says the price is in the trading currency when a row trades in another', () => {
    expect(screenCurrencyNote([{ currency: 'JPY' }], [{ ...jpy, provider: 'fmp', label: 'Financial Modeling Prep' }])).toMatch(
      /^Market Cap in US dollars \(USD\), Price in each stock's trading currency; .* use 1 USD = 149\.25 JPY \(2026-11-20, Financial Modeling Prep\)\.$/,
    );
  });
});
