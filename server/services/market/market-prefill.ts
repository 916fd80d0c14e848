/**
 * A keyless market's first figures, before the per-company sync reaches each company: partial
 * annual statements of the whole market in one provider call (SEC's XBRL frames, sec-frames.ts),
 * stored for every listed company that has no statements yet, with its screener row computed
 * from them. They are only a start: no statements part is recorded (market_parts), so the sync
 * still fetches each company's own facts, which replace them.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { writeSecurityParts } from '../../db/repositories/market-parts.repository';
import { emptyMarketRows } from '../../db/repositories/market-write.repository';
import type { Database } from '../../db/schema';
import type { MarketPart, Security } from '../../db/tables/market.table';
import type { Clock } from '../../lib/clock';
import type { MarketData } from '../../providers/market/market-data';
import { currentFxTable } from './fx-rates';
import { securityRows } from './market-rows';
import { storedProfile } from './security-refresh';
import { findStoredQuote } from './stored-quote';

export interface PrefillContext {
  db: Kysely<Database>;
  marketData: MarketData;
  logger: Logger;
  clock: Clock;
}

/**
 * Below this many companies without statements the per-company sync (a request or two each)
 * is about as quick as the market-wide read (about 170 requests), so there is no prefill.
 */
const PREFILL_MIN_COMPANIES = 200;
/** The market-wide read downloads a few hundred large files at SEC's ten requests a second. */
const PREFILL_TIMEOUT_MS = 15 * 60_000;
/** Companies written per transaction. */
const WRITE_BATCH = 250;
const STATEMENTS: ReadonlySet<MarketPart> = new Set(['statements']);

async function stocksWithoutStatements(db: Kysely<Database>): Promise<Security[]> {
  return db
    .selectFrom('securities')
    .selectAll()
    .where('type', '=', 'stock')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('annual_statements').select('annual_statements.symbol').whereRef('annual_statements.symbol', '=', 'securities.symbol'),
        ),
      ),
    )
    .execute();
}

/** Stores the market-wide statements of every listed stock without any; returns how many companies got figures. */
export async function prefillMarketFigures(context: PrefillContext): Promise<number> {
  const { db, marketData, logger } = context;
  const missing = new Map((await stocksWithoutStatements(db)).map((security) => [security.symbol, security]));
  if (missing.size < PREFILL_MIN_COMPANIES) return 0;
  const read = await marketData.call('getMarketStatements', {}, { timeoutMs: PREFILL_TIMEOUT_MS });
  const found = read.data.filter((one) => missing.has(one.symbol));
  const fx = await currentFxTable(context, [...new Set(found.map((one) => one.statements.currency))]);
  for (let start = 0; start < found.length; start += WRITE_BATCH) {
    const batch = found.slice(start, start + WRITE_BATCH);
    await db.transaction().execute(async (trx) => {
      for (const { symbol, statements } of batch) {
        const rows = emptyMarketRows();
        const bundle = {
          profile: storedProfile(missing.get(symbol) as Security),
          executives: [],
          statements: { provider: read.provider, asOf: read.asOf, data: statements },
          forwardEps: null,
          filings: null,
          fund: null,
          history: null,
          intraday: [],
        };
        securityRows(rows, bundle, await findStoredQuote(trx, symbol), fx);
        // The listing's profile row stays as it is; only the statements and the screener row are written.
        rows.securities = [];
        await writeSecurityParts(trx, symbol, rows, STATEMENTS);
      }
    });
  }
  logger.info({ provider: read.provider, companies: found.length, withoutStatements: missing.size }, 'market figures prefilled');
  return found.length;
}
