/**
 * The valuation figures of the overview and the screener, one definition each, stated in the
 * words the screens show (VALUATION_DEFINITIONS).
 */

const DCF_YEARS = 10;
const MINIMUM_RETURN = 0.15;
const MAX_GROWTH = 0.25;
const MAX_FUTURE_PE = 40;
/** The margin-of-safety price is this share of SimpleDCF (the spec labels it so). */
const MARGIN_OF_SAFETY_SHARE = 0.5;
const MAX_PAYBACK_YEARS = 50;

export const VALUATION_DEFINITIONS = {
  simpleDcf:
    'Diluted EPS grown 10 years at the company’s EPS growth (revenue growth without it; at most 25% a year), valued at a P/E of twice that growth in percent (at most 40) and discounted back 10 years at 15% a year.',
  marginOfSafety: '50% of SimpleDCF.',
  paybackTime:
    'Years of free cash flow, growing at the company’s growth rate (0% to 25% a year), until they add up to the market cap; none beyond 50 years or without positive free cash flow.',
} as const;

/**
 * SimpleDCF, the "sticker price": today's EPS grown for ten years at the company's growth rate
 * (capped at 25 %), valued at a future P/E of twice the growth rate in percent (at most 40), and
 * discounted back ten years at a 15 % minimum return. Null without positive EPS and growth.
 */
export function simpleDcf(eps: number | null, growth: number | null): number | null {
  if (eps == null || growth == null || eps <= 0 || growth <= 0) return null;
  const rate = Math.min(growth, MAX_GROWTH);
  const futureEps = eps * (1 + rate) ** DCF_YEARS;
  const futurePe = Math.min(2 * rate * 100, MAX_FUTURE_PE);
  return (futureEps * futurePe) / (1 + MINIMUM_RETURN) ** DCF_YEARS;
}

/** The margin-of-safety price: 50 % of SimpleDCF. */
export function marginOfSafetyPrice(stickerPrice: number | null): number | null {
  return stickerPrice == null ? null : stickerPrice * MARGIN_OF_SAFETY_SHARE;
}

/**
 * How far the margin-of-safety price lies above the market price, as a fraction of the price
 * (0.2: 20 % above). The screener's marginOfSafetyMin filters on this.
 */
export function marginOfSafetyFraction(marginPrice: number | null, price: number | null): number | null {
  if (marginPrice == null || price == null || price <= 0) return null;
  return (marginPrice - price) / price;
}

/**
 * Payback time: the years of free cash flow, growing at the company's growth rate, it takes to
 * add up to the market capitalisation (both in one currency). Null without positive free cash
 * flow, or beyond 50 years.
 */
export function paybackTime(marketCap: number | null, freeCashFlow: number | null, growth: number | null): number | null {
  if (marketCap == null || freeCashFlow == null || freeCashFlow <= 0 || marketCap <= 0) return null;
  const rate = Math.max(0, Math.min(growth ?? 0, MAX_GROWTH));
  let total = 0;
  let flow = freeCashFlow;
  for (let year = 1; year <= MAX_PAYBACK_YEARS; year++) {
    flow *= 1 + rate;
    total += flow;
    if (total >= marketCap) return year;
  }
  return null;
}
