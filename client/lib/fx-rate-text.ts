/** How a dated exchange rate is written wherever a converted figure is shown. */
import type { FxRate } from '../../generated/model';

function significant(value: number): string {
  return Number(value.toPrecision(5)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/**
 * '1 USD = 149.25 JPY (2026-11-20, Yahoo Finance)' for currencies worth less than a dollar,
 * '1 EUR = 1.08 USD (2026-11-20, Demo market)' for the others: the side that reads as a
 * number people know.
 */
export function fxRateText(rate: FxRate): string {
  const pair = rate.usdPerUnit >= 1 ? `1 ${rate.currency} = ${significant(rate.usdPerUnit)} USD` : `1 USD = ${significant(1 / rate.usdPerUnit)} ${rate.currency}`;
  return `${pair} (${rate.date}, ${rate.label})`;
}

export function fxRatesText(rates: readonly FxRate[]): string {
  return rates.map(fxRateText).join('; ');
}
