/**
 * Payback time: the years of free cash flow, growing at the company's growth rate, it takes to
 * add up to the market capitalisation. Null without positive free cash flow, or beyond 50 years.
 */
const MAX_PAYBACK_YEARS = 50;

export function paybackTime(marketCapUsd: number | null, freeCashFlowUsd: number | null, growth: number | null): number | null {
  if (marketCapUsd == null || freeCashFlowUsd == null || freeCashFlowUsd <= 0 || marketCapUsd <= 0) return null;
  const rate = Math.max(0, Math.min(growth ?? 0, 0.25));
  let total = 0;
  let flow = freeCashFlowUsd;
  for (let year = 1; year <= MAX_PAYBACK_YEARS; year++) {
    flow *= 1 + rate;
    total += flow;
    if (total >= marketCapUsd) return year;
  }
  return null;
}
