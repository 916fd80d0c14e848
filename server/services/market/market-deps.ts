import { PROVIDER_LABELS } from '../../providers/market/provider-http';
import type { ProviderName } from '../../providers/market/types';
import type { AppDependencies } from '../dependencies';

/** What the market services use of the app's dependencies. */
export type MarketDeps = Pick<AppDependencies, 'db' | 'marketData' | 'screener' | 'companyCache' | 'durableJobs' | 'clock'>;

/** Short-lived caching of live figures: a fresh enough price without a provider call per request. */
export const LIVE_TTL_MS = 15_000;
export const MOVERS_TTL_MS = 60_000;
export const HISTORY_TTL_MS = 60_000;

/** A stored row stamped with the provider that served it and when. */
export interface Stamped {
  provider: string;
  asOf: string;
}

/** The `source` of an API answer: the provider (with the name people know it by) and when it served the figures. */
export function sourceOf(row: Stamped) {
  return { provider: row.provider, asOf: row.asOf, label: PROVIDER_LABELS[row.provider as ProviderName] ?? row.provider };
}

/** The same for an answer just fetched through the facade (provider and asOf). */
export function liveSource(source: { provider: string; asOf: string }) {
  return sourceOf({ provider: source.provider, asOf: source.asOf });
}

/**
 * Provenance of a list answer without repeating it on every row: when one provider served all
 * `rows`, `source` is that provider as of the oldest row and rows carry none; when providers
 * are mixed, `rowSource` gives each row its own.
 */
export function listProvenance(rows: readonly Stamped[]) {
  const first = rows[0];
  let oldest = first?.asOf ?? '';
  let mixed = false;
  for (const row of rows) {
    if (row.provider !== first?.provider) mixed = true;
    if (row.asOf < oldest) oldest = row.asOf;
  }
  const source = first && !mixed ? { source: sourceOf({ provider: first.provider, asOf: oldest }) } : {};
  return {
    /** Spread into the answer: `{ source }` or nothing. */
    source,
    /** Spread into each row: nothing, or `{ source }` when providers are mixed. */
    rowSource: (row: Stamped) => (mixed ? { source: sourceOf(row) } : {}),
  };
}
