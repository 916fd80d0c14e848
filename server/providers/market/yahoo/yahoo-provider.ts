/**
 * Yahoo Finance through yahoo-finance2 (no key). YAHOO_BASE_URL sends its requests elsewhere
 * (tests use a local server). Yahoo has no security list, estimates we rely on, country weights
 * or filings, so those methods are 'unsupported' and the facade asks the next provider.
 */
import type { Config } from '../../../config';
import { isRow, str, type Row } from '../parse';
import { DEFAULT_PROVIDER_TIMEOUT_MS, providerError } from '../provider-http';
import { DEFAULT_INDEX_SYMBOLS, DEFAULT_STATEMENT_YEARS } from '../real-provider-defaults';
import type { MarketDataProvider } from '../types';
import { unsupported } from '../unsupported';
import { foreignCurrencies, fxRatesFromQuotes } from '../fx-pairs';

const yahooFxPair = (currency: string) => `${currency}USD=X`;
import { createYahooClient, yahooError } from './yahoo-client';
import {
  listAt,
  mapDailyBars,
  mapExecutives,
  mapFundInfo,
  mapHoldings,
  mapIntradayBars,
  mapMover,
  mapNews,
  mapProfile,
  mapQuote,
  mapSearchResults,
  mapSectorWeights,
  rowAt,
} from './yahoo-map';
import { mapSplitEvents } from './yahoo-splits';
import { mapStatements } from './yahoo-statements';
import type { Clock } from '../../../lib/clock';

export type YahooConfig = Pick<Config['marketData'], 'yahoo'> & { timeoutMs?: number };

export interface YahooOptions {
  /** The market's present, which decides which years of statements to ask for (simulated in tests). */
  clock: Clock;
  /** Rows per mover list. */
  moversCount?: number;
}

const MAX_QUOTE_BATCH = 50;
const DAY_MS = 86_400_000;
const INTRADAY_INTERVALS = { '1min': '1m', '15min': '15m' } as const;

