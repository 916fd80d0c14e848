import { safeRatio } from './ratio';

/** Price over the next fiscal year's estimated EPS (US dollars); null without an estimate. */
export function forwardPe(price: number | null, forwardEpsUsd: number | null): number | null {
  return safeRatio(price, forwardEpsUsd);
}
