/**
 * Builds the app's dependencies and the one services object handlers reach through
 * `c.get('services')`: the one place where the app's services and providers are created, for
 * main.ts and for the tests alike.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import { dialectOf } from './db/database';
import type { Database } from './db/schema';
import { DurableJobs } from './jobs/runtime/durable-jobs';
import { onMarketChanged } from './jobs/definitions/market-change-alerts.job';
import { JobRunner } from './jobs/runtime/job-runner';
import { registerTenKAnalysisJob } from './jobs/definitions/tenk-analysis.job';
import { type Clock, systemClock } from './lib/clock';
import { RateLimiter } from './lib/rate-limit';
import { SharedRateLimiter } from './services/shared-rate-limiter';
import type { AppDependencies } from './services/dependencies';
import { createServices, type ServerParts } from './services/services';
import { createIdentity } from './providers/identity/identity';
import { createMailer, type Mailer } from './providers/mail/mailer';
import { MarketData } from './providers/market/market-data';
import { createProviders } from './providers/market/registry';
import { aiDepsOf, createAiServices } from './services/ai/ai-services';
import { CompanyCache } from './services/market/reading/company-cache';
import { getCompany } from './services/market/reading/company.service';
import { dailyBars } from './services/market/reading/prices.service';
import { createMarketSync, createScreener, registerMarketJobs, registerMarketSyncJob } from './services/market/sync/market-setup';

export interface DependencyInputs {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  /** Tests pass a simulated clock or a mailer of their own. */
  clock?: Clock;
  mailer?: Mailer;
}

export async function createDependencies({ config, db, logger, clock = systemClock, mailer }: DependencyInputs): Promise<ServerParts> {
  // Before anything else: a refused dev identity provider stops the start before jobs are registered.
  const identity = await createIdentity(config, logger);
  const marketData = new MarketData({
    providers: createProviders(config.marketData, clock),
    timeoutMs: config.marketData.timeoutMs,
    clock,
    logger,
    maxQuoteMove: config.marketData.maxQuoteMove,
  });
  const screener = createScreener(db, clock);
  const companyCache = new CompanyCache(clock);
  const durableJobs = new DurableJobs(db, logger, clock, config.jobs.leaseMs);
  // The alerts after a market change need every dependency: bound once they all exist.
  let marketChanged = () => {};
  const market = { db, marketData, logger, screener, companyCache, durableJobs, clock, onMarketChanged: () => marketChanged() };
  registerMarketJobs(durableJobs, market);
  const marketSync = createMarketSync(market);
  if (marketSync) registerMarketSyncJob(durableJobs, marketSync);
  const deps: AppDependencies = {
    config,
    db,
    logger,
    startedAt: clock.now().getTime(),
    jobs: new JobRunner(logger),
    clock,
    identity,
    mailer: mailer ?? createMailer(config, logger),
    // One process on SQLite counts in memory; instances sharing PostgreSQL count in it.
    rateLimiter:
      dialectOf(db) === 'postgres'
        ? new SharedRateLimiter(db, clock, { shareMs: config.rateLimits.shareMs, logger })
        : new RateLimiter(clock),
    marketData,
    screener,
    companyCache,
    marketSync,
    durableJobs,
    ai: createAiServices(config.ai, marketData, clock, {
      companySnapshot: (symbol) => getCompany(market, symbol),
      dailyHistory: async (symbol, from, to) => (await dailyBars(market, symbol, from, to)).data,
    }),
  };
  marketChanged = onMarketChanged(deps);
  registerTenKAnalysisJob(durableJobs, aiDepsOf(deps));
  return { ...deps, services: createServices(deps) };
}
