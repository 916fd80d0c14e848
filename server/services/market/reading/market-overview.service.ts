/** The home dashboard's market figures: index quotes and the day's movers, live through the facade's cache. */
import type { IndexList, MarketMovers } from '../../../../generated/model';
import type { ProviderMover } from '../../../providers/market/types';
import { fromProvider } from '../market-errors';
import { LIVE_TTL_MS, MOVERS_TTL_MS, type MarketDeps, liveSource } from '../market-deps';

const MOVERS_ROWS = 10;

export async function listIndices(deps: MarketDeps, symbols: string[] | undefined): Promise<IndexList> {
  const quotes = await fromProvider(() => deps.marketData.call('getIndexQuotes', { symbols }, { ttlMs: LIVE_TTL_MS }));
  return {
    indices: quotes.data.map((q) => ({
      symbol: q.symbol,
      name: q.name ?? q.symbol,
      price: q.price,
      change: q.change,
      changePercent: q.changePercent,
    })),
    source: liveSource(quotes),
  };
}

/** The day's movers, leaving out the symbols in `exclude` (what the caller hid). */
export async function getMarketMovers(deps: MarketDeps, exclude: readonly string[] = []): Promise<MarketMovers> {
  const movers = await fromProvider(() => deps.marketData.call('getMovers', {}, { ttlMs: MOVERS_TTL_MS }));
  const hidden = new Set(exclude);
  const top = (rows: ProviderMover[]) => rows.filter((row) => !hidden.has(row.symbol)).slice(0, MOVERS_ROWS);
  return {
    biggestGainers: top(movers.data.gainers),
    biggestLosers: top(movers.data.losers),
    mostActive: top(movers.data.mostActive),
    lastUpdated: movers.asOf,
    source: liveSource(movers),
  };
}
