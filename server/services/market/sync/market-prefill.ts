/**
 * A keyless market's first figures, before the per-company sync reaches each company: partial
 * annual statements of the whole market in one provider call (SEC's XBRL frames, sec-frames.ts),
 * stored for every listed company that has no statements yet, with its screener row computed
 * from them. They are only a start: their statements part is recorded as a prefill
 * (market_parts detail `prefill`), which the sync never takes for current, so it fetches each
 * company's own facts, which replace them. A company whose own statements were stored while the
 * market-wide read ran (a refresh) is left as it is.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { recordParts, writeSecurityParts } from '../../../db/repositories/market-parts.repository';
import { emptyMarketRows } from '../../../db/repositories/market-write.repository';
import type { Database } from '../../../db/schema';
import type { MarketPart, Security } from '../../../db/tables/market.table';
import type { Clock } from '../../../lib/clock';
import type { MarketData } from '../../../providers/market/market-data';
import { currentFxTable } from '../fx-rates';
import { securityRows } from './market-rows';
import { storedProfile } from './security-refresh';
import { findStoredQuote } from '../stored-quote';

export interface PrefillContext {
  db: Kysely<Database>;
  marketData: MarketData;
  logger: Logger;
  clock: Clock;
}

/**
 * Below this many companies without statements the per-company sync (a request or two each)
 * is about as quick as the market-wide read (about 250 requests), so there is no prefill.
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

/** Of `symbols`, those that have statements stored now (or a statements part recorded). */
async function withStatementsNow(db: Kysely<Database>, symbols: string[]): Promise<Set<string>> {
  if (symbols.length === 0) return new Set();
  const stored = await db.selectFrom('annual_statements').select('symbol').distinct().where('symbol', 'in', symbols).execute();
  const recorded = await db
    .selectFrom('market_parts')
    .select('symbol')
    .where('part', '=', 'statements')
    .where('symbol', 'in', symbols)
    .execute();
  return new Set([...stored, ...recorded].map((row) => row.symbol));
}

/** Stores the market-wide statements of every listed stock without any; returns how many companies got figures. */
export async function prefillMarketFigures(context: PrefillContext, signal?: AbortSignal): Promise<number> {
  const { db, marketData, logger, clock } = context;
  const missing = new Map((await stocksWithoutStatements(db)).map((security) => [security.symbol, security]));
  if (missing.size < PREFILL_MIN_COMPANIES) return 0;
  const read = await marketData.call('getMarketStatements', {}, { timeoutMs: PREFILL_TIMEOUT_MS, signal });
  const found = read.data.filter((one) => missing.has(one.symbol));
  const fx = await currentFxTable(context, [...new Set(found.map((one) => one.statements.currency))]);
  let written = 0;
  for (let start = 0; start < found.length; start += WRITE_BATCH) {
    if (signal?.aborted) break;
    const batch = found.slice(start, start + WRITE_BATCH);
    await db.transaction().execute(async (trx) => {
      // Checked in the transaction that writes: a refresh may have stored a company's own statements meanwhile.
      const taken = await withStatementsNow(
        trx,
        batch.map((one) => one.symbol),
      );
      for (const { symbol, statements } of batch) {
        if (taken.has(symbol)) continue;
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
        const prefilled = {
          part: 'statements',
          status: 'ok',
          provider: read.provider,
          asOf: read.asOf,
          detail: { prefill: 'xbrl frames' },
        } as const;
        await recordParts(trx, symbol, [prefilled]);
        written += 1;
      }
    });
  }
  logger.info(
    { provider: read.provider, companies: written, withoutStatements: missing.size, at: clock.now().toISOString() },
    'market figures prefilled',
  );
  return written;
}
