/** The margin-of-safety price: 50 % of SimpleDCF (the spec labels it so). */
const MARGIN_OF_SAFETY_SHARE = 0.5;

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
