/**
 * Fixed US-dollar rates of the reporting currencies, used to put statement figures (EPS, free
 * cash flow) on the same footing as US-dollar prices and market caps. Approximate on purpose:
 * ratios need the order of magnitude right, not the day's rate.
 */
const USD_PER_UNIT: Record<string, number> = {
  USD: 1, EUR: 1.08, GBP: 1.27, JPY: 0.0067, CAD: 0.73, AUD: 0.66, CHF: 1.12, CNY: 0.14, HKD: 0.128, INR: 0.012,
  KRW: 0.00073, TWD: 0.031, SEK: 0.095, NOK: 0.093, DKK: 0.145, BRL: 0.18, MXN: 0.055, ILS: 0.27, SGD: 0.74, ZAR: 0.055,
};

/** US dollars per unit of `currency`; null for a currency without a rate. */
export function usdPerUnit(currency: string): number | null {
  return USD_PER_UNIT[currency.toUpperCase()] ?? null;
}

export function toUsd(value: number | null | undefined, currency: string): number | null {
  const rate = usdPerUnit(currency);
  return value == null || rate === null ? null : value * rate;
}
