/** The answerer's dependencies for an evaluation run: its own database, the model, and market data as the app reads it. */
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { Database } from '../../../server/db/schema';
import { systemClock } from '../../../server/lib/clock';
import type { AiProvider } from '../../../server/services/ai/engines/types';
import type { MarketData } from '../../../server/providers/market/market-data';
import { marketDataSources } from '../../../server/services/ai/ai-sources';
import type { AiDeps } from '../../../server/services/ai/answerer';

export function evalDeps(db: Kysely<Database>, provider: AiProvider, marketData: MarketData): AiDeps {
  return { db, provider, sources: marketDataSources(marketData), logger: pino({ level: 'silent' }), clock: systemClock };
}
