import { plausibleMarketCap } from '../../lib/plausibility';

/**
 * Market capitalisation: price times shares outstanding. Null when either is missing, or when
 * the product fails the same guard as a provider's market cap (lib/plausibility.ts).
 */
export function marketCap(price: number | null, sharesOutstanding: number | null): number | null {
  if (price == null || sharesOutstanding == null || sharesOutstanding <= 0) return null;
  const cap = Math.round(price * sharesOutstanding);
  return plausibleMarketCap(cap) ? cap : null;
}
