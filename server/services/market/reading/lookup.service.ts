/** Finding securities: the ticker router and search (exact symbol first, at least 2 characters). */
import type { SearchResult, TickerInfo } from '../../../../generated/model';
import { type SecurityType, searchSecurities } from '../../../db/repositories/market-read.repository';
import { validationFailed } from '../../../lib/errors';
import { requireSecurity } from './company.service';
import type { MarketDeps } from '../market-deps';

/** The page that shows a security: /fund/X for ETFs and mutual funds, /stock/X otherwise. */
function pageOf(symbol: string, type: SecurityType): string {
  const segment = encodeURIComponent(symbol);
  return type === 'stock' ? `/stock/${segment}` : `/fund/${segment}`;
}

export async function getTickerInfo(deps: MarketDeps, symbol: string): Promise<TickerInfo> {
  const security = await requireSecurity(deps, symbol);
  return { symbol: security.symbol, name: security.name, type: security.type, redirectUrl: pageOf(security.symbol, security.type) };
}

/** Searches need this many characters once surrounding spaces are dropped. */
const MIN_SEARCH_LENGTH = 2;

/** Securities matching `query`, leaving out the symbols in `exclude` (what the caller hid). */
export async function search(
  deps: MarketDeps,
  query: string,
  types: SecurityType[],
  limit: number,
  exclude: readonly string[] = [],
): Promise<SearchResult[]> {
  const needle = query.trim();
  if (needle.length < MIN_SEARCH_LENGTH) throw validationFailed(`Search needs at least ${MIN_SEARCH_LENGTH} characters`, 'q');
  const rows = await searchSecurities(deps.db, needle, types, limit, exclude);
  return rows.map((row) => ({ symbol: row.symbol, name: row.name, type: row.type, exchange: row.exchange }));
}
