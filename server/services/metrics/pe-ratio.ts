import { safeRatio } from './ratio';

/**
 * Price over earnings per share (both in the trading currency). A loss gives a negative P/E, which the
 * client shows in parentheses; no EPS or zero EPS gives null.
 */
export function peRatio(price: number | null, eps: number | null): number | null {
  return safeRatio(price, eps);
}
