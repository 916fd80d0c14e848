/**
 * What the status page says about each configured provider: its last success, its last failure
 * with the message, calls today (UTC day) and the quota or key errors among them. Kept in memory
 * by the facade: it describes this process since it started.
 */
import type { MarketDataError, ProviderName } from './types';
import type { Clock } from '../../lib/clock';

export interface ProviderHealth {
  provider: ProviderName;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastFailureMessage: string | null;
  callsToday: number;
  failuresToday: number;
  /** Refusals for key, plan or quota (401/402/403) and rate limits (429) today. */
  quotaErrorsToday: number;
}

/** Failures that say nothing about the provider's health: a method it does not serve. */
const NOT_A_FAILURE = new Set(['unsupported']);
const QUOTA_KINDS = new Set(['auth', 'rate_limited']);

export class ProviderStatusBoard {
  private readonly health = new Map<ProviderName, ProviderHealth & { day: string }>();

  constructor(
    providers: ProviderName[],
    private readonly clock: Clock,
  ) {
    for (const provider of providers) this.health.set(provider, this.fresh(provider, this.today()));
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  private fresh(provider: ProviderName, day: string): ProviderHealth & { day: string } {
    return {
      provider,
      day,
      lastSuccessAt: null,
      lastFailureAt: null,
      lastFailureMessage: null,
      callsToday: 0,
      failuresToday: 0,
      quotaErrorsToday: 0,
    };
  }

  private entry(provider: ProviderName) {
    const day = this.today();
    let entry = this.health.get(provider);
    if (!entry) {
      entry = this.fresh(provider, day);
      this.health.set(provider, entry);
    }
    if (entry.day !== day) Object.assign(entry, { day, callsToday: 0, failuresToday: 0, quotaErrorsToday: 0 });
    return entry;
  }

  /** A call the provider answered (a 'not found' is an answer too). */
  succeeded(provider: ProviderName): void {
    const entry = this.entry(provider);
    entry.callsToday += 1;
    entry.lastSuccessAt = this.clock.now().toISOString();
  }

  failed(provider: ProviderName, error: MarketDataError): void {
    if (NOT_A_FAILURE.has(error.kind)) return;
    const entry = this.entry(provider);
    entry.callsToday += 1;
    if (error.kind === 'not_found') {
      entry.lastSuccessAt = this.clock.now().toISOString();
      return;
    }
    entry.failuresToday += 1;
    if (QUOTA_KINDS.has(error.kind)) entry.quotaErrorsToday += 1;
    entry.lastFailureAt = this.clock.now().toISOString();
    entry.lastFailureMessage = error.message;
  }

  snapshot(): ProviderHealth[] {
    return [...this.health.keys()].map((provider) => {
      const { day: _day, ...health } = this.entry(provider);
      return health;
    });
  }
}
