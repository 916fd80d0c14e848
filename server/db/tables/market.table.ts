import type { Selectable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/** Which provider served a row and when; the API returns it as `source`. */
interface Provenance {
  provider: string;
  asOf: IsoTimestamp;
}

/** A stock, ETF or mutual fund with its profile. `type` is stock, etf or mutual_fund. */
export interface SecuritiesTable extends Provenance {
  symbol: string;
  name: string;
  type: 'stock' | 'etf' | 'mutual_fund';
  exchange: string | null;
  exchangeFullName: string | null;
  currency: string;
  sector: string | null;
  industry: string | null;
  country: string | null;
  description: string | null;
  website: string | null;
  ceo: string | null;
  image: string | null;
  ipoDate: string | null;
  employees: number | null;
  beta: number | null;
  lastDividend: number | null;
  sharesOutstanding: number | null;
  cik: string | null;
}

export interface ExecutivesTable {
  symbol: string;
  position: number;
  name: string;
  title: string;
  yearBorn: number | null;
  totalPay: number | null;
  currencyPay: string | null;
  gender: string | null;
  active: BoolInt | null;
}

/** The last quote the sync stored (live prices come through the facade's short cache). */
export interface QuotesTable extends Provenance {
  symbol: string;
  name: string | null;
  price: number | null;
  change: number | null;
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
  quotedAt: IsoTimestamp;
}

/** One company's fiscal year; income, balance and cashFlow are JSON of the API's statement shapes. */
export interface AnnualStatementsTable extends Provenance {
  symbol: string;
  fiscalYear: number;
  periodEnd: string;
  currency: string;
  income: string | null;
  balance: string | null;
  cashFlow: string | null;
}

/** One company's fiscal quarter, labelled as the company labels it; income, balance and cashFlow as in annual_statements. */
export interface QuarterlyStatementsTable extends Provenance {
  symbol: string;
  periodEnd: string;
  fiscalYear: number;
  fiscalQuarter: number;
  currency: string;
  income: string | null;
  balance: string | null;
  cashFlow: string | null;
}

/** A stock split of a company: `ratio` new shares per old share, from `date`. */
export interface StockSplitsTable extends Provenance {
  symbol: string;
  date: string;
  ratio: number;
}

/** The screener's and overview's figures, computed at sync. Growth, ROIC and margins are fractions. */
export interface CompanyMetricsTable extends Provenance {
  symbol: string;
  companyName: string;
  sector: string | null;
  industry: string | null;
  exchange: string | null;
  price: number | null;
  /** US dollars (converted at the trading currency's stored rate). */
  marketCap: number | null;
  /** The currencies the row was computed in: of the price, and of the statements. */
  priceCurrency: string | null;
  reportingCurrency: string | null;
  /** JSON array of the rates the row's figures were converted with ({currency, usdPerUnit, date, provider}). */
  fxRates: string | null;
  eps: number | null;
  pe: number | null;
  /** JSON (EpsBasis): the period of `eps`, which `pe` divides by (TTM where quarters are known, else the fiscal year). */
  epsBasis: string | null;
  /** JSON: the period the growth rates end with (see epsBasis). */
  growthBasis: string | null;
  forwardPe: number | null;
  revenueGrowth: number | null;
  epsGrowth: number | null;
  fcfGrowth: number | null;
  /** JSON object: why a growth figure is missing. */
  growthNotes: string | null;
  roic: number | null;
  /** JSON: the period ROIC is measured on (see epsBasis). */
  roicBasis: string | null;
  debtToEquity: number | null;
  stickerPrice: number | null;
  marginOfSafety: number | null;
  paybackTime: number | null;
}

export interface FundsTable extends Provenance {
  symbol: string;
  etfCompany: string | null;
  assetsUnderManagement: number | null;
  assetClass: string | null;
  holdingsCount: number | null;
  nav: number | null;
  expenseRatio: number | null;
  inceptionDate: string | null;
  website: string | null;
  description: string | null;
}

export interface FundHoldingsTable {
  fundSymbol: string;
  position: number;
  asset: string;
  name: string;
  weightPercentage: number;
  marketValue: number | null;
  sharesNumber: number | null;
}

/** A fund's sector (kind 'sector') or country (kind 'country') weights, in percent. */
export interface FundAllocationsTable {
  fundSymbol: string;
  kind: 'sector' | 'country';
  position: number;
  name: string;
  weight: number;
}

export interface NewsTable extends Provenance {
  id: string;
  symbol: string | null;
  title: string;
  url: string;
  site: string;
  publishedAt: IsoTimestamp;
  image: string | null;
  text: string;
}

/** A company's 10-K filings as the provider lists them (documents are fetched on demand). */
export interface TenKFilingsTable extends Provenance {
  symbol: string;
  accession: string;
  fiscalYear: number;
  filedAt: string;
  reportDate: string | null;
  primaryDocument: string;
  url: string;
}

/** One calendar year of daily bars of a security, as JSON `[date, open, high, low, close, volume][]`. */
export interface PriceHistoryTable extends Provenance {
  symbol: string;
  year: number;
  bars: string;
}

/** One intraday bar of a security; `timestamp` is the bar's start, UTC ISO-8601. */
export interface IntradayBarsTable extends Provenance {
  symbol: string;
  interval: '1min' | '15min';
  timestamp: IsoTimestamp;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type Security = Selectable<SecuritiesTable>;
export type CompanyMetrics = Selectable<CompanyMetricsTable>;
export type AnnualStatementsRow = Selectable<AnnualStatementsTable>;
export type NewsRow = Selectable<NewsTable>;

/** The parts a refresh fetches separately; each succeeds or fails on its own. */
export type MarketPart = 'profile' | 'quote' | 'statements' | 'executives' | 'bars' | 'filings' | 'fund' | 'news';

/** Which provider last served one part of a security, when, and its last failure. */
export interface MarketPartsTable {
  symbol: string;
  part: MarketPart;
  provider: string | null;
  asOf: IsoTimestamp | null;
  /** JSON of part-specific provenance (e.g. the 10-K accession statements came from). */
  detail: string | null;
  lastError: string | null;
  lastErrorAt: IsoTimestamp | null;
}
export type MarketPartRow = Selectable<MarketPartsTable>;

/** The background market sync's state: the pass in progress and its progress. */
export interface MarketSyncTable {
  name: string;
  passStartedAt: IsoTimestamp | null;
  total: number;
  done: number;
  errors: number;
  requests: number;
  lastError: string | null;
  lastPassFinishedAt: IsoTimestamp | null;
  lastPassMs: number | null;
  updatedAt: IsoTimestamp;
}

/** When the background sync last worked on a company. */
export interface MarketSyncCompaniesTable {
  symbol: string;
  attemptedAt: IsoTimestamp;
}
