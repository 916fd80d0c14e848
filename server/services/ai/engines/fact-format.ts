/**
 * How answers write figures: short money and per-share amounts with the currency they are in (the
 * statements' reporting currency, or the trading currency for prices), ratios as percent. The
 * symbols are the screens' (common/currency.ts): '¥' for yen, never '$' for what is not dollars.
 */
import { currencySymbol } from '../../../../common/currency';
import type { StatementFact } from './types';

/** Money in short form such as $391.04B or ($1.20M) for negatives. */
export function formatMoney(value: number, currency: string): string {
  const symbol = currencySymbol(currency);
  const abs = Math.abs(value);
  const [divisor, suffix] =
    abs >= 1e12 ? [1e12, 'T'] : abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : abs >= 1e3 ? [1e3, 'K'] : [1, ''];
  const text = `${symbol}${(abs / divisor).toFixed(2)}${suffix}`;
  return value < 0 ? `(${text})` : text;
}

/** A per-share amount such as $6.08, ¥24,935.32 or (€1.20) for negatives. */
export function formatPerShare(value: number, currency: string): string {
  const text = `${currencySymbol(currency)}${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return value < 0 ? `(${text})` : text;
}

export function formatFactValue(fact: StatementFact, currency: string): string {
  switch (fact.unit) {
    case 'money':
      return formatMoney(fact.value, currency);
    case 'per_share':
      return formatPerShare(fact.value, currency);
    case 'ratio':
      return `${(fact.value * 100).toFixed(2)}%`;
    case 'multiple':
      return `${fact.value.toFixed(2)}x`;
  }
}
