/**
 * The demo market-data provider (the default): a deterministic simulated market built from
 * DEMO_SEED with DEMO_STOCKS fictional companies, about 60 ETFs, 30 mutual funds and 4 indexes.
 * It needs no network and no key; prices move with the clock during US market hours.
 */
import { dateOfDay, dayNumber, previousTradingDay, sessionAt } from '../../../lib/market-clock';
import {
  type AnnualStatements,
  type IntradayInterval,
  MarketDataError,
  type MarketDataProvider,
  type ProviderMover,
  type ProviderProfile,
  type ProviderQuote,
  type SecurityListing,
} from '../types';
import { FOREIGN_REPORTERS } from './catalog';
import { allNews, describeCompany, estimatesOf, executivesOf } from './content';
import { countryWeightsOf, fundInfoOf, holdingsOf, sectorWeightsOf } from './funds';
import { tenKDocumentOf, tenKFilingsOf, tenQDocumentOf, tenQFilingsOf } from './filings';
import { clockedCache } from '../../../lib/clocked-cache';
import { unsupported } from '../unsupported';
import { aggregateBars, averageVolume, closeOn, currentBar, dailyBars, minuteBars, yearRange } from './prices';
import { companyStatements } from './statements';
import { type DemoCompany, type DemoFund, type DemoIndex, type DemoUniverse, demoUniverse } from './universe';
import type { Clock } from '../../../lib/clock';

export interface DemoProviderOptions {
  seed: string;
  stocks: number;
  /** The market's present (simulated in tests). */
  clock: Clock;
}

/** Intraday bars exist for this many most recent sessions. */
const INTRADAY_SESSIONS = 2;
/** More than the 10 rows shown, so a user's hidden tickers can be left out and 10 remain. */
const MOVERS = 30;
const STATEMENT_CACHE_SIZE = 512;
const STATEMENT_CACHE_MS = 3_600_000;

