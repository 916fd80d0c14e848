/** What the services, the request handlers and the jobs are built from (server/deps.ts builds it). */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { DurableJobs } from '../jobs/runtime/durable-jobs';
import type { JobRunner } from '../jobs/runtime/job-runner';
import type { Identity } from '../providers/identity/identity';
import type { Mailer } from '../providers/mail/mailer';
import type { MarketData } from '../providers/market/market-data';
import type { AiServices } from './ai/ai-services';
import type { CompanyCache } from './market/reading/company-cache';
import type { MarketSync } from './market/sync/market-background-sync';
import type { Screener } from './market/screening/screener';
import type { Clock } from '../lib/clock';
import type { RequestLimiter } from '../lib/rate-limit';

/** The app's parts, built once in deps.ts: what the services, the jobs and the HTTP layer are made from. */
export interface AppDependencies {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  startedAt: number;
  /** Background work; stopped at a safe point on shutdown. */
  jobs: JobRunner;
  /** The time, simulated in tests. */
  clock: Clock;
  /** Sign-in providers (configured OIDC issuers and the dev identity provider). */
  identity: Identity;
  mailer: Mailer;
  rateLimiter: RequestLimiter;
  /** The market-data facade over the configured providers. */
  marketData: MarketData;
  /** The stock screener over the stored company metrics (in memory, reloaded after syncs). */
  screener: Screener;
  /** The stored part of each company's overview (in memory, dropped after syncs). */
  companyCache: CompanyCache;
  /** The background market sync (MARKET_DATA_PROVIDER=sec,yahoo), or null when the market is synced at first start. */
  marketSync: MarketSync | null;
  /** Durable background jobs in the database (market refreshes); survive restarts. */
  durableJobs: DurableJobs;
  /** The AI provider and what it reads (Ask AI, conversations, 10-K analysis). */
  ai: AiServices;
}
