import { describe, expect, it } from 'vitest';
import { fxRatesText, fxRateText } from './fx-rate-text';

describe('fxRateText', () => {
  it('writes the side of the pair that reads as a familiar number, with the day and the provider', () => {
    expect(fxRateText({ currency: 'JPY', usdPerUnit: 0.0067, date: '2026-11-20', label: 'Demo market' })).toBe(
      '1 USD = 149.25 JPY (2026-11-20, Demo market)',
    );
    expect(fxRateText({ currency: 'EUR', usdPerUnit: 1.0489, date: '2025-02-14', label: 'Yahoo Finance' })).toBe(
      '1 EUR = 1.0489 USD (2025-02-14, Yahoo Finance)',
    );
    expect(fxRateText({ currency: 'KRW', usdPerUnit: 0.00068, date: '2025-02-14', label: 'Yahoo Finance' })).toBe(
      '1 USD = 1,470.6 KRW (2025-02-14, Yahoo Finance)',
    );
  });
  it('joins several rates', () => {
    const rates = [
      { currency: 'JPY', usdPerUnit: 0.0067, date: '2026-11-20', label: 'Demo market' },
      { currency: 'GBP', usdPerUnit: 1.27, date: '2026-11-20', label: 'Demo market' },
    ];
    expect(fxRatesText(rates)).toBe('1 USD = 149.25 JPY (2026-11-20, Demo market); 1 GBP = 1.27 USD (2026-11-20, Demo market)');
  });
});
