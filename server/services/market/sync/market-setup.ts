/**
 * Wires the market data into the app: the screener over the stored metrics, the durable refresh
 * job, and the start-up step that fills an empty database and starts the job worker.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { listAllMetrics } from '../../../db/repositories/market-read.repository';
import type { Database } from '../../../db/schema';
import { type DurableJobs, PermanentJobError } from '../../../jobs/runtime/durable-jobs';
import type { Clock } from '../../../lib/clock';
import type { JobRunner } from '../../../jobs/runtime/job-runner';
import type { MarketData } from '../../../providers/market/market-data';
import { MarketDataError, type MarketDataErrorKind } from '../../../providers/market/types';
import type { CompanyCache } from '../reading/company-cache';
import { REFRESH_JOB } from '../reading/company.service';
import { MarketSync, usesBackgroundSync } from './market-background-sync';
import { refreshSecurity, syncOnFirstStart, syncWholeMarket, type SyncContext } from './market-sync.service';
import { Screener } from '../screening/screener';
import { announceChange, type ChangeListener, listenForChanges, MARKET_DATA_CHANGED } from '../../../db/change-notices';
import { claimScheduledRun } from '../../schedules.service';

/** How often the worker looks for due durable jobs. */
const JOB_POLL_MS = 1000;
/** How often the background market sync looks whether a pass is due (or was interrupted). */
const MARKET_SYNC_CHECK_MS = 60_000;

export function createScreener(db: Kysely<Database>, clock: Clock): Screener {
  return new Screener(() => listAllMetrics(db), clock);
}

interface MarketParts {
  db: Kysely<Database>;
  marketData: MarketData;
  logger: Logger;
  screener: Screener;
  companyCache: CompanyCache;
  /** The app's clock: which trading days a refresh stores intraday bars of. */
  clock: Clock;
  /** Called after the market changed: a finished background sync pass, a refresh. */
  onMarketChanged?: () => void;
}

/** Drops what this instance cached from market data (after it or another instance wrote some). */
function dropMarketCaches(parts: Pick<MarketParts, 'marketData' | 'screener' | 'companyCache'>): void {
  parts.marketData.clearCache();
  parts.screener.invalidate();
  parts.companyCache.invalidate();
}

/** Keeps this instance's market caches fresh when another instance on the same PostgreSQL writes. */
export function listenForMarketChanges(
  databaseUrl: string,
  parts: Pick<MarketParts, 'marketData' | 'screener' | 'companyCache' | 'logger'>,
): Promise<ChangeListener> {
  return listenForChanges(databaseUrl, MARKET_DATA_CHANGED, () => dropMarketCaches(parts), parts.logger);
}

function syncContext(parts: MarketParts): SyncContext {
  const { clock } = parts;
  return {
    db: parts.db,
    marketData: parts.marketData,
    logger: parts.logger,
    clock,
    afterWrite: () => {
      dropMarketCaches(parts);
      // Other instances on the same PostgreSQL drop theirs too (see listenForMarketChanges).
      announceChange(parts.db, MARKET_DATA_CHANGED).catch((err: unknown) =>
        parts.logger.warn({ err }, 'could not announce a market-data change'),
      );
    },
  };
}

/** The background market sync when the configured providers need one (SEC EDGAR lists the market), else null. */
export function createMarketSync(parts: MarketParts): MarketSync | null {
  if (!usesBackgroundSync(parts.marketData.providerNames)) return null;
  const context = syncContext(parts);
  return new MarketSync({ ...context, clock: context.clock, afterPass: parts.onMarketChanged });
}

/** Replaces the whole market with what the providers list now (tests, operational scripts). */
export function syncMarketNow(parts: MarketParts): Promise<number> {
  return syncWholeMarket(syncContext(parts));
}

/**
 * Provider failures another attempt will not fix: an unknown symbol, a key, plan or quota the
 * provider rejects, a method no configured provider serves. Timeouts, rate limits and bad
 * answers are retried with backoff.
 */
const PERMANENT_KINDS: ReadonlySet<MarketDataErrorKind> = new Set(['not_found', 'auth', 'unsupported']);

/** The durable job of a market-sync pass: one instance runs it under a lease, another resumes it if that one dies. */
const MARKET_SYNC_JOB = 'market-sync';

/** Registers the market-sync pass as a durable job (its progress is stored, so a stopped pass resumes). */
export function registerMarketSyncJob(durableJobs: DurableJobs, marketSync: MarketSync): void {
  durableJobs.register(MARKET_SYNC_JOB, async (_payload, signal) => {
    await marketSync.tick(signal);
    return signal.aborted ? 'stopped' : undefined;
  });
}

/**
 * Every instance checks each minute whether a pass is due; the check of a minute belongs to the
 * instance that claims its slot (schedule_runs), which queues the pass (once: a waiting or
 * running pass is kept) and starts it at once unless another instance's worker claims it first.
 */
async function queueMarketSyncIfDue(
  parts: MarketParts & { durableJobs: DurableJobs; jobs: JobRunner; marketSync: MarketSync },
): Promise<void> {
  const now = parts.clock.now();
  if (!(await claimScheduledRun(parts.db, MARKET_SYNC_JOB, MARKET_SYNC_CHECK_MS, now))) return;
  if (!(await parts.marketSync.isPassDue())) return;
  const { id } = await parts.durableJobs.enqueue(MARKET_SYNC_JOB, {}, { dedupeKey: MARKET_SYNC_JOB });
  void parts.jobs.run(MARKET_SYNC_JOB, (signal) => parts.durableJobs.runNow(id, signal).then(() => undefined));
}

export function registerMarketJobs(durableJobs: DurableJobs, parts: MarketParts): void {
  durableJobs.register(REFRESH_JOB, async (payload) => {
    const { symbol } = payload as { symbol: string };
    try {
      await refreshSecurity(syncContext(parts), symbol);
      parts.onMarketChanged?.();
    } catch (error) {
      if (error instanceof MarketDataError && PERMANENT_KINDS.has(error.kind)) {
        throw new PermanentJobError(`${error.provider}: ${error.message}`, { cause: error });
      }
      throw error;
    }
  });
}

/**
 * Start-up: fills the market on the first start (or checks whether a background sync pass is
 * due, which resumes an interrupted pass), requeues jobs a previous process left running
 * and polls for due jobs on the JobRunner (stopped with it on shutdown).
 */
export async function startMarketData(
  parts: MarketParts & { durableJobs: DurableJobs; jobs: JobRunner; marketSync: MarketSync | null },
): Promise<void> {
  const { marketSync } = parts;
  if (marketSync) {
    // The market fills in the background; the server answers meanwhile.
    const check = () => queueMarketSyncIfDue({ ...parts, marketSync });
    void parts.jobs.run('market-sync-check', check);
    parts.jobs.every('market-sync-check', MARKET_SYNC_CHECK_MS, check);
  } else {
    await syncOnFirstStart(syncContext(parts));
  }
  const recovered = await parts.durableJobs.recover();
  if (recovered > 0) parts.logger.info({ recovered }, 'requeued interrupted jobs');
  // Each due job runs as a task of its own on the JobRunner (shutdown waits for it at a safe point).
  const launch = (name: string, task: (signal: AbortSignal) => Promise<void>) => void parts.jobs.run(name, task);
  parts.jobs.every('durable-jobs', JOB_POLL_MS, (signal) => parts.durableJobs.startDue(signal, launch).then(() => undefined));
}
