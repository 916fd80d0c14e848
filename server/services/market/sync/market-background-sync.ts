/**
 * The background market sync for providers that list a market but serve it one company at a
 * time (MARKET_DATA_PROVIDER=sec,yahoo: SEC EDGAR's ticker list, submissions and company facts,
 * Yahoo's quotes). A pass lists the market at once (so the screener and search have every
 * company before any detail arrives), reads the first figures of every company without
 * statements in one market-wide read (SEC's XBRL frames: market-prefill.ts), then works through
 * the companies in batches: one batch quote call for the batch's prices, then per company its
 * profile and 10-K list (one SEC request, submissions) and, only when a 10-K is newer than the
 * stored statements, its statements (company facts). Every part is stored as it comes back (security-refresh.ts).
 *
 * Durable and resumable: the pass's start is stored (market_sync), and a company the sync
 * worked on after that start (market_sync_companies) is done, so a restarted server carries on
 * where it stopped. A new pass starts PASS_INTERVAL_MS after the last one finished. Progress (N of M,
 * errors, ETA) is logged after every batch and served by GET /status.
 */
import type { Kysely } from 'kysely';
import pMap from 'p-map';
import type { Logger } from 'pino';
import type { Database } from '../../../db/schema';
import type { MarketPart } from '../../../db/tables/market.table';
import { asMarketDataError, type MarketData } from '../../../providers/market/market-data';
import { MarketDataError, type ProviderQuote, type SecurityListing } from '../../../providers/market/types';
import { type PartResult, refreshSecurityParts } from './security-refresh';
import { prefillMarketFigures } from './market-prefill';
import {
  findSyncState,
  insertListedSecurities,
  markAttempted,
  saveSyncState,
  symbolsNotAttemptedSince,
} from '../../../db/repositories/market-sync.repository';
import type { Clock } from '../../../lib/clock';

const SYNC_NAME = 'market';
/** How often prices and filings are looked at again (a pass over the whole market). */
const PASS_INTERVAL_MS = 6 * 3_600_000;
const BATCH = 50;
const CONCURRENCY = 4;
/** The parts a pass keeps fresh; executives, bars and news come with a per-company refresh or live. */
const PASS_PARTS: ReadonlySet<MarketPart> = new Set(['profile', 'quote', 'statements', 'filings']);

export interface SyncProgress {
  state: 'idle' | 'running';
  total: number;
  done: number;
  errors: number;
  providerCalls: number;
  startedAt: string | null;
  etaSeconds: number | null;
  lastError: string | null;
  lastFinishedAt: string | null;
  lastPassMs: number | null;
}

export interface MarketSyncContext {
  db: Kysely<Database>;
  marketData: MarketData;
  logger: Logger;
  clock: Clock;
  afterWrite?: () => void;
  /** Called when a pass has finished (alerts on what changed). */
  afterPass?: () => void;
}

/** Whether MARKET_DATA_PROVIDER makes the market come from the background sync: SEC EDGAR lists it. */
export function usesBackgroundSync(providers: readonly string[]): boolean {
  return providers.find((name) => name !== 'yahoo') === 'sec';
}

export class MarketSync {
  /** Companies done by this process in the current pass, and since when: the ETA's rate. */
  private run: { since: number; done: number } | null = null;
  private running: Promise<void> | null = null;

  private readonly batchSize: number;

  constructor(
    private readonly context: MarketSyncContext,
    options: { batchSize?: number } = {},
  ) {
    this.batchSize = options.batchSize ?? BATCH;
  }

  async progress(): Promise<SyncProgress> {
    const row = await findSyncState(this.context.db, SYNC_NAME);
    const running = Boolean(row?.passStartedAt);
    let etaSeconds: number | null = null;
    if (running && row && this.run && this.run.done > 0) {
      const perCompanyMs = (this.context.clock.now().getTime() - this.run.since) / this.run.done;
      etaSeconds = Math.round(((row.total - row.done) * perCompanyMs) / 1000);
    }
    return {
      state: running ? 'running' : 'idle',
      total: row?.total ?? 0,
      done: row?.done ?? 0,
      errors: row?.errors ?? 0,
      providerCalls: row?.requests ?? 0,
      startedAt: row?.passStartedAt ?? null,
      etaSeconds,
      lastError: row?.lastError ?? null,
      lastFinishedAt: row?.lastPassFinishedAt ?? null,
      lastPassMs: row?.lastPassMs ?? null,
    };
  }

  /** Runs (or resumes) a pass when one is due; concurrent callers share the run in progress. */
  tick(signal: AbortSignal): Promise<void> {
    this.running ??= this.runPassIfDue(signal).finally(() => (this.running = null));
    return this.running;
  }

  /** Whether a pass should run now: one was interrupted, or the last finished PASS_INTERVAL_MS ago (or none ever ran). */
  async isPassDue(): Promise<boolean> {
    const state = await findSyncState(this.context.db, SYNC_NAME);
    if (state?.passStartedAt) return true;
    const finished = state?.lastPassFinishedAt ? Date.parse(state.lastPassFinishedAt) : null;
    return finished === null || this.context.clock.now().getTime() - finished >= PASS_INTERVAL_MS;
  }

  private async runPassIfDue(signal: AbortSignal): Promise<void> {
    const state = await findSyncState(this.context.db, SYNC_NAME);
    if (!state?.passStartedAt) {
      if (!(await this.isPassDue())) return;
      if (!(await this.startPass())) return;
    }
    await this.continuePass(signal);
  }