/** The start of a YYYY-MM-DD day in UTC, or the instant an ISO time names. */
function instant(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

/** The end of a range: a date includes its whole day. */
function rangeEnd(value: string): Date {
  const start = instant(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(start.getTime() + DAY_MS) : start;
}

export function createYahooProvider(config: YahooConfig, options: YahooOptions): MarketDataProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const yf = createYahooClient({ baseUrl: config.yahoo.baseUrl, timeoutMs });
  const { clock } = options;
  const now = () => clock.now();
  const moversCount = options.moversCount ?? 25;

  /** Runs one library call; whatever it throws becomes a MarketDataError. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw yahooError(error, what, timeoutMs);
    }
  }

  async function quotes(symbols: string[], signal?: AbortSignal): Promise<Row[]> {
    const found = await call(`quote ${symbols.join(',')}`, () => yf.quote(symbols, {}, { fetchOptions: { signal } }));
    const rows = (Array.isArray(found) ? found : [found]).filter(isRow);
    if (rows.length === 0) throw providerError('yahoo', 'not_found', `has no quote for ${symbols.join(', ')}`);
    return rows;
  }

  async function summary(symbol: string, modules: 'all' | ('assetProfile' | 'price')[], signal?: AbortSignal): Promise<Row> {
    const result: unknown = await call(`quoteSummary ${symbol}`, () => yf.quoteSummary(symbol, { modules }, { fetchOptions: { signal } }));
    return isRow(result) ? result : {};
  }

  async function chart(symbol: string, from: Date, to: Date, interval: '1d' | '1m' | '15m', signal?: AbortSignal): Promise<unknown> {
    const query = { period1: from, period2: to, interval, ...(interval === '1d' ? {} : { includePrePost: false }) };
    return call(`chart ${symbol}`, () => yf.chart(symbol, query, { fetchOptions: { signal } }));
  }

  /**
   * The company's splits over its whole history (period1 0: Yahoo starts at the first trade), or
   * null when Yahoo does not answer: the statements are then served as reported, not failed.
   * Monthly bars keep the answer small; the events come with their own dates whatever the interval.
   */
  async function splitHistory(symbol: string, signal?: AbortSignal) {
    const query = { period1: 0, period2: now(), interval: '1mo', events: 'split', return: 'object' } as const;
    try {
      return mapSplitEvents(await yf.chart(symbol, query, { fetchOptions: { signal } }));
    } catch {
      return null;
    }
  }

  type TimeSeriesModule = 'financials' | 'balance-sheet' | 'cash-flow';

  /**
   * One module's fundamentals over `years` calendar years to the end of this one. Quarters reach
   * back a year further, so the oldest year served has its own and the one before it (for
   * trailing twelve months): period1 is the only difference between the two requests.
   */
  async function timeSeries(symbol: string, module: TimeSeriesModule, type: 'annual' | 'quarterly', years: number, signal?: AbortSignal) {
    const nextYear = now().getUTCFullYear() + 1;
    const from = nextYear - years - (type === 'quarterly' ? 1 : 0);
    const query = { period1: new Date(Date.UTC(from, 0, 1)), period2: new Date(Date.UTC(nextYear, 0, 1)), type, module };
    const rows: unknown = await call(`fundamentalsTimeSeries ${symbol} (${type})`, () =>
      yf.fundamentalsTimeSeries(symbol, query, { fetchOptions: { signal } }),
    );
    return Array.isArray(rows) ? rows.filter(isRow) : [];
  }

  const statementSeries = async (symbol: string, type: 'annual' | 'quarterly', years: number, signal?: AbortSignal) => {
    const [financials, balance, cashFlow] = await Promise.all(
      (['financials', 'balance-sheet', 'cash-flow'] as const).map((module) => timeSeries(symbol, module, type, years, signal)),
    );
    return { financials: financials ?? [], balance: balance ?? [], cashFlow: cashFlow ?? [] };
  };

  /** The quarterly series, or null when Yahoo does not give them: the annual statements are then served without quarters, not failed. */
  const quarterlySeries = (symbol: string, years: number, signal?: AbortSignal) =>
    statementSeries(symbol, 'quarterly', years, signal).catch(() => null);

  async function movers(scrIds: 'day_gainers' | 'day_losers' | 'most_actives', signal?: AbortSignal) {
    // Yahoo's predefined screens drift from the library's schema; the mapper reads them leniently instead.
    const moduleOptions = { fetchOptions: { signal }, validateResult: false } as const;
    const result: unknown = await call(`screener ${scrIds}`, () => yf.screener({ scrIds, count: moversCount }, undefined, moduleOptions));
    return listAt(result, 'quotes').map(mapMover);
  }

  const fundSummary = (symbol: string, signal?: AbortSignal) => summary(symbol, 'all', signal);

  return {
    name: 'yahoo',
    testSymbol: 'AAPL',
    maxQuoteBatch: MAX_QUOTE_BATCH,

    async getProfile({ symbol, signal }) {
      const [assetProfile, price] = await Promise.all([summary(symbol, ['assetProfile'], signal), summary(symbol, ['price'], signal)]);
      return mapProfile(symbol, rowAt(assetProfile, 'assetProfile'), rowAt(price, 'price'));
    },

    async getExecutives({ symbol, signal }) {
      return mapExecutives(rowAt(await summary(symbol, ['assetProfile'], signal), 'assetProfile'));
    },

    async getQuotes({ symbols, signal }) {
      return symbols.length === 0 ? [] : (await quotes(symbols, signal)).map((row) => mapQuote(row, now()));
    },

    async getDailyHistory({ symbol, from, to, signal }) {
      return mapDailyBars(await chart(symbol, instant(from), rangeEnd(to), '1d', signal));
    },

    async getIntradayBars({ symbol, interval, from, to, signal }) {
      return mapIntradayBars(await chart(symbol, instant(from), rangeEnd(to), INTRADAY_INTERVALS[interval], signal));
    },

    async getAnnualStatements({ symbol, limit = DEFAULT_STATEMENT_YEARS, signal }) {
      // The quarterly requests go out beside the annual ones; the quarters are labelled from the annual rows.
      const [quote, annual, quarterly, splits] = await Promise.all([
        quotes([symbol], signal),
        statementSeries(symbol, 'annual', limit, signal),
        quarterlySeries(symbol, limit, signal),
        splitHistory(symbol, signal),
      ]);
      const currency = str(quote[0]?.financialCurrency) ?? str(quote[0]?.currency) ?? 'USD';
      return mapStatements(annual, quarterly, currency, limit, splits);
    },

    async getNews({ symbols, limit, offset, signal }) {
      if (!symbols?.length) throw providerError('yahoo', 'unsupported', 'does not provide general market news');
      const perSymbol = await Promise.all(
        symbols.map(async (symbol) =>
          mapNews(
            symbol,
            await call(`search ${symbol}`, () =>
              yf.search(symbol, { quotesCount: 0, newsCount: offset + limit }, { fetchOptions: { signal } }),
            ),
          ),
        ),
      );
      return perSymbol
        .flat()
        .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
        .slice(offset, offset + limit);
    },

    async getMovers({ signal }) {
      const [gainers, losers, mostActive] = await Promise.all([
        movers('day_gainers', signal),
        movers('day_losers', signal),
        movers('most_actives', signal),
      ]);
      return { gainers, losers, mostActive };
    },

    async getIndexQuotes({ symbols = [...DEFAULT_INDEX_SYMBOLS], signal }) {
      return (await quotes(symbols, signal)).map((row) => mapQuote(row, now()));
    },

    // Yahoo quotes each currency against the dollar as a pair: EURUSD=X is US dollars per euro.
    async getFxRates({ currencies, signal }) {
      const pairs = foreignCurrencies(currencies).map(yahooFxPair);
      return pairs.length === 0
        ? []
        : fxRatesFromQuotes(
            currencies,
            yahooFxPair,
            (await quotes(pairs, signal)).map((row) => mapQuote(row, now())),
          );
    },

    async getFundInfo({ symbol, signal }) {
      return mapFundInfo(symbol, await fundSummary(symbol, signal));
    },

    async getFundHoldings({ symbol, signal }) {
      return mapHoldings(await fundSummary(symbol, signal));
    },

    async getFundSectorWeights({ symbol, signal }) {
      return mapSectorWeights(await fundSummary(symbol, signal));
    },

    async search({ query, limit, signal }) {
      const result: unknown = await call(`search ${query}`, () =>
        yf.search(query, { quotesCount: limit, newsCount: 0 }, { fetchOptions: { signal } }),
      );
      return mapSearchResults(result).slice(0, limit);
    },

    listSecurities: unsupported('yahoo', 'a security list'),
    getEstimates: unsupported('yahoo', 'estimates'),
    getFundCountryWeights: unsupported('yahoo', 'fund country weights'),
    getMarketStatements: unsupported('yahoo', 'market-wide statements'),
    listTenKFilings: unsupported('yahoo', '10-K filings'),
    getFilingDocument: unsupported('yahoo', '10-K documents'),
  };
}
