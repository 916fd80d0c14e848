/** What the AI operations need beyond the database: the provider, the company data port, timings. */
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { createAiProvider } from './engines';
import type { AiProvider } from './engines/types';
import type { MarketData } from '../../providers/market/market-data';
import { type AiSources, marketDataSources, type MarketReads } from './ai-sources';
import type { AiDeps } from './answerer';
import type { Clock } from '../../lib/clock';
import { ModelRounds } from './engines/model-rounds';
import { ModelCallCount } from './ai-budgets';

export interface AiServices {
  provider: AiProvider;
  sources: AiSources;
  /** How long POST /ai/ask waits for an answer before answering 202 processing. */
  answerWaitMs: number;
  /** The most model calls one answer may make (AI_MAX_MODEL_ROUNDS). */
  maxModelRounds: number;
  /** Model calls today, for /status. */
  modelCalls: ModelCallCount;
}

/** `reads` gives what the company page shows (GET /companies/{symbol}) and its price history, so the AI answers them too. */
export function createAiServices(config: Config['ai'], marketData: MarketData, clock: Clock, reads?: MarketReads): AiServices {
  return {
    provider: createAiProvider(config),
    sources: marketDataSources(marketData, reads),
    answerWaitMs: config.answerWaitMs,
    maxModelRounds: config.maxModelRounds,
    modelCalls: new ModelCallCount(clock),
  };
}

/** The answerer's dependencies from the app's. */
export function aiDepsOf(vars: { db: Kysely<Database>; logger: Logger; ai: AiServices; clock: Clock }): AiDeps {
  const { ai } = vars;
  const rounds = () => new ModelRounds(ai.maxModelRounds, () => ai.modelCalls.count());
  return { db: vars.db, logger: vars.logger, provider: ai.provider, sources: ai.sources, clock: vars.clock, rounds };
}