  /** Lists the market and stores every company not yet known; false when the listing failed. */
  private async startPass(): Promise<boolean> {
    const { db, marketData, logger, clock } = this.context;
    const startedAt = clock.now().toISOString();
    let listing: { data: SecurityListing[]; provider: string; asOf: string };
    try {
      listing = await marketData.call('listSecurities', {});
    } catch (error) {
      const message = asMarketDataError(error, 'demo').message;
      await saveSyncState(db, SYNC_NAME, { lastError: message, updatedAt: startedAt });
      logger.error({ err: error }, 'market sync could not list the market; trying again later');
      return false;
    }
    const added = await insertListedSecurities(db, listing.data, listing.provider, listing.asOf);
    this.context.afterWrite?.();
    await saveSyncState(db, SYNC_NAME, {
      passStartedAt: startedAt,
      total: listing.data.length,
      done: 0,
      errors: 0,
      requests: 0,
      lastError: null,
      updatedAt: startedAt,
    });
    logger.info({ provider: listing.provider, companies: listing.data.length, added }, 'market sync listed the market; fetching companies');
    return true;
  }

  private async continuePass(signal: AbortSignal): Promise<void> {
    const { db, marketData, logger, clock } = this.context;
    const state = await findSyncState(db, SYNC_NAME);
    const passStart = state?.passStartedAt;
    if (!state || !passStart) return;
    let { done, errors, requests } = state;
    if (done === 0) requests += await this.prefill(signal);
    this.run = { since: clock.now().getTime(), done: 0 };
    for (;;) {
      if (signal.aborted) return;
      const batch = await symbolsNotAttemptedSince(db, passStart, this.batchSize);
      if (batch.length === 0) break;
      const callsBefore = marketData.callCount;
      const quotes = await this.batchQuotes(batch);
      const failures = await pMap(
        batch,
        async (symbol) => {
          try {
            const report = await refreshSecurityParts(this.context, symbol, {
              parts: PASS_PARTS,
              quote: quotes.get(symbol),
              statementsOnNewFiling: true,
              clock,
            });
            return Object.keys(report.errors).length > 0 ? `${symbol}: ${Object.values(report.errors)[0]}` : null;
          } catch (error) {
            return `${symbol}: ${asMarketDataError(error, 'demo').message}`;
          }
        },
        { concurrency: CONCURRENCY },
      );
      await markAttempted(db, batch, clock.now().toISOString());
      const failed = failures.filter((failure): failure is string => failure !== null);
      done += batch.length;
      errors += failed.length;
      requests += marketData.callCount - callsBefore;
      this.run.done += batch.length;
      await saveSyncState(db, SYNC_NAME, {
        done: Math.min(done, state.total),
        errors,
        requests,
        updatedAt: clock.now().toISOString(),
        ...(failed.length ? { lastError: failed.at(-1) } : {}),
      });
      this.context.afterWrite?.();
      const progress = await this.progress();
      logger.info(
        { done: progress.done, total: progress.total, errors, etaSeconds: progress.etaSeconds, providerCalls: requests },
        `market sync: ${progress.done} of ${progress.total} companies`,
      );
    }
    const finishedAt = clock.now().toISOString();
    const passMs = Date.parse(finishedAt) - Date.parse(passStart);
    await saveSyncState(db, SYNC_NAME, {
      passStartedAt: null,
      done: state.total,
      lastPassFinishedAt: finishedAt,
      lastPassMs: passMs,
      updatedAt: finishedAt,
    });
    this.run = null;
    logger.info({ total: state.total, errors, providerCalls: requests, passMs }, 'market sync pass finished');
    this.context.afterPass?.();
  }

  /**
   * Before the first batch of a pass: the whole market's first figures in one market-wide read
   * (market-prefill.ts), so the screener has figures long before the pass reaches each company.
   * A failure costs only that head start. Returns the provider calls made.
   */
  private async prefill(signal: AbortSignal): Promise<number> {
    const callsBefore = this.context.marketData.callCount;
    try {
      if ((await prefillMarketFigures(this.context, signal)) > 0) this.context.afterWrite?.();
    } catch (error) {
      this.context.logger.warn({ err: error }, 'market sync could not prefill the market figures; the pass fills them company by company');
    }
    return this.context.marketData.callCount - callsBefore;
  }

  /** The batch's quotes in one facade call (failing over symbol by symbol); a symbol without one gets the failure. */
  private async batchQuotes(symbols: string[]): Promise<Map<string, PartResult<ProviderQuote>>> {
    const results = new Map<string, PartResult<ProviderQuote>>();
    try {
      const quotes = await this.context.marketData.getQuotesBySymbol(symbols);
      for (const symbol of symbols) {
        const quote = quotes.get(symbol);
        results.set(
          symbol,
          quote
            ? { status: 'ok', value: quote }
            : {
                status: 'failed',
                error: new MarketDataError(
                  'not_found',
                  this.context.marketData.providerNames[0] ?? 'demo',
                  `no provider has a quote for ${symbol}`,
                ),
              },
        );
      }
    } catch (error) {
      const failure = asMarketDataError(error, 'demo');
      for (const symbol of symbols)
        results.set(symbol, failure.kind === 'unsupported' ? { status: 'absent', error: failure } : { status: 'failed', error: failure });
    }
    return results;
  }
}
