/**
 * Per-part writes of one security's refresh and the record of each part's provenance and last
 * failure (market_parts). Only the parts that came back replace their rows; a failed part keeps
 * what was stored. Always inside the caller's transaction.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { MarketPart, MarketPartsTable } from '../tables/market.table';
import type { MarketRows } from './market-write.repository';

type Db = Kysely<Database>;

/** The tables each part owns (children before parents), with the column holding the symbol. */
const PART_TABLES: Record<Exclude<MarketPart, 'profile'>, ReadonlyArray<readonly [keyof Database, string]>> = {
  quote: [['quotes', 'symbol']],
  statements: [
    ['annual_statements', 'symbol'],
    ['quarterly_statements', 'symbol'],
    ['stock_splits', 'symbol'],
  ],
  executives: [['executives', 'symbol']],
  bars: [
    ['price_history', 'symbol'],
    ['intraday_bars', 'symbol'],
  ],
  filings: [['tenk_filings', 'symbol']],
  fund: [
    ['fund_allocations', 'fundSymbol'],
    ['fund_holdings', 'fundSymbol'],
    ['funds', 'symbol'],
  ],
  news: [['news', 'symbol']],
};

const PART_ROWS: Record<Exclude<MarketPart, 'profile'>, ReadonlyArray<readonly [keyof Database, keyof MarketRows]>> = {
  quote: [['quotes', 'quotes']],
  statements: [
    ['annual_statements', 'statements'],
    ['quarterly_statements', 'quarterlyStatements'],
    ['stock_splits', 'splits'],
  ],
  executives: [['executives', 'executives']],
  bars: [
    ['price_history', 'priceHistory'],
    ['intraday_bars', 'intradayBars'],
  ],
  filings: [['tenk_filings', 'filings']],
  fund: [
    ['funds', 'funds'],
    ['fund_holdings', 'holdings'],
    ['fund_allocations', 'allocations'],
  ],
  news: [['news', 'news']],
};

async function insertAll(trx: Db, table: keyof Database, rows: readonly object[]): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/**
 * Writes one security: its profile (when it came back; the row is updated in place so stored
 * children stay), the rows of every part in `replaced` (old rows deleted first, also when the
 * part is now empty), and its metrics row (always recomputed by the caller).
 */
export async function writeSecurityParts(trx: Db, symbol: string, rows: MarketRows, replaced: ReadonlySet<MarketPart>): Promise<void> {
  const security = rows.securities[0];
  if (security) {
    const { symbol: _symbol, ...update } = security;
    await trx
      .insertInto('securities')
      .values(security)
      .onConflict((oc) => oc.column('symbol').doUpdateSet(update))
      .execute();
  }
  for (const part of replaced) {
    if (part === 'profile') continue;
    for (const [table, column] of PART_TABLES[part])
      await trx
        .deleteFrom(table)
        .where(column as never, '=', symbol as never)
        .execute();
  }
  for (const part of replaced) {
    if (part === 'profile') continue;
    for (const [table, key] of PART_ROWS[part]) await insertAll(trx, table, rows[key]);
  }
  const metrics = rows.metrics[0];
  if (metrics) {
    await trx.deleteFrom('company_metrics').where('symbol', '=', symbol).execute();
    await trx.insertInto('company_metrics').values(metrics).execute();
  }
}

export type PartOutcomeRecord =
  | { part: MarketPart; status: 'ok'; provider: string | null; asOf: string; detail?: object }
  | { part: MarketPart; status: 'failed'; message: string; at: string };

/** Records each part's outcome: a success replaces provider, as-of and detail and clears the error; a failure only sets the error. */
export async function recordParts(trx: Db, symbol: string, outcomes: PartOutcomeRecord[]): Promise<void> {
  for (const outcome of outcomes) {
    if (outcome.status === 'ok') {
      const row: Insertable<MarketPartsTable> = {
        symbol,
        part: outcome.part,
        provider: outcome.provider,
        asOf: outcome.asOf,
        detail: outcome.detail ? JSON.stringify(outcome.detail) : null,
        lastError: null,
        lastErrorAt: null,
      };
      await trx
        .insertInto('market_parts')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['symbol', 'part'])
            .doUpdateSet({ provider: row.provider, asOf: row.asOf, detail: row.detail, lastError: null, lastErrorAt: null }),
        )
        .execute();
    } else {
      await trx
        .insertInto('market_parts')
        .values({
          symbol,
          part: outcome.part,
          provider: null,
          asOf: null,
          detail: null,
          lastError: outcome.message,
          lastErrorAt: outcome.at,
        })
        .onConflict((oc) => oc.columns(['symbol', 'part']).doUpdateSet({ lastError: outcome.message, lastErrorAt: outcome.at }))
        .execute();
    }
  }
}

export function listParts(db: Db, symbol: string) {
  return db.selectFrom('market_parts').selectAll().where('symbol', '=', symbol).orderBy('part').execute();
}