export function createDemoProvider(options: DemoProviderOptions): MarketDataProvider {
  const { clock } = options;
  const now = () => clock.now();
  const universe = (): DemoUniverse => demoUniverse(options.seed, options.stocks, now().getUTCFullYear() - 1);
  const notFound = (symbol: string) => new MarketDataError('not_found', 'demo', `Unknown symbol ${symbol}`);

  const security = (symbol: string): DemoCompany | DemoFund => {
    const found = universe().bySymbol.get(symbol.toUpperCase());
    if (!found) throw notFound(symbol);
    return found;
  };
  const company = (symbol: string): DemoCompany => {
    const found = security(symbol);
    if (found.kind !== 'stock') throw notFound(symbol);
    return found;
  };
  const fund = (symbol: string): DemoFund => {
    const found = security(symbol);
    if (found.kind === 'stock') throw notFound(symbol);
    return found;
  };
  const priced = (symbol: string): DemoCompany | DemoFund | DemoIndex =>
    universe().indexes.find((index) => index.symbol === symbol.toUpperCase()) ?? security(symbol);
  // A sync asks for a company's statements, estimates, filings and dividend in turn: build them once.
  const statementCache = clockedCache<AnnualStatements>(STATEMENT_CACHE_SIZE, clock);
  const statements = (target: DemoCompany): AnnualStatements => {
    const { seedHash, lastFiscalYear } = universe();
    const key = `${lastFiscalYear}:${target.symbol}`;
    const cached = statementCache.get(key);
    if (cached) return cached;
    const built = companyStatements(target, seedHash);
    statementCache.set(key, built, { ttl: STATEMENT_CACHE_MS });
    return built;
  };
  const firstDay = (target: DemoCompany | DemoFund | DemoIndex) => dayNumber(`${target.price.anchorStartYear}-01-01`);

  function quoteOf(target: DemoCompany | DemoFund | DemoIndex, detailed: boolean): ProviderQuote {
    const at = now();
    const session = sessionAt(at);
    const { bar } = currentBar(target.price, at);
    const previousClose = closeOn(target.price, previousTradingDay(session.day));
    const change = Math.round((bar.close - previousClose) * 100) / 100;
    const range = detailed ? yearRange(target.price, session.day) : null;
    return {
      symbol: target.symbol,
      name: target.name,
      price: bar.close,
      change,
      changePercent: Math.round((change / previousClose) * 10_000) / 100,
      volume: bar.volume,
      open: bar.open,
      previousClose,
      dayHigh: bar.high,
      dayLow: bar.low,
      yearHigh: range?.high ?? null,
      yearLow: range?.low ?? null,
      averageVolume: detailed ? averageVolume(target.price, session.day) : null,
      marketCap: marketCapOf(target, bar.close),
      timestamp: at.toISOString(),
    };
  }

  function listing(target: DemoCompany | DemoFund): SecurityListing {
    return {
      symbol: target.symbol,
      name: target.name,
      type: target.kind,
      exchange: target.exchange,
      // Every demo security trades in US dollars on a US exchange; a stock's own currency is
      // the one it reports in (its statements carry it).
      currency: 'USD',
    };
  }

  return {
    name: 'demo',
    testSymbol: 'DEMO',
    maxQuoteBatch: 1000,

    async listSecurities() {
      const { companies, funds } = universe();
      return [...companies, ...funds].map(listing);
    },
    async getProfile({ symbol }) {
      return profileOf(security(symbol));
    },
    async getExecutives({ symbol }) {
      const target = security(symbol);
      return target.kind === 'stock' ? executivesOf(target, universe().seedHash) : [];
    },
    async getQuotes({ symbols }) {
      const known = universe().bySymbol;
      return symbols.flatMap((symbol) => {
        const target = known.get(symbol.toUpperCase());
        return target ? [quoteOf(target, true)] : [];
      });
    },
    async getDailyHistory({ symbol, from, to }) {
      const target = priced(symbol);
      return dailyBars(target.price, from, to, now(), firstDay(target));
    },
    async getIntradayBars({ symbol, interval, from, to }) {
      return intradayBars(priced(symbol), interval, from, to, now());
    },
    async getAnnualStatements({ symbol, limit }) {
      const target = security(symbol);
      if (target.kind !== 'stock') return { currency: 'USD', income: [], balance: [], cashFlow: [] };
      const all = statements(target);
      const keep = limit ?? all.income.length;
      return {
        currency: all.currency,
        income: all.income.slice(0, keep),
        balance: all.balance.slice(0, keep),
        cashFlow: all.cashFlow.slice(0, keep),
        ...(all.quarterly ? { quarterly: all.quarterly } : {}),
        ...(all.splits ? { splits: all.splits } : {}),
      };
    },
    async getEstimates({ symbol }) {
      const target = company(symbol);
      return estimatesOf(target, universe().seedHash, statements(target).income[0]?.epsDiluted ?? null);
    },
    async getNews({ symbols, limit, offset }) {
      const wanted = symbols ? new Set(symbols.map((s) => s.toUpperCase())) : null;
      const items = allNews(universe(), now()).filter((item) => !wanted || (item.symbol !== null && wanted.has(item.symbol)));
      return items.slice(offset, offset + limit);
    },
    async getMovers() {
      const quotes = universe().companies.map((target) => quoteOf(target, false));
      const mover = (q: ProviderQuote): ProviderMover => ({
        symbol: q.symbol,
        name: q.name ?? q.symbol,
        price: q.price,
        change: q.change,
        changePercentage: q.changePercent,
        volume: q.volume,
      });
      const byChange = [...quotes].sort((a, b) => (b.changePercent ?? 0) - (a.changePercent ?? 0));
      return {
        gainers: byChange.slice(0, MOVERS).map(mover),
        losers: byChange.slice(-MOVERS).reverse().map(mover),
        mostActive: [...quotes]
          .sort((a, b) => (b.volume ?? 0) - (a.volume ?? 0))
          .slice(0, MOVERS)
          .map(mover),
      };
    },
    async getIndexQuotes({ symbols }) {
      const wanted = symbols?.map((s) => s.toUpperCase());
      return universe()
        .indexes.filter((index) => !wanted || wanted.includes(index.symbol))
        .map((index) => quoteOf(index, false));
    },
    async getFundInfo({ symbol }) {
      const target = fund(symbol);
      return fundInfoOf(target, currentBar(target.price, now()).bar.close);
    },
    async getFundHoldings({ symbol }) {
      const at = now();
      return holdingsOf(fund(symbol), universe(), (held) => currentBar(security(held).price, at).bar.close);
    },
    async getFundSectorWeights({ symbol }) {
      return sectorWeightsOf(fund(symbol), universe());
    },
    async getFundCountryWeights({ symbol }) {
      return countryWeightsOf(fund(symbol), universe());
    },
    // The demo market is filled whole at the first start: it has no partial read to offer first.
    getMarketStatements: unsupported('demo', 'market-wide statements'),
    async search({ query, limit }) {
      const needle = query.trim().toUpperCase();
      const { companies, funds } = universe();
      return [...companies, ...funds]
        .filter((target) => target.symbol.startsWith(needle) || target.name.toUpperCase().includes(needle))
        .sort((a, b) => Number(b.symbol === needle) - Number(a.symbol === needle))
        .slice(0, limit)
        .map(listing);
    },
    async listTenKFilings({ symbol, limit, forms }) {
      const target = company(symbol);
      const all = statements(target);
      const annual = forms && !forms.includes('10-K') ? [] : tenKFilingsOf(target, all, limit);
      const quarterly = forms?.includes('10-Q') ? tenQFilingsOf(target, all) : [];
      return [...annual, ...quarterly].sort((a, b) => b.filedAt.localeCompare(a.filedAt)).slice(0, limit);
    },
    async getFilingDocument({ symbol, accession }) {
      const target = company(symbol);
      const all = statements(target);
      const document = tenKDocumentOf(target, all, accession) ?? tenQDocumentOf(target, all, accession);
      if (!document) throw new MarketDataError('not_found', 'demo', `No filing ${accession} for ${target.symbol}`);
      return document;
    },

    // The demo market's fixed rates, dated the trading day whose prices are current: deterministic, like its prices.
    async getFxRates({ currencies }) {
      const date = dateOfDay(sessionAt(now()).day);
      return FOREIGN_REPORTERS.filter((r) => currencies.some((c) => c.toUpperCase() === r.currency)).map((r) => ({
        currency: r.currency,
        usdPerUnit: r.usdRate,
        date,
      }));
    },
  };

  function profileOf(target: DemoCompany | DemoFund): ProviderProfile {
    const isStock = target.kind === 'stock';
    return {
      symbol: target.symbol,
      companyName: target.name,
      type: target.kind,
      description: isStock ? describeCompany(target) : fundInfoOf(target, 0).description,
      sector: isStock ? target.sector.name : null,
      industry: isStock ? target.industry : null,
      exchange: target.exchange,
      exchangeFullName: isStock ? target.exchangeFullName : null,
      website: isStock ? `https://${target.name.split(' ')[0]?.toLowerCase()}.example.com` : fundInfoOf(target, 0).website,
      currency: 'USD',
      country: isStock ? target.country : 'US',
      ceo: isStock ? (executivesOf(target, universe().seedHash)[0]?.name ?? null) : null,
      image: null,
      ipoDate: isStock ? target.ipoDate : target.inceptionDate,
      employees: isStock ? target.employees : null,
      beta: isStock ? target.beta : null,
      lastDividend: isStock ? lastDividendOf(target) : null,
      sharesOutstanding: isStock ? target.sharesLast : null,
      cik: isStock ? target.cik : null,
    };
  }

  /** Per share in the trading currency (US dollars): dividends paid are in the reporting currency, converted at the demo rate. */
  function lastDividendOf(target: DemoCompany): number | null {
    const latest = statements(target).cashFlow[0];
    const paid = latest?.dividendsPaid;
    return paid ? Math.round(((Math.abs(paid) * target.usdRate) / target.sharesLast) * 100) / 100 : 0;
  }
}

function marketCapOf(target: DemoCompany | DemoFund | DemoIndex, price: number): number | null {
  if (target.kind === 'stock') return Math.round(price * target.sharesLast);
  if (target.kind === 'index') return null;
  return target.assetsUnderManagement;
}

function intradayBars(target: DemoCompany | DemoFund | DemoIndex, interval: IntradayInterval, from: string, to: string, at: Date) {
  const session = sessionAt(at);
  const sessions = [session.day];
  while (sessions.length < INTRADAY_SESSIONS) sessions.unshift(previousTradingDay(sessions[0] ?? session.day));
  const bars = sessions
    .filter((day) => day >= dayNumber(from) && day <= dayNumber(to))
    .flatMap((day) => minuteBars(target.price, day, day === session.day ? Math.floor(session.elapsedMinutes) : Infinity));
  return interval === '1min' ? bars : aggregateBars(bars, 15);
}
