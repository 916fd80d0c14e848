/**
 * SEC EDGAR: company facts for annual statements (with the us-gaap tag of every figure),
 * submissions for the 10-K list and the company profile, the archive for 10-K documents, XBRL
 * frames for the whole market's first figures (sec-frames.ts), and the ticker list
 * (company_tickers_exchange.json, else company_tickers.json) for the market's securities and
 * each company's CIK. No prices, news or funds: those methods are
 * 'unsupported' so the facade asks the next provider. The SEC requires a contact User-Agent
 * (SEC_USER_AGENT) and at most ten requests per second.
 */
import pMap from 'p-map';
import type { Config } from '../../../config';
import { DEFAULT_PROVIDER_TIMEOUT_MS, providerError } from '../provider-http';
import { DEFAULT_STATEMENT_YEARS } from '../real-provider-defaults';
import { clockedCache } from '../../../lib/clocked-cache';
import { MarketDataError, type MarketDataProvider } from '../types';
import { unsupported } from '../unsupported';
import type { RateLimiter } from './rate-limiter';
import { createSecClient } from './sec-client';
import { FrameFacts, framePath, frameRequests } from './sec-frames';
import { statementsFromCompanyFacts } from './sec-facts';
import { archivePath, periodicFilings, profileFromSubmissions } from './sec-filings';
import { findCompany, paddedCik, parseCompanyTickers, parseCompanyTickersExchange, searchCompanies, type SecCompany } from './sec-tickers';
import type { Clock } from '../../../lib/clock';

/** The forms whose documents the product reads. */
const READABLE_FORMS = ['10-K', '10-Q', '20-F'];

export type SecConfig = Pick<Config['marketData'], 'sec'> & { timeoutMs?: number };

export interface SecOptions {
  limiter?: RateLimiter;
  /** How old the ticker list is, on the app's clock (simulated in tests). */
  clock: Clock;
}

/** How long the ticker list is trusted before it is fetched again. */
const TICKERS_TTL_MS = 24 * 3_600_000;
const SUBMISSIONS_TTL_MS = 60_000;
/** Frames asked at once: enough to keep to the rate limit while a large frame downloads. */
const FRAME_CONCURRENCY = 4;

