/**
 * Writes of the market-data sync: whole sets of rows replacing what the database held for the
 * same symbols (or for the whole market), always inside the caller's transaction so a failed
 * sync leaves nothing half-written.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';
import type {
  AnnualStatementsTable,
  QuarterlyStatementsTable,
  StockSplitsTable,
  CompanyMetricsTable,
  ExecutivesTable,
  FundAllocationsTable,
  FundHoldingsTable,
  FundsTable,
  IntradayBarsTable,
  NewsTable,
  PriceHistoryTable,
  QuotesTable,
  SecuritiesTable,
  TenKFilingsTable,
} from '../tables/market.table';

type Db = Kysely<Database>;

export interface MarketRows {
  securities: Insertable<SecuritiesTable>[];
  executives: Insertable<ExecutivesTable>[];
  quotes: Insertable<QuotesTable>[];
  statements: Insertable<AnnualStatementsTable>[];
  quarterlyStatements: Insertable<QuarterlyStatementsTable>[];
  splits: Insertable<StockSplitsTable>[];
  metrics: Insertable<CompanyMetricsTable>[];
  funds: Insertable<FundsTable>[];
  holdings: Insertable<FundHoldingsTable>[];
  allocations: Insertable<FundAllocationsTable>[];
  news: Insertable<NewsTable>[];
  filings: Insertable<TenKFilingsTable>[];
  priceHistory: Insertable<PriceHistoryTable>[];
  intradayBars: Insertable<IntradayBarsTable>[];
}

export function emptyMarketRows(): MarketRows {
  return {
    securities: [],
    executives: [],
    quotes: [],
    statements: [],
    quarterlyStatements: [],
    splits: [],
    metrics: [],
    funds: [],
    holdings: [],
    allocations: [],
    news: [],
    filings: [],
    priceHistory: [],
    intradayBars: [],
  };
}

/** Bound parameters per statement stay well under SQLite's and PostgreSQL's limits. */
const MAX_PARAMETERS = 20_000;
const SYMBOL_CHUNK = 500;

async function insertChunked<T extends keyof Database & keyof MarketTables>(trx: Db, table: T, rows: MarketTables[T][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let i = 0; i < rows.length; i += size) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

interface MarketTables {
  securities: Insertable<SecuritiesTable>;
  executives: Insertable<ExecutivesTable>;
  quotes: Insertable<QuotesTable>;
  annual_statements: Insertable<AnnualStatementsTable>;
  quarterly_statements: Insertable<QuarterlyStatementsTable>;
  stock_splits: Insertable<StockSplitsTable>;
  company_metrics: Insertable<CompanyMetricsTable>;
  funds: Insertable<FundsTable>;
  fund_holdings: Insertable<FundHoldingsTable>;
  fund_allocations: Insertable<FundAllocationsTable>;
  news: Insertable<NewsTable>;
  tenk_filings: Insertable<TenKFilingsTable>;
  price_history: Insertable<PriceHistoryTable>;
  intraday_bars: Insertable<IntradayBarsTable>;
}

/** Tables keyed by a symbol column, children before parents. */
const SYMBOL_TABLES = [
  ['fund_allocations', 'fundSymbol'],
  ['fund_holdings', 'fundSymbol'],
  ['funds', 'symbol'],
  ['executives', 'symbol'],
  ['annual_statements', 'symbol'],
  ['quarterly_statements', 'symbol'],
  ['stock_splits', 'symbol'],
  ['company_metrics', 'symbol'],
  ['tenk_filings', 'symbol'],
  ['quotes', 'symbol'],
  ['securities', 'symbol'],
] as const;

/** Stored daily and intraday bars, keyed by `symbol`. */
const BAR_TABLES = ['price_history', 'intraday_bars'] as const;

/**
 * Replaces the market rows of `symbols` (or, with 'all', of the whole market including general
 * news) with `rows`. A per-symbol write replaces the symbols' bars too (left empty when `rows`
 * has none); a whole-market write, which fetches no bars, keeps them except where it gives new ones.
 */
export async function replaceMarketRows(trx: Db, rows: MarketRows, scope: 'all' | string[]): Promise<void> {
  if (scope === 'all') {
    for (const [table] of SYMBOL_TABLES) await trx.deleteFrom(table).execute();
    await trx.deleteFrom('news').execute();
  } else {
    for (let i = 0; i < scope.length; i += SYMBOL_CHUNK) {
      const chunk = scope.slice(i, i + SYMBOL_CHUNK);
      for (const [table, column] of SYMBOL_TABLES) {
        await trx
          .deleteFrom(table)
          .where(column as never, 'in', chunk as never)
          .execute();
      }
      await trx.deleteFrom('news').where('symbol', 'in', chunk).execute();
    }
  }
  const barSymbols = scope === 'all' ? [...new Set([...rows.priceHistory, ...rows.intradayBars].map((row) => row.symbol))] : scope;
  for (let i = 0; i < barSymbols.length; i += SYMBOL_CHUNK) {
    for (const table of BAR_TABLES)
      await trx
        .deleteFrom(table)
        .where('symbol', 'in', barSymbols.slice(i, i + SYMBOL_CHUNK))
        .execute();
  }
  await insertChunked(trx, 'securities', rows.securities);
  await insertChunked(trx, 'executives', rows.executives);
  await insertChunked(trx, 'quotes', rows.quotes);
  await insertChunked(trx, 'annual_statements', rows.statements);
  await insertChunked(trx, 'quarterly_statements', rows.quarterlyStatements);
  await insertChunked(trx, 'stock_splits', rows.splits);
  await insertChunked(trx, 'company_metrics', rows.metrics);
  await insertChunked(trx, 'funds', rows.funds);
  await insertChunked(trx, 'fund_holdings', rows.holdings);
  await insertChunked(trx, 'fund_allocations', rows.allocations);
  await insertChunked(trx, 'news', rows.news);
  await insertChunked(trx, 'tenk_filings', rows.filings);
  await insertChunked(trx, 'price_history', rows.priceHistory);
  await insertChunked(trx, 'intraday_bars', rows.intradayBars);
}

export async function countSecurities(db: Db): Promise<number> {
  const row = await db
    .selectFrom('securities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
