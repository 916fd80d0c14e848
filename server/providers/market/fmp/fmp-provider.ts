/**
 * Financial Modeling Prep (https://site.financialmodelingprep.com/developer/docs, /stable
 * endpoints). Needs FMP_API_KEY; FMP_BASE_URL points it elsewhere (tests use a local server).
 * 10-K filings come from the SEC provider, so those methods are 'unsupported' here.
 */
import type { Config } from '../../../config';
import { rowsOf, str, type Row } from '../parse';
import { DEFAULT_PROVIDER_TIMEOUT_MS, providerError } from '../provider-http';
import { DEFAULT_INDEX_SYMBOLS, DEFAULT_STATEMENT_YEARS } from '../real-provider-defaults';
import type { MarketDataProvider, SecurityListing } from '../types';
import { unsupported } from '../unsupported';
import { foreignCurrencies, fxRatesFromQuotes } from '../fx-pairs';
import { createFmpClient, type FmpGet, type FmpParams } from './fmp-client';
import {
  mapCountryWeight,
  mapDailyBar,
  mapEstimate,
  mapExecutive,
  mapFundInfo,
  mapHolding,
  mapIntradayBar,
  mapMover,
  mapNewsItem,
  mapProfile,
  mapQuote,
  mapRows,
  mapSearchResult,
  mapSectorWeight,
} from './fmp-map';
import { mapSplitEvents } from './fmp-splits';
import { mapStatements, type StatementRows } from './fmp-statements';
import type { Clock } from '../../../lib/clock';

const fmpFxPair = (currency: string) => `${currency}USD`;

export type FmpConfig = Pick<Config['marketData'], 'fmp'> & { timeoutMs?: number };

export interface FmpOptions {
  /** The market's present: the time of a quote that carries none (simulated in tests). */
  clock: Clock;
  /** How many actively traded US securities listSecurities returns (largest first). */
  universeSize?: number;
}

const MAX_QUOTE_BATCH = 100;

function listingOf(row: Row): SecurityListing {
  return {
    symbol: String(row.symbol),
    name: str(row.companyName) ?? String(row.symbol),
    type: row.isEtf === true ? 'etf' : row.isFund === true ? 'mutual_fund' : 'stock',
    exchange: str(row.exchangeShortName) ?? str(row.exchange),
    currency: 'USD',
  };
}

/** FMP pages news by page number; an offset inside a page is served by reading from page 0. */
function newsPage(limit: number, offset: number): FmpParams {
  return offset % limit === 0 ? { page: offset / limit, limit } : { page: 0, limit: offset + limit };
}

