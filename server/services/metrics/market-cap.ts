/** Market capitalisation: price times shares outstanding (null when either is missing). */
export function marketCap(price: number | null, sharesOutstanding: number | null): number | null {
  if (price == null || sharesOutstanding == null || sharesOutstanding <= 0) return null;
  return Math.round(price * sharesOutstanding);
}
