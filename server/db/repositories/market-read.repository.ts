/** Reads of the stored market data for the API. Symbols are stored upper-case. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export function findSecurity(db: Db, symbol: string) {
  return db.selectFrom('securities').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

export function listExecutives(db: Db, symbol: string) {
  return db.selectFrom('executives').selectAll().where('symbol', '=', symbol).orderBy('position').execute();
}

export function findMetrics(db: Db, symbol: string) {
  return db.selectFrom('company_metrics').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

export function listAllMetrics(db: Db) {
  return db.selectFrom('company_metrics').selectAll().execute();
}

/** The P/E ratios of a sector's stored companies that have one (a company without earnings has none). */
export async function listSectorPeRatios(db: Db, sector: string): Promise<number[]> {
  const rows = await db.selectFrom('company_metrics').select('pe').where('sector', '=', sector).where('pe', 'is not', null).execute();
  return rows.flatMap((row) => (row.pe == null ? [] : [row.pe]));
}

export function findQuote(db: Db, symbol: string) {
  return db.selectFrom('quotes').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

/** Fiscal years newest first. */
export function listStatements(db: Db, symbol: string, limit: number) {
  return db.selectFrom('annual_statements').selectAll().where('symbol', '=', symbol).orderBy('fiscalYear', 'desc').limit(limit).execute();
}

/** Fiscal quarters newest first. */
export function listQuarterlyStatements(db: Db, symbol: string, limit: number) {
  return db.selectFrom('quarterly_statements').selectAll().where('symbol', '=', symbol).orderBy('periodEnd', 'desc').limit(limit).execute();
}

/** A company's stock splits, oldest first. */
export function listSplits(db: Db, symbol: string) {
  return db.selectFrom('stock_splits').select(['date', 'ratio']).where('symbol', '=', symbol).orderBy('date').execute();
}

/** News newest first; of one symbol, or of the whole market when `symbol` is null. */
/** News newest first, of one symbol or all; `exclude` drops the items of those symbols (general news stays). */
export function listNews(db: Db, symbol: string | null, limit: number, offset: number, exclude: readonly string[] = []) {
  let query = db.selectFrom('news').selectAll();
  if (symbol !== null) query = query.where('symbol', '=', symbol);
  if (exclude.length > 0) query = query.where((eb) => eb.or([eb('symbol', 'is', null), eb('symbol', 'not in', [...exclude])]));
  return query.orderBy('publishedAt', 'desc').orderBy('id').limit(limit).offset(offset).execute();
}

export function findNewsByUrl(db: Db, url: string) {
  return db.selectFrom('news').selectAll().where('url', '=', url).orderBy('asOf', 'desc').executeTakeFirst();
}

export function findFund(db: Db, symbol: string) {
  return db.selectFrom('funds').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

export function listHoldings(db: Db, symbol: string) {
  return db.selectFrom('fund_holdings').selectAll().where('fundSymbol', '=', symbol).orderBy('position').execute();
}

export function listAllocations(db: Db, symbol: string) {
  return db.selectFrom('fund_allocations').selectAll().where('fundSymbol', '=', symbol).orderBy('kind').orderBy('position').execute();
}

/** Years of stored daily bars of a symbol within [fromYear, toYear], oldest first. */
export function listPriceHistory(db: Db, symbol: string, fromYear: number, toYear: number) {
  return db
    .selectFrom('price_history')
    .selectAll()
    .where('symbol', '=', symbol)
    .where('year', '>=', fromYear)
    .where('year', '<=', toYear)
    .orderBy('year')
    .execute();
}

/** Provider and as-of of a symbol's stored daily bars; undefined when none are stored. */
export function findPriceHistoryStamp(db: Db, symbol: string) {
  return db.selectFrom('price_history').select(['provider', 'asOf']).where('symbol', '=', symbol).limit(1).executeTakeFirst();
}

/** Provider and as-of of a symbol's stored intraday bars of one interval; undefined when none are stored. */
export function findIntradayStamp(db: Db, symbol: string, interval: '1min' | '15min') {
  return db
    .selectFrom('intraday_bars')
    .select(['provider', 'asOf'])
    .where('symbol', '=', symbol)
    .where('interval', '=', interval)
    .limit(1)
    .executeTakeFirst();
}

/** Stored intraday bars starting in [fromIso, toIso) (UTC ISO-8601), oldest first. */
export function listIntradayBars(db: Db, symbol: string, interval: '1min' | '15min', fromIso: string, toIso: string) {
  return db
    .selectFrom('intraday_bars')
    .select(['timestamp', 'open', 'high', 'low', 'close', 'volume'])
    .where('symbol', '=', symbol)
    .where('interval', '=', interval)
    .where('timestamp', '>=', fromIso)
    .where('timestamp', '<', toIso)
    .orderBy('timestamp')
    .execute();
}

/** Escapes LIKE wildcards so user input matches literally (with `escape '\'`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type SecurityType = 'stock' | 'etf' | 'mutual_fund';

/**
 * The listed stocks a name stands for: those whose name is `name` or begins with it as whole
 * words, in any case ('Microsoft' → Microsoft Corporation, 'Amazon' → Amazon.com, Inc., 'Meta
 * Platforms' → Meta Platforms, Inc.), by symbol; at most `limit`.
 */
export function stocksNamed(db: Db, name: string, limit: number) {
  const upper = name.trim().toUpperCase();
  const followed = (by: string) => sql<boolean>`upper(name) like ${`${likeLiteral(upper)}${by}%`} escape '\\'`;
  return db
    .selectFrom('securities')
    .select(['symbol', 'name'])
    .where('type', '=', 'stock')
    .where((eb) => eb.or([sql<boolean>`upper(name) = ${upper}`, followed(' '), followed(','), followed('.')]))
    .orderBy('symbol')
    .limit(limit)
    .execute();
}

/**
 * Securities whose symbol starts with, or whose name contains, `query` (case-insensitive):
 * an exact symbol first, then symbol prefixes, then name matches, each by symbol.
 */
export function searchSecurities(db: Db, query: string, types: SecurityType[], limit: number, exclude: readonly string[] = []) {
  const needle = query.trim().toUpperCase();
  const prefix = `${likeLiteral(needle)}%`;
  const contains = `%${likeLiteral(needle)}%`;
  const rank = sql<number>`case when symbol = ${needle} then 0 when symbol like ${prefix} escape '\\' then 1 else 2 end`;
  return db
    .selectFrom('securities')
    .select(['symbol', 'name', 'type', 'exchange'])
    .where('type', 'in', types)
    .$if(exclude.length > 0, (qb) => qb.where('symbol', 'not in', [...exclude]))
    .where((eb) =>
      eb.or([
        eb('symbol', '=', needle),
        sql<boolean>`symbol like ${prefix} escape '\\'`,
        sql<boolean>`upper(name) like ${contains} escape '\\'`,
      ]),
    )
    .orderBy(rank)
    .orderBy('symbol')
    .limit(limit)
    .execute();
}

export interface FundFilter {
  type?: 'etf' | 'mutual_fund';
  search?: string;
}

function fundQuery(db: Db, filter: FundFilter) {
  let query = db
    .selectFrom('securities')
    .innerJoin('funds', 'funds.symbol', 'securities.symbol')
    .where('securities.type', 'in', filter.type ? [filter.type] : ['etf', 'mutual_fund']);
  const search = filter.search?.trim();
  if (search) {
    const contains = `%${likeLiteral(search.toUpperCase())}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`securities.symbol like ${contains} escape '\\'`,
        sql<boolean>`upper(securities.name) like ${contains} escape '\\'`,
      ]),
    );
  }
  return query;
}

/** A page of funds, largest by assets first. */
export async function listFunds(db: Db, filter: FundFilter, limit: number, offset: number) {
  const rows = await fundQuery(db, filter)
    .select([
      'securities.symbol',
      'securities.name',
      'securities.type',
      'funds.assetsUnderManagement',
      'funds.nav',
      'funds.expenseRatio',
      'funds.provider',
      'funds.asOf',
    ])
    .orderBy('funds.assetsUnderManagement', 'desc')
    .orderBy('securities.symbol')
    .limit(limit)
    .offset(offset)
    .execute();
  const count = await fundQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return { rows, totalCount: Number(count?.count ?? 0) };
}
