import { plausiblePe } from '../../lib/plausibility';
import { safeRatio } from './ratio';

/**
 * Price over earnings per share (both in the trading currency). A loss gives a negative P/E, which the
 * client shows in parentheses; no EPS or zero EPS gives null, and so does a P/E no market produces
 * (lib/plausibility.ts).
 */
export function peRatio(price: number | null, eps: number | null): number | null {
  const pe = safeRatio(price, eps);
  return plausiblePe(pe) ? pe : null;
}
