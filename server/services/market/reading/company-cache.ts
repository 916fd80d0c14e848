/**
 * The stored part of each company's overview (profile, executives, metrics, yearly data: all
 * but the live quote), kept per symbol so GET /companies/{symbol} reads only the quote. Bounded;
 * dropped whenever market data is written (see market-setup.ts) and reloaded at most every
 * `maxAgeMs`, in case another process wrote to the same database.
 */
import type { Clock } from '../../../lib/clock';
import type { LRUCache } from 'lru-cache';
import { clockedCache } from '../../../lib/clocked-cache';
import type { z } from 'zod';
import type { GetCompany200Response } from '../../../../generated/zod/companies/companies.zod';

/**
 * What GET /companies/{symbol} answers from the database alone: the whole company with its
 * live fields (price, market cap, average volume, 52-week range) left null, and the stored
 * figures those fall back to. Kept per symbol in the cache below.
 */
/** A company as GET /companies/{symbol} answers it. */
export type Company = z.output<typeof GetCompany200Response>;

export interface StoredCompany {
  company: Company;
  storedPrice: number | null;
  storedMarketCap: number | null;
}

export class CompanyCache {
  private readonly entries: LRUCache<string, Promise<StoredCompany | undefined>>;

  constructor(
    clock: Clock,
    maxEntries = 1000,
    private readonly maxAgeMs = 60_000,
  ) {
    this.entries = clockedCache(maxEntries, clock);
  }

  /**
   * The cached company, or `load`'s; concurrent requests share one load. An unknown symbol or
   * a failed load is not kept.
   */
  get(symbol: string, load: () => Promise<StoredCompany | undefined>): Promise<StoredCompany | undefined> {
    const cached = this.entries.get(symbol);
    if (cached) return cached;
    const loading = load();
    this.entries.set(symbol, loading, { ttl: this.maxAgeMs });
    const forget = () => {
      if (this.entries.get(symbol) === loading) this.entries.delete(symbol);
    };
    loading.then((company) => company ?? forget(), forget);
    return loading;
  }

  /** Drops everything (after a sync or refresh wrote market data). */
  invalidate(): void {
    this.entries.clear();
  }
}
