/**
 * What every area of the services object shares: the app's dependencies, the clock, the market's
 * and the AI's dependencies, the day's AI budgets and the tickers a user hid. Built once per app.
 */
import { aiDepsOf } from '../ai/ai-services';
import { aiBudgets } from '../ai/ai-budgets';
import type * as questions from '../ai/questions.service';
import type { AppDependencies } from '../dependencies';
import type { MarketDeps } from '../market/market-deps';
import * as watchlists from '../watchlists.service';

export interface Page {
  limit: number;
  offset: number;
}

export type ServiceContext = ReturnType<typeof serviceContext>;

export function serviceContext(deps: AppDependencies) {
  const { db, clock, config } = deps;
  const market: MarketDeps = deps;
  const ai = aiDepsOf(deps);
  const askDeps: questions.AskDeps = { ...ai, jobs: deps.jobs, answerWaitMs: deps.ai.answerWaitMs, lease: deps.durableJobs };
  return {
    deps,
    db,
    config,
    now: () => clock.now(),
    market,
    ai,
    askDeps,
    budgets: aiBudgets(deps.rateLimiter, clock, config.ai.dailyBudgets),
    hiddenFrom: (userId: string | undefined) => watchlists.symbolsHiddenFrom(db, userId),
  };
}