export function createFmpProvider(config: FmpConfig, options: FmpOptions): MarketDataProvider {
  const { clock } = options;
  const apiKey = config.fmp.apiKey;
  if (!apiKey) {
    throw new Error('The fmp market-data provider needs FMP_API_KEY (a Financial Modeling Prep API key).');
  }
  const get: FmpGet = createFmpClient({
    apiKey,
    baseUrl: config.fmp.baseUrl,
    timeoutMs: config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
  });

  async function rows(endpoint: string, params: FmpParams, signal?: AbortSignal): Promise<Row[]> {
    return rowsOf(await get(endpoint, params, signal), 'fmp', `/stable/${endpoint}`);
  }

  /** The first row for a symbol; FMP answers an unknown symbol with an empty list. */
  async function firstRow(endpoint: string, symbol: string, signal?: AbortSignal): Promise<Row> {
    const [row] = await rows(endpoint, { symbol }, signal);
    if (!row) throw providerError('fmp', 'not_found', `has no data for symbol '${symbol}' (/stable/${endpoint})`);
    return row;
  }

  async function symbolRows(endpoint: string, symbol: string, params: FmpParams, signal?: AbortSignal): Promise<Row[]> {
    const found = await rows(endpoint, { symbol, ...params }, signal);
    if (found.length === 0) throw providerError('fmp', 'not_found', `has no data for symbol '${symbol}' (/stable/${endpoint})`);
    return found;
  }

  /** The company's splits, or null when FMP does not answer: the statements are then served as reported, not failed. */
  async function splitHistory(symbol: string, signal?: AbortSignal) {
    return rows('splits', { symbol }, signal).then(mapSplitEvents, () => null);
  }

  /**
   * The quarters of `years` fiscal years and of the year in progress (as the SEC provider serves
   * them), or null when FMP does not give them (quarterly statements are outside some plans): the
   * annual statements are then served without quarters, not failed.
   */
  async function quarterlyRows(symbol: string, years: number, signal?: AbortSignal): Promise<StatementRows | null> {
    const params = { symbol, period: 'quarter', limit: (years + 1) * 4 };
    try {
      const [income, balance, cashFlow] = await Promise.all([
        rows('income-statement', params, signal),
        rows('balance-sheet-statement', params, signal),
        rows('cash-flow-statement', params, signal),
      ]);
      return { income, balance, cashFlow };
    } catch {
      return null;
    }
  }

  return {
    name: 'fmp',
    testSymbol: 'AAPL',
    maxQuoteBatch: MAX_QUOTE_BATCH,

    async listSecurities({ signal }) {
      const params = { isActivelyTrading: 'true', country: 'US', limit: options.universeSize ?? 1000 };
      return (await rows('company-screener', params, signal)).map(listingOf);
    },

    async getProfile({ symbol, signal }) {
      return mapProfile(await firstRow('profile', symbol, signal));
    },

    async getExecutives({ symbol, signal }) {
      return mapRows(await rows('key-executives', { symbol }, signal), mapExecutive);
    },

    /** Quotes of the symbols FMP knows; unknown symbols are left out (none known: an empty list). */
    async getQuotes({ symbols, signal }) {
      if (symbols.length === 0) return [];
      const found =
        symbols.length === 1
          ? await rows('quote', { symbol: symbols[0] }, signal)
          : await rows('batch-quote', { symbols: symbols.join(',') }, signal);
      return found.map((row) => mapQuote(row, clock.now()));
    },

    async getDailyHistory({ symbol, from, to, signal }) {
      const found = await symbolRows('historical-price-eod/full', symbol, { from, to }, signal);
      return mapRows(found, mapDailyBar).sort((a, b) => a.date.localeCompare(b.date));
    },

    async getIntradayBars({ symbol, interval, from, to, signal }) {
      const found = await rows(`historical-chart/${interval}`, { symbol, from, to }, signal);
      return mapRows(found, mapIntradayBar).sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    },

    async getAnnualStatements({ symbol, limit = DEFAULT_STATEMENT_YEARS, signal }) {
      const params = { period: 'annual', limit };
      // The quarterly requests go out beside the annual ones.
      const [income, balance, cashFlow, quarterly, splits] = await Promise.all([
        symbolRows('income-statement', symbol, params, signal),
        rows('balance-sheet-statement', { symbol, ...params }, signal),
        rows('cash-flow-statement', { symbol, ...params }, signal),
        quarterlyRows(symbol, limit, signal),
        splitHistory(symbol, signal),
      ]);
      return mapStatements({ income, balance, cashFlow }, quarterly, splits);
    },

    async getEstimates({ symbol, signal }) {
      const found = await rows('analyst-estimates', { symbol, period: 'annual', page: 0, limit: 10 }, signal);
      return mapRows(found, mapEstimate).sort((a, b) => a.date.localeCompare(b.date));
    },

    async getNews({ symbols, limit, offset, signal }) {
      const page = newsPage(limit, offset);
      const found = symbols?.length
        ? await rows('news/stock', { symbols: symbols.join(','), ...page }, signal)
        : await rows('news/general-latest', page, signal);
      const skip = page.page === 0 ? offset : 0;
      return mapRows(found, mapNewsItem).slice(skip, skip + limit);
    },

    async getMovers({ signal }) {
      const [gainers, losers, mostActive] = await Promise.all(
        ['biggest-gainers', 'biggest-losers', 'most-actives'].map(async (endpoint) => (await rows(endpoint, {}, signal)).map(mapMover)),
      );
      return { gainers: gainers ?? [], losers: losers ?? [], mostActive: mostActive ?? [] };
    },

    // FMP quotes each currency against the dollar as a pair: EURUSD is US dollars per euro.
    async getFxRates({ currencies, signal }) {
      const pairs = foreignCurrencies(currencies).map(fmpFxPair);
      const settled = await Promise.allSettled(pairs.map((symbol) => rows('quote', { symbol }, signal)));
      const found = settled.flatMap((one) => (one.status === 'fulfilled' ? one.value : []));
      // A pair FMP does not know is left out; when every pair failed, the failure is the answer (key, quota, network).
      const failed = settled.find((one): one is PromiseRejectedResult => one.status === 'rejected');
      if (found.length === 0 && failed) throw failed.reason;
      return fxRatesFromQuotes(
        currencies,
        fmpFxPair,
        found.map((row) => mapQuote(row, clock.now())),
      );
    },

    async getIndexQuotes({ symbols = [...DEFAULT_INDEX_SYMBOLS], signal }) {
      const quotes = await Promise.all(symbols.map((symbol) => rows('quote', { symbol }, signal)));
      return quotes.flat().map((row) => mapQuote(row, clock.now()));
    },

    async getFundInfo({ symbol, signal }) {
      return mapFundInfo(await firstRow('etf/info', symbol, signal));
    },

    async getFundHoldings({ symbol, signal }) {
      return mapRows(await rows('etf/holdings', { symbol }, signal), mapHolding);
    },

    async getFundSectorWeights({ symbol, signal }) {
      const info = await firstRow('etf/info', symbol, signal);
      return mapRows(Array.isArray(info.sectorsList) ? rowsOf(info.sectorsList, 'fmp', '/stable/etf/info') : [], mapSectorWeight);
    },

    getMarketStatements: unsupported('fmp', 'market-wide statements'),
    async getFundCountryWeights({ symbol, signal }) {
      return mapRows(await rows('etf/country-weightings', { symbol }, signal), mapCountryWeight);
    },

    async search({ query, limit, signal }) {
      return (await rows('search-symbol', { query }, signal)).slice(0, limit).map(mapSearchResult);
    },

    listTenKFilings: unsupported('fmp', '10-K filings'),
    getFilingDocument: unsupported('fmp', '10-K documents'),
  };
}
