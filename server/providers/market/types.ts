/**
 * The market-data provider interface. Providers only fetch and map: every method takes one
 * named-parameters object (with an optional AbortSignal) and returns data in the API's own
 * shapes. The facade (market-data.ts) owns provider choice and failover, caching, batching and
 * timeouts. A provider that cannot serve a method throws MarketDataError('unsupported'), so the
 * facade asks the next provider in MARKET_DATA_PROVIDER.
 */
import { UpstreamError } from '../../lib/secret-redaction';
import type {
  BalanceSheet,
  CashFlowStatement,
  CountryWeight,
  Executive,
  FundHolding,
  IncomeStatement,
  SectorWeight,
  SecurityType,
} from '../../../generated/model';
import type { SplitEvent } from './splits';

export type ProviderName = 'demo' | 'fmp' | 'yahoo' | 'sec';

interface WithSignal {
  signal?: AbortSignal;
}

interface SymbolArgs extends WithSignal {
  symbol: string;
}

/** A security of the provider's universe (the demo market lists all of them). */
export interface SecurityListing {
  symbol: string;
  name: string;
  type: SecurityType;
  exchange: string | null;
  currency: string;
}

export interface ProviderProfile {
  symbol: string;
  companyName: string;
  type: SecurityType;
  description: string | null;
  sector: string | null;
  industry: string | null;
  exchange: string | null;
  exchangeFullName: string | null;
  website: string | null;
  currency: string;
  country: string | null;
  ceo: string | null;
  image: string | null;
  ipoDate: string | null;
  employees: number | null;
  beta: number | null;
  lastDividend: number | null;
  sharesOutstanding: number | null;
  /** SEC central index key, when known (the SEC provider needs it). */
  cik: string | null;
}

export interface ProviderQuote {
  symbol: string;
  name: string | null;
  price: number | null;
  change: number | null;
  /** Percent: 1.25 means +1.25 %. */
  changePercent: number | null;
  volume: number | null;
  open: number | null;
  previousClose: number | null;
  dayHigh: number | null;
  dayLow: number | null;
  yearHigh: number | null;
  yearLow: number | null;
  averageVolume: number | null;
  marketCap: number | null;
  /** UTC ISO-8601 time of the quote. */
  timestamp: string;
  /** Set by the facade's price check: the price it refused (too far from the previous close); `price` is then null. */
  refusedPrice?: number;
}

/** One trading day; `date` is YYYY-MM-DD (exchange-local trading date). */
export interface DailyBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** One intraday bar; `timestamp` is UTC ISO-8601 of the bar's start. */
export interface IntradayBar {
  timestamp: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type IntradayInterval = '1min' | '15min';

/** One kind of period's statements, newest first, in the API's field names (xbrlTags set by the SEC provider). */
interface StatementSet {
  income: IncomeStatement[];
  balance: BalanceSheet[];
  cashFlow: CashFlowStatement[];
}

/**
 * Annual statements (and, where the provider has them, quarterly ones labelled with the
 * company's fiscal quarters), per-share figures and share counts adjusted for `splits`.
 */
export interface AnnualStatements extends StatementSet {
  currency: string;
  quarterly?: StatementSet;
  /** The company's stock splits, oldest first. */
  splits?: SplitEvent[];
}

/** One company's statements of a market-wide read (getMarketStatements). */
interface MarketStatements {
  symbol: string;
  statements: AnnualStatements;
}

/** A currency's exchange rate against the US dollar on one day. */
export interface ProviderFxRate {
  /** ISO 4217 code, upper case. */
  currency: string;
  /** US dollars per unit of `currency`. */
  usdPerUnit: number;
  /** YYYY-MM-DD: the trading day the rate is for (the last close, or today's price while the market trades). */
  date: string;
}

export interface EpsEstimate {
  /** Fiscal year end, YYYY-MM-DD. */
  date: string;
  epsAvg: number | null;
  revenueAvg: number | null;
}

export interface ProviderNewsItem {
  symbol: string | null;
  title: string;
  url: string;
  site: string;
  /** UTC ISO-8601. */
  publishedDate: string;
  image: string | null;
  text: string;
}

export interface ProviderMover {
  symbol: string;
  name: string;
  price: number | null;
  change: number | null;
  changePercentage: number | null;
  volume: number | null;
}

export interface ProviderMovers {
  gainers: ProviderMover[];
  losers: ProviderMover[];
  mostActive: ProviderMover[];
}

export interface ProviderFundInfo {
  symbol: string;
  name: string;
  type: SecurityType;
  description: string | null;
  etfCompany: string | null;
  assetsUnderManagement: number | null;
  assetClass: string | null;
  holdingsCount: number | null;
  nav: number | null;
  expenseRatio: number | null;
  inceptionDate: string | null;
  website: string | null;
}

export interface ProviderSearchResult {
  symbol: string;
  name: string;
  type: SecurityType;
  exchange: string | null;
}

/** A periodic report of a company: a 10-K, or a 10-Q or 20-F where asked for. */
export interface TenKFilingRef {
  accession: string;
  /** 10-K (when absent), 10-Q or 20-F. */
  form?: string;
  /** Fiscal year the report covers. */
  fiscalYear: number;
  /** FY for an annual report (when absent), Q1–Q3 for a quarterly one. */
  fiscalPeriod?: string;
  /** YYYY-MM-DD. */
  filedAt: string;
  /** YYYY-MM-DD, the period end. */
  reportDate: string | null;
  primaryDocument: string;
  url: string;
}

export interface FilingDocument {
  accession: string;
  url: string;
  /** The primary document as served (HTML for real filings and the demo market). */
  html: string;
}

export interface MarketDataProvider {
  readonly name: ProviderName;
  /** A symbol the provider is known to serve, for smoke checks. */
  readonly testSymbol: string;
  /** Largest number of symbols one quote call may carry; the facade splits bigger batches. */
  readonly maxQuoteBatch: number;

