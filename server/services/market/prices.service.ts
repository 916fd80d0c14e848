/** Live prices through the facade's short cache; daily and intraday charts from the bars the refresh stored, else live. */
import type { Price, PriceChart } from '../../../generated/model';
import { findIntradayStamp, findPriceHistoryStamp, listIntradayBars, listPriceHistory } from '../../db/repositories/market-read.repository';
import { validationFailed } from '../../lib/errors';
import { dateOfDay, dayNumber, sessionAt, sessionCloseMinute } from '../../lib/market-clock';
import { newYorkToUtc } from '../../../common/new-york-time';
import type { Sourced } from '../../providers/market/market-data';
import type { DailyBar, IntradayBar, IntradayInterval, ProviderQuote } from '../../providers/market/types';
import { fromProvider, unknownSymbol } from './market-errors';
import { HISTORY_TTL_MS, LIVE_TTL_MS, type MarketDeps, liveSource } from './market-deps';

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
    source: liveSource(source),
  };
}

export async function getPrice(deps: MarketDeps, symbol: string): Promise<Price> {
  const quotes = await fromProvider(() => deps.marketData.getQuotes([symbol], { ttlMs: LIVE_TTL_MS }), symbol);
  const quote = quotes.data[0];
  if (!quote) throw unknownSymbol(symbol);
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

type StoredStamp = { provider: string; as_of: string };

function sourcedStored<T>(data: T, stamp: StoredStamp): Sourced<T> {
  return { data, provider: stamp.provider as Sourced<T>['provider'], asOf: stamp.as_of };
}

/** Stored daily bars (kept by the refresh for real providers), or null when none are stored. */
async function storedDailyBars(deps: MarketDeps, symbol: string, from: string, to: string): Promise<Sourced<DailyBar[]> | null> {
  const stamp = await findPriceHistoryStamp(deps.db, symbol);
  if (!stamp) return null;
  const years = await listPriceHistory(deps.db, symbol, Number(from.slice(0, 4)), Number(to.slice(0, 4)));
  const bars = years.flatMap((row) =>
    (JSON.parse(row.bars) as Array<[string, number, number, number, number, number]>).map(([date, open, high, low, close, volume]) => ({
      date,
      open,
      high,
      low,
      close,
      volume,
    })),
  );
  return sourcedStored(
    bars.filter((bar) => bar.date >= from && bar.date <= to),
    stamp,
  );
}

/** Stored intraday bars of the New York dates from..to, or null when none of the interval are stored. */
async function storedIntradayBars(
  deps: MarketDeps,
  symbol: string,
  interval: IntradayInterval,
  from: string,
  to: string,
): Promise<Sourced<IntradayBar[]> | null> {
  const stamp = await findIntradayStamp(deps.db, symbol, interval);
  if (!stamp) return null;
  const start = newYorkToUtc(from, 0).toISOString();
  const end = newYorkToUtc(dateOfDay(dayNumber(to) + 1), 0).toISOString();
  return sourcedStored(await listIntradayBars(deps.db, symbol, interval, start, end), stamp);
}

/**
 * Daily closes between two dates, oldest first; each point is stamped at the New York close.
 * Served from the stored bars when the symbol has them, else live (the demo market computes them).
 */
export async function getDailyChart(deps: MarketDeps, symbol: string, startDate: string, endDate: string): Promise<PriceChart> {
  assertRange(startDate, endDate);
  const history =
    (await storedDailyBars(deps, symbol, startDate, endDate)) ??
    (await fromProvider(
      () => deps.marketData.call('getDailyHistory', { symbol, from: startDate, to: endDate }, { ttlMs: HISTORY_TTL_MS }),
      symbol,
    ));
  return {
    symbol,
    interval: '1day',
    data: history.data.map((bar) => ({
      timestamp: newYorkToUtc(bar.date, sessionCloseMinute(dayNumber(bar.date))).toISOString(),
      price: bar.close,
    })),
    source: liveSource(history),
  };
}

/** Intraday closes between two New York dates: from the stored bars when the symbol has them, else live. */
export async function getIntradayChart(
  deps: MarketDeps,
  symbol: string,
  interval: IntradayInterval,
  startDate: string,
  endDate: string,
): Promise<PriceChart> {
  assertRange(startDate, endDate);
  const bars =
    (await storedIntradayBars(deps, symbol, interval, startDate, endDate)) ??
    (await fromProvider(
      () => deps.marketData.call('getIntradayBars', { symbol, interval, from: startDate, to: endDate }, { ttlMs: LIVE_TTL_MS }),
      symbol,
    ));
  return {
    symbol,
    interval,
    data: bars.data.map((bar) => ({ timestamp: bar.timestamp, price: bar.close })),
    source: liveSource(bars),
  };
}
