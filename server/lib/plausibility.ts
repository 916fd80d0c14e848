/**
 * What no market can produce, one rule for a figure whether a provider sent it or the app
 * computed it: the provider boundary (providers/market/sanity.ts) and the app's own market cap
 * and P/E (services/metrics/) use these bounds.
 */

/** Largest plausible day change in percent. */
export const MAX_CHANGE_PERCENT = 1000;
/** Largest plausible market capitalisation (the largest companies are near 5e12). */
const MAX_MARKET_CAP = 1e14;
/** Largest plausible P/E either side of zero: beyond it the EPS is next to nothing and the ratio says nothing. */
const MAX_ABS_PE = 10_000;
/** The default largest move of a quote against its previous close, as a factor either way (10: a tenth to ten times). */
export const DEFAULT_MAX_QUOTE_MOVE = 10;

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function plausibleMarketCap(value: number | null | undefined): boolean {
  return finite(value) && value > 0 && value <= MAX_MARKET_CAP;
}

export function plausiblePe(value: number | null | undefined): boolean {
  return finite(value) && Math.abs(value) <= MAX_ABS_PE;
}

/**
 * The factor a price moved from the previous close, once a split in between is taken out
 * (`splitRatio`: new shares per old one, 4 for a 4-for-1 split): 10 for ten times or a tenth.
 */
export function moveFactor(price: number, previousClose: number, splitRatio = 1): number {
  const adjusted = previousClose / splitRatio;
  return price >= adjusted ? price / adjusted : adjusted / price;
}
