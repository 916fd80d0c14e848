/** Live prices and price history: served through the facade's short cache, or stored history when the sync kept it. */
import type { Price, PriceChart } from '../../../generated/model';
import { hasPriceHistory, listPriceHistory } from '../../db/repositories/market-read.repository';
import { notFound, validationFailed } from '../../lib/errors';
import { dayNumber, newYorkToUtc, sessionAt, sessionCloseMinute } from '../../lib/market-clock';
import type { Sourced } from '../../providers/market/market-data';
import type { DailyBar, IntradayInterval, ProviderQuote } from '../../providers/market/types';
import { fromProvider } from './market-errors';
import { HISTORY_TTL_MS, LIVE_TTL_MS, type MarketDeps } from './market-deps';

function priceOf(quote: ProviderQuote, source: { provider: string; asOf: string }, marketOpen: boolean): Price {
  return {
    ticker: quote.symbol,
    name: quote.name,
    price: quote.price,
    change: quote.change,
    changePercent: quote.changePercent,
    volume: quote.volume,
    open: quote.open,
    previousClose: quote.previousClose,
    dayHigh: quote.dayHigh,
    dayLow: quote.dayLow,
    marketOpen,
    timestamp: quote.timestamp,
    source: { provider: source.provider, asOf: source.asOf },
  };
}

export async function getPrice(deps: MarketDeps, symbol: string): Promise<Price> {
  const quotes = await fromProvider(() => deps.marketData.getQuotes([symbol], { ttlMs: LIVE_TTL_MS }), symbol);
  const quote = quotes.data[0];
  if (!quote) throw notFound(`Unknown symbol: ${symbol}`);
  return priceOf(quote, quotes, sessionAt(deps.clock.now()).open);
}

/** Prices in request order; unknown tickers are left out. */
export async function getPrices(deps: MarketDeps, tickers: string[]): Promise<Price[]> {
  if (tickers.length === 0) return [];
  const quotes = await fromProvider(() => deps.marketData.getQuotes(tickers, { ttlMs: LIVE_TTL_MS }));
  const bySymbol = new Map(quotes.data.map((q) => [q.symbol.toUpperCase(), q]));
  const open = sessionAt(deps.clock.now()).open;
  return [...new Set(tickers.map((t) => t.toUpperCase()))].flatMap((t) => {
    const quote = bySymbol.get(t);
    return quote ? [priceOf(quote, quotes, open)] : [];
  });
}

function assertRange(startDate: string, endDate: string): void {
  if (startDate > endDate) throw validationFailed('startDate must not be after endDate', 'startDate');
}

/** Stored daily bars (kept by the sync for real providers), or null when none are stored. */
async function storedBars(deps: MarketDeps, symbol: string, from: string, to: string): Promise<Sourced<DailyBar[]> | null> {
  if (!(await hasPriceHistory(deps.db, symbol))) return null;
  const years = await listPriceHistory(deps.db, symbol, Number(from.slice(0, 4)), Number(to.slice(0, 4)));
  const bars = years.flatMap((row) =>
    (JSON.parse(row.bars) as Array<[string, number, number, number, number, number]>).map(([date, open, high, low, close, volume]) => ({
      date, open, high, low, close, volume,
    })),
  );
  const last = years[years.length - 1];
  return {
    data: bars.filter((bar) => bar.date >= from && bar.date <= to),
    provider: (last?.provider ?? 'demo') as Sourced<DailyBar[]>['provider'],
    asOf: last?.as_of ?? deps.clock.now().toISOString(),
  };
}

/** Daily closes between two dates, oldest first; each point is stamped at the New York close. */
export async function getDailyChart(deps: MarketDeps, symbol: string, startDate: string, endDate: string): Promise<PriceChart> {
  assertRange(startDate, endDate);
  const history =
    (await storedBars(deps, symbol, startDate, endDate)) ??
    (await fromProvider(
      () => deps.marketData.call('getDailyHistory', { symbol, from: startDate, to: endDate }, { ttlMs: HISTORY_TTL_MS }),
      symbol,
    ));
  return {
    symbol,
    interval: '1day',
    data: history.data.map((bar) => ({ timestamp: newYorkToUtc(bar.date, sessionCloseMinute(dayNumber(bar.date))).toISOString(), price: bar.close })),
    source: { provider: history.provider, asOf: history.asOf },
  };
}

export async function getIntradayChart(
  deps: MarketDeps,
  symbol: string,
  interval: IntradayInterval,
  startDate: string,
  endDate: string,
): Promise<PriceChart> {
  assertRange(startDate, endDate);
  const bars = await fromProvider(
    () => deps.marketData.call('getIntradayBars', { symbol, interval, from: startDate, to: endDate }, { ttlMs: LIVE_TTL_MS }),
    symbol,
  );
  return {
    symbol,
    interval,
    data: bars.data.map((bar) => ({ timestamp: bar.timestamp, price: bar.close })),
    source: { provider: bars.provider, asOf: bars.asOf },
  };
}
