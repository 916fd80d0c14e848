import type { Hook, OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { DurableJobs } from '../jobs/durable-jobs';
import type { JobRunner } from '../jobs/job-runner';
import type { Identity } from '../providers/identity/identity';
import type { Mailer } from '../providers/mail/mailer';
import type { MarketData } from '../providers/market/market-data';
import type { AiServices } from '../services/ai/ai-services';
import type { CompanyCache } from '../services/market/company-cache';
import type { Screener } from '../services/market/screener';
import type { SignedInUser } from './auth';
import type { Clock } from './clock';
import type { RateLimiter } from './rate-limit';

/** What every request handler can reach through `c.var`. */
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
  rateLimiter: RateLimiter;
  /** The market-data facade over the configured providers. */
  marketData: MarketData;
  /** The stock screener over the stored company metrics (in memory, reloaded after syncs). */
  screener: Screener;
  /** The stored part of each company's overview (in memory, dropped after syncs). */
  companyCache: CompanyCache;
  /** Durable background jobs in the database (market refreshes); survive restarts. */
  durableJobs: DurableJobs;
  /** The AI provider and what it reads (Ask AI, conversations, 10-K analysis). */
  ai: AiServices;
}

export interface AppEnv {
  Variables: AppDependencies & {
    requestId: string;
    log: Logger;
    /** The signed-in caller (session cookie or API token), null when anonymous; see lib/auth.ts. */
    user: SignedInUser | null;
  };
}

export type AppOpenAPI = OpenAPIHono<AppEnv>;

/** A handler typed by its route, so params, query, body and responses are checked against the contract. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** A validation hook that may stand in for the default one on any route. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppHook = Hook<any, AppEnv, any, any>;
