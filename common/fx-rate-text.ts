/** How a dated exchange rate is written wherever a converted figure is shown: on screen and in AI answers. */

/** The API's FxRate, as far as the text needs it. */
export interface FxRateLike {
  currency: string;
  /** US dollars per unit of `currency`. */
  usdPerUnit: number;
  date: string;
  /** The provider's name, e.g. Yahoo Finance. */
  label: string;
}

/** Five significant digits: the written rate is within half its last digit of the stored one. */
function significant(value: number): string {
  return Number(value.toPrecision(5)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/**
 * '1 USD = 149.25 JPY (2026-11-20, Yahoo Finance)' for currencies worth less than a dollar,
 * '1 EUR = 1.08 USD (2026-11-20, Demo market)' for the others: the side that reads as a
 * number people know.
 */
export function fxRateText(rate: FxRateLike): string {
  const pair =
    rate.usdPerUnit >= 1
      ? `1 ${rate.currency} = ${significant(rate.usdPerUnit)} USD`
      : `1 USD = ${significant(1 / rate.usdPerUnit)} ${rate.currency}`;
  return `${pair} (${rate.date}, ${rate.label})`;
}

/** The number fxRateText writes, unrounded: US dollars per unit, or units per US dollar. */
export function fxRateTextValue(rate: Pick<FxRateLike, 'usdPerUnit'>): number {
  return rate.usdPerUnit >= 1 ? rate.usdPerUnit : 1 / rate.usdPerUnit;
}

export function fxRatesText(rates: readonly FxRateLike[]): string {
  return rates.map(fxRateText).join('; ');
}
