/**
 * SimpleDCF, the "sticker price": today's EPS grown for ten years at the company's growth rate
 * (capped at 25 %), valued at a future P/E of twice the growth rate in percent (at most 40), and
 * discounted back ten years at a 15 % minimum return. Null without positive EPS and growth.
 */
const DCF_YEARS = 10;
const MINIMUM_RETURN = 0.15;
const MAX_GROWTH = 0.25;
const MAX_FUTURE_PE = 40;

export function simpleDcf(eps: number | null, growth: number | null): number | null {
  if (eps == null || growth == null || eps <= 0 || growth <= 0) return null;
  const rate = Math.min(growth, MAX_GROWTH);
  const futureEps = eps * (1 + rate) ** DCF_YEARS;
  const futurePe = Math.min(2 * rate * 100, MAX_FUTURE_PE);
  return (futureEps * futurePe) / (1 + MINIMUM_RETURN) ** DCF_YEARS;
}
