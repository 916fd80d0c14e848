/** Live prices through the facade's short cache; daily and intraday charts from the bars the refresh stored, else live. */
import type { Price, PriceChart } from '../../../../generated/model';
import {
  findIntradayStamp,
  findPriceHistoryStamp,
  listIntradayBars,
  listPriceHistory,
} from '../../../db/repositories/market-read.repository';
import { AppError, validationFailed } from '../../../lib/errors';
import { dateOfDay, dayNumber, marketStateAt, sessionAt, sessionCloseMinute } from '../../../lib/market-clock';
import { newYorkToUtc } from '../../../../common/new-york-time';
import type { Sourced } from '../../../providers/market/market-data';
import {
  type DailyBar,
  type IntradayBar,
  type IntradayInterval,
  MarketDataError,
  type ProviderQuote,
} from '../../../providers/market/types';
import { fromProvider, toAppError, unknownSymbol } from '../market-errors';
import { HISTORY_TTL_MS, LIVE_TTL_MS, type MarketDeps, liveSource } from '../market-deps';
import { findStoredQuote } from '../stored-quote';

/**
 * The API's price of a quote: its source's as-of is the quote's own time. A quote whose price the
 * facade's check refused answers with the last good (stored) quote's figures and says so.
 */
function priceOf(quote: ProviderQuote, provider: string, lastGood: Sourced<ProviderQuote> | undefined, now: Date): Price {
  const refused = quote.refusedPrice;
  const shown = refused === undefined ? quote : (lastGood?.data ?? quote);
  const shownProvider = refused === undefined ? provider : (lastGood?.provider ?? provider);
  const session = sessionAt(now);
  return {
    ticker: quote.symbol,
    name: quote.name,
    price: shown.price,
    change: shown.change,
    changePercent: shown.changePercent,
    volume: shown.volume,
    open: shown.open,
    previousClose: shown.previousClose,
    dayHigh: shown.dayHigh,
    dayLow: shown.dayLow,
    marketOpen: session.open,
    marketState: marketStateAt(now),
    timestamp: shown.timestamp,
    ...(refused === undefined
      ? {}
      : { priceCheck: { status: 'failed' as const, refusedPrice: refused, previousClose: quote.previousClose } }),
    source: liveSource({ provider: shownProvider, asOf: shown.timestamp }),
  };
}

/** The stored quotes of `symbols` (each a security's last good quote), by upper-case symbol. */
async function storedQuotes(deps: MarketDeps, symbols: readonly string[]): Promise<Map<string, Sourced<ProviderQuote>>> {
  const unique = [...new Set(symbols.map((symbol) => symbol.toUpperCase()))];
  const stored = await Promise.all(unique.map((symbol) => findStoredQuote(deps.db, symbol)));
  return new Map(stored.flatMap((one) => (one ? [[one.data.symbol.toUpperCase(), one] as const] : [])));
}

/** The last good quote of each refused one (the stored quote), by upper-case symbol. */
function lastGoodQuotes(deps: MarketDeps, quotes: readonly ProviderQuote[]): Promise<Map<string, Sourced<ProviderQuote>>> {
  return storedQuotes(
    deps,
    quotes.filter((quote) => quote.refusedPrice !== undefined).map((quote) => quote.symbol),
  );
}

/** The quotes asked for by upper-case symbol; `noPriceSource` when no configured source gives quotes at all. */
type QuotesBySymbol = { quotes: Map<string, Sourced<ProviderQuote>>; noPriceSource: boolean };

/**
 * The quotes of `tickers`, or, when no configured source gives quotes at all (SEC EDGAR alone),
 * the stored ones: a source that cannot give a price has not failed, and asking it again will not help.
 */
async function liveOrStoredQuotes(deps: MarketDeps, tickers: string[], symbol?: string): Promise<QuotesBySymbol> {
  try {
    return { quotes: await deps.marketData.getQuotesBySymbol(tickers, { ttlMs: LIVE_TTL_MS }), noPriceSource: false };
  } catch (error) {
    if (!(error instanceof MarketDataError && error.kind === 'unsupported')) throw toAppError(error, symbol);
    return { quotes: await storedQuotes(deps, tickers), noPriceSource: true };
  }
}

/** Said when no configured market data source gives prices. */
const NO_PRICE_SOURCE =
  'No price: the configured market data sources do not give prices (SEC EDGAR gives filings and statements only). Adding Yahoo Finance (MARKET_DATA_PROVIDER=sec,yahoo) brings them.';

export async function getPrice(deps: MarketDeps, symbol: string): Promise<Price> {
  const { quotes, noPriceSource } = await liveOrStoredQuotes(deps, [symbol], symbol);
  const quote = quotes.get(symbol.toUpperCase());
  if (!quote) throw noPriceSource ? new AppError('not_found', NO_PRICE_SOURCE) : unknownSymbol(symbol);
  const lastGood = await lastGoodQuotes(deps, [quote.data]);
  return priceOf(quote.data, quote.provider, lastGood.get(quote.data.symbol.toUpperCase()), deps.clock.now());
}

/** Prices in request order; unknown tickers (and, with no source of prices, those never stored) are left out. */
export async function getPrices(deps: MarketDeps, tickers: string[]): Promise<Price[]> {
  if (tickers.length === 0) return [];
  const { quotes } = await liveOrStoredQuotes(deps, tickers);
  const lastGood = await lastGoodQuotes(
    deps,
    [...quotes.values()].map((one) => one.data),
  );
  const now = deps.clock.now();
  return [...new Set(tickers.map((t) => t.toUpperCase()))].flatMap((t) => {
    const quote = quotes.get(t);
    return quote ? [priceOf(quote.data, quote.provider, lastGood.get(t), now)] : [];
  });
}

function assertRange(startDate: string, endDate: string): void {
  if (startDate > endDate) throw validationFailed('startDate must not be after endDate', 'startDate');
}

type StoredStamp = { provider: string; asOf: string };

function sourcedStored<T>(data: T, stamp: StoredStamp): Sourced<T> {
  return { data, provider: stamp.provider as Sourced<T>['provider'], asOf: stamp.asOf };
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

/** Daily bars between two dates (YYYY-MM-DD), oldest first: the stored ones when the symbol has them, else live. */
export async function dailyBars(deps: MarketDeps, symbol: string, startDate: string, endDate: string): Promise<Sourced<DailyBar[]>> {
  return (
    (await storedDailyBars(deps, symbol, startDate, endDate)) ??
    (await fromProvider(
      () => deps.marketData.call('getDailyHistory', { symbol, from: startDate, to: endDate }, { ttlMs: HISTORY_TTL_MS }),
      symbol,
    ))
  );
}

/**
 * Daily closes between two dates, oldest first; each point is stamped at the New York close.
 * Served from the stored bars when the symbol has them, else live (the demo market computes them).
 */
export async function getDailyChart(deps: MarketDeps, symbol: string, startDate: string, endDate: string): Promise<PriceChart> {
  assertRange(startDate, endDate);
  const history = await dailyBars(deps, symbol, startDate, endDate);
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