export function createSecProvider(config: SecConfig, options: SecOptions): MarketDataProvider {
  const userAgent = config.sec.userAgent?.trim();
  if (!userAgent) {
    throw new Error(
      "The sec market-data provider needs SEC_USER_AGENT: a name and contact e-mail such as 'Research Terminal admin@example.com' (SEC EDGAR refuses requests without one).",
    );
  }
  const client = createSecClient({
    userAgent,
    dataBaseUrl: config.sec.dataBaseUrl,
    wwwBaseUrl: config.sec.wwwBaseUrl,
    timeoutMs: config.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
    limiter: options.limiter,
  });

  const { clock } = options;
  let tickers: { companies: Promise<SecCompany[]>; loadedAt: number } | null = null;
  const submissions = clockedCache<Promise<unknown>>(64, clock);

  /**
   * The ticker list: company_tickers_exchange.json (with each ticker's exchange), or
   * company_tickers.json where that is not served.
   */
  async function loadTickers(signal?: AbortSignal): Promise<SecCompany[]> {
    try {
      return parseCompanyTickersExchange(await client.wwwJson('/files/company_tickers_exchange.json', signal));
    } catch (error) {
      if (!(error instanceof MarketDataError) || (error.kind !== 'not_found' && error.kind !== 'bad_response')) throw error;
      return parseCompanyTickers(await client.wwwJson('/files/company_tickers.json', signal));
    }
  }

  function companies(signal?: AbortSignal): Promise<SecCompany[]> {
    if (!tickers || clock.now().getTime() - tickers.loadedAt > TICKERS_TTL_MS) {
      const loading = loadTickers(signal);
      loading.catch(() => (tickers = null));
      tickers = { companies: loading, loadedAt: clock.now().getTime() };
    }
    return tickers.companies;
  }

  async function companyOf(symbol: string, signal?: AbortSignal): Promise<SecCompany> {
    return findCompany(await companies(signal), symbol);
  }

  /** A company's submissions, shared for a minute so its profile and 10-K list cost one request. */
  function submissionsOf(company: SecCompany, signal?: AbortSignal): Promise<unknown> {
    const path = `/submissions/CIK${paddedCik(company.cik)}.json`;
    const cached = submissions.get(path);
    if (cached) return cached;
    const loading = client.dataJson(path, signal);
    submissions.set(path, loading, { ttl: SUBMISSIONS_TTL_MS });
    // A company without submissions stays without for the minute; other failures are asked again.
    loading.catch((error: unknown) => {
      if (!(error instanceof MarketDataError && error.kind === 'not_found')) submissions.delete(path);
    });
    return loading;
  }

  return {
    name: 'sec',
    testSymbol: 'AAPL',
    maxQuoteBatch: 1,

    async getProfile({ symbol, signal }) {
      const company = await companyOf(symbol, signal);
      const profile = profileFromSubmissions(await submissionsOf(company, signal), company.ticker, company.cik);
      return { ...profile, exchange: profile.exchange ?? company.exchange ?? null };
    },

    async listSecurities({ signal }) {
      return (await companies(signal)).map((company) => ({
        symbol: company.ticker,
        name: company.title,
        type: 'stock' as const,
        exchange: company.exchange ?? null,
        currency: 'USD',
      }));
    },

    async getAnnualStatements({ symbol, limit = DEFAULT_STATEMENT_YEARS, signal }) {
      const company = await companyOf(symbol, signal);
      const facts = await client.dataJson(`/api/xbrl/companyfacts/CIK${paddedCik(company.cik)}.json`, signal);
      return statementsFromCompanyFacts(facts, limit);
    },

    async getMarketStatements({ signal }) {
      const frames = new FrameFacts();
      await pMap(
        frameRequests(clock.now().toISOString().slice(0, 10)),
        async (request) => {
          try {
            frames.add(request, await client.dataJson(framePath(request), signal));
          } catch (error) {
            // A frame nobody has filed yet (this year's, a concept of few filers) is not there.
            if (!(error instanceof MarketDataError && error.kind === 'not_found')) throw error;
          }
        },
        { concurrency: FRAME_CONCURRENCY },
      );
      const tickersOf = new Map<number, string[]>();
      for (const company of await companies(signal)) tickersOf.set(company.cik, [...(tickersOf.get(company.cik) ?? []), company.ticker]);
      // Every ticker of a filer (share classes such as GOOG and GOOGL) gets its statements.
      return [...frames.statements()].flatMap(([cik, statements]) => (tickersOf.get(cik) ?? []).map((symbol) => ({ symbol, statements })));
    },

    async listTenKFilings({ symbol, limit, forms, signal }) {
      const company = await companyOf(symbol, signal);
      return periodicFilings(await submissionsOf(company, signal), company.cik, client.wwwUrl, forms).slice(0, limit);
    },

    async getFilingDocument({ symbol, accession, signal }) {
      const company = await companyOf(symbol, signal);
      const filing = periodicFilings(await submissionsOf(company, signal), company.cik, client.wwwUrl, READABLE_FORMS).find(
        (candidate) => candidate.accession === accession,
      );
      if (!filing) throw providerError('sec', 'not_found', `lists no 10-K, 10-Q or 20-F ${accession} for ${company.ticker}`);
      const html = await client.wwwText(archivePath(company.cik, accession, filing.primaryDocument), signal);
      return { accession, url: filing.url, html };
    },

    async search({ query, limit, signal }) {
      return searchCompanies(await companies(signal), query, limit);
    },

    getExecutives: unsupported('sec', 'executives'),
    getQuotes: unsupported('sec', 'quotes'),
    getDailyHistory: unsupported('sec', 'daily prices'),
    getIntradayBars: unsupported('sec', 'intraday prices'),
    getEstimates: unsupported('sec', 'estimates'),
    getNews: unsupported('sec', 'news'),
    getMovers: unsupported('sec', 'market movers'),
    getIndexQuotes: unsupported('sec', 'index quotes'),
    getFundInfo: unsupported('sec', 'fund information'),
    getFundHoldings: unsupported('sec', 'fund holdings'),
    getFundSectorWeights: unsupported('sec', 'fund sector weights'),
    getFundCountryWeights: unsupported('sec', 'fund country weights'),
    getFxRates: unsupported('sec', 'exchange rates'),
  };
}
