import type { AppDependencies } from '../../lib/types';

/** What the market services use of the app's dependencies. */
export type MarketDeps = Pick<AppDependencies, 'db' | 'marketData' | 'screener' | 'durableJobs' | 'clock'>;

/** Short-lived caching of live figures: a fresh enough price without a provider call per request. */
export const LIVE_TTL_MS = 15_000;
export const MOVERS_TTL_MS = 60_000;
export const HISTORY_TTL_MS = 60_000;

/** The `source` of an API answer. */
export function sourceOf(row: { provider: string; as_of: string }) {
  return { provider: row.provider, asOf: row.as_of };
}
