/** How answers write statement figures: short money with the currency, ratios as percent. */
import type { StatementFact } from './types';

const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', CAD: 'C$', AUD: 'A$', CHF: 'CHF ' };

/** Money in short form such as $391.04B or ($1.20M) for negatives. */
export function formatMoney(value: number, currency: string): string {
  const symbol = currencySymbols[currency] ?? `${currency} `;
  const abs = Math.abs(value);
  const [divisor, suffix] = abs >= 1e12 ? [1e12, 'T'] : abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : abs >= 1e3 ? [1e3, 'K'] : [1, ''];
  const text = `${symbol}${(abs / divisor).toFixed(2)}${suffix}`;
  return value < 0 ? `(${text})` : text;
}

export function formatFactValue(fact: StatementFact, currency: string): string {
  switch (fact.unit) {
    case 'money':
      return formatMoney(fact.value, currency);
    case 'per_share': {
      const text = `${currencySymbols[currency] ?? ''}${Math.abs(fact.value).toFixed(2)}`;
      return fact.value < 0 ? `(${text})` : text;
    }
    case 'ratio':
      return `${(fact.value * 100).toFixed(2)}%`;
    case 'multiple':
      return `${fact.value.toFixed(2)}x`;
  }
}