  listSecurities(args: WithSignal): Promise<SecurityListing[]>;
  getProfile(args: SymbolArgs): Promise<ProviderProfile>;
  getExecutives(args: SymbolArgs): Promise<Executive[]>;
  getQuotes(args: WithSignal & { symbols: string[] }): Promise<ProviderQuote[]>;
  getDailyHistory(args: SymbolArgs & { from: string; to: string }): Promise<DailyBar[]>;
  getIntradayBars(args: SymbolArgs & { interval: IntradayInterval; from: string; to: string }): Promise<IntradayBar[]>;
  getAnnualStatements(args: SymbolArgs & { limit?: number }): Promise<AnnualStatements>;
  /** Partial annual statements (the lines the screener's figures need) of every company the provider knows, in one go. */
  getMarketStatements(args: WithSignal): Promise<MarketStatements[]>;
  getEstimates(args: SymbolArgs): Promise<EpsEstimate[]>;
  /** News about the given symbols, or general market news when `symbols` is absent; newest first. */
  getNews(args: WithSignal & { symbols?: string[]; limit: number; offset: number }): Promise<ProviderNewsItem[]>;
  getMovers(args: WithSignal): Promise<ProviderMovers>;
  getIndexQuotes(args: WithSignal & { symbols?: string[] }): Promise<ProviderQuote[]>;
  getFundInfo(args: SymbolArgs): Promise<ProviderFundInfo>;
  getFundHoldings(args: SymbolArgs): Promise<FundHolding[]>;
  getFundSectorWeights(args: SymbolArgs): Promise<SectorWeight[]>;
  getFundCountryWeights(args: SymbolArgs): Promise<CountryWeight[]>;
  search(args: WithSignal & { query: string; limit: number }): Promise<ProviderSearchResult[]>;
  /** The company's 10-Ks, or its reports of the `forms` given (10-K, 10-Q, 20-F), newest first. */
  listTenKFilings(args: SymbolArgs & { limit: number; forms?: readonly string[] }): Promise<TenKFilingRef[]>;
  getFilingDocument(args: SymbolArgs & { accession: string }): Promise<FilingDocument>;
  /** Rates against the US dollar of the given currencies (USD itself is never asked); unknown ones are left out. */
  getFxRates(args: WithSignal & { currencies: string[] }): Promise<ProviderFxRate[]>;
}

/**
 * What went wrong at a provider. not_found → 404; auth (plan, quota, key), rate_limited,
 * unavailable (network, timeout) and bad_response → 502 naming the provider; unsupported makes
 * the facade try the next provider.
 */
export type MarketDataErrorKind = 'not_found' | 'unsupported' | 'auth' | 'rate_limited' | 'unavailable' | 'bad_response';

export class MarketDataError extends UpstreamError {
  constructor(
    readonly kind: MarketDataErrorKind,
    readonly provider: ProviderName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MarketDataError';
  }
}
