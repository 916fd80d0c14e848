import type { Selectable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/** Which provider served a row and when; the API returns it as `source`. */
interface Provenance {
  provider: string;
  as_of: IsoTimestamp;
}

/** A stock, ETF or mutual fund with its profile. `type` is stock, etf or mutual_fund. */
export interface SecuritiesTable extends Provenance {
  symbol: string;
  name: string;
  type: 'stock' | 'etf' | 'mutual_fund';
  exchange: string | null;
  exchange_full_name: string | null;
  currency: string;
  sector: string | null;
  industry: string | null;
  country: string | null;
  description: string | null;
  website: string | null;
  ceo: string | null;
  image: string | null;
  ipo_date: string | null;
  employees: number | null;
  beta: number | null;
  last_dividend: number | null;
  shares_outstanding: number | null;
  cik: string | null;
}

export interface ExecutivesTable {
  symbol: string;
  position: number;
  name: string;
  title: string;
  year_born: number | null;
  total_pay: number | null;
  currency_pay: string | null;
  gender: string | null;
  active: BoolInt | null;
}

/** The last quote the sync stored (live prices come through the facade's short cache). */
export interface QuotesTable extends Provenance {
  symbol: string;
  name: string | null;
  price: number | null;
  change: number | null;
  change_percent: number | null;
  volume: number | null;
  open: number | null;
  previous_close: number | null;
  day_high: number | null;
  day_low: number | null;
  year_high: number | null;
  year_low: number | null;
  average_volume: number | null;
  market_cap: number | null;
  quoted_at: IsoTimestamp;
}

/** One company's fiscal year; income, balance and cash_flow are JSON of the API's statement shapes. */
export interface AnnualStatementsTable extends Provenance {
  symbol: string;
  fiscal_year: number;
  period_end: string;
  currency: string;
  income: string | null;
  balance: string | null;
  cash_flow: string | null;
}

/** One company's fiscal quarter, labelled as the company labels it; income, balance and cash_flow as in annual_statements. */
export interface QuarterlyStatementsTable extends Provenance {
  symbol: string;
  period_end: string;
  fiscal_year: number;
  fiscal_quarter: number;
  currency: string;
  income: string | null;
  balance: string | null;
  cash_flow: string | null;
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
  company_name: string;
  sector: string | null;
  industry: string | null;
  exchange: string | null;
  price: number | null;
  /** US dollars (converted at the trading currency's stored rate). */
  market_cap: number | null;
  /** The currencies the row was computed in: of the price, and of the statements. */
  price_currency: string | null;
  reporting_currency: string | null;
  /** JSON array of the rates the row's figures were converted with ({currency, usdPerUnit, date, provider}). */
  fx_rates: string | null;
  eps: number | null;
  pe: number | null;
  /** JSON (EpsBasis): the period of `eps`, which `pe` divides by (TTM where quarters are known, else the fiscal year). */
  eps_basis: string | null;
  /** JSON: the period the growth rates end with (see eps_basis). */
  growth_basis: string | null;
  forward_pe: number | null;
  revenue_growth: number | null;
  eps_growth: number | null;
  fcf_growth: number | null;
  /** JSON object: why a growth figure is missing. */
  growth_notes: string | null;
  roic: number | null;
  /** JSON: the period ROIC is measured on (see eps_basis). */
  roic_basis: string | null;
  debt_to_equity: number | null;
  sticker_price: number | null;
  margin_of_safety: number | null;
  payback_time: number | null;
}

export interface FundsTable extends Provenance {
  symbol: string;
  etf_company: string | null;
  assets_under_management: number | null;
  asset_class: string | null;
  holdings_count: number | null;
  nav: number | null;
  expense_ratio: number | null;
  inception_date: string | null;
  website: string | null;
  description: string | null;
}

export interface FundHoldingsTable {
  fund_symbol: string;
  position: number;
  asset: string;
  name: string;
  weight_percentage: number;
  market_value: number | null;
  shares_number: number | null;
}

/** A fund's sector (kind 'sector') or country (kind 'country') weights, in percent. */
export interface FundAllocationsTable {
  fund_symbol: string;
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
  published_at: IsoTimestamp;
  image: string | null;
  text: string;
}

/** A company's 10-K filings as the provider lists them (documents are fetched on demand). */
export interface TenKFilingsTable extends Provenance {
  symbol: string;
  accession: string;
  fiscal_year: number;
  filed_at: string;
  report_date: string | null;
  primary_document: string;
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
  as_of: IsoTimestamp | null;
  /** JSON of part-specific provenance (e.g. the 10-K accession statements came from). */
  detail: string | null;
  last_error: string | null;
  last_error_at: IsoTimestamp | null;
}
export type MarketPartRow = Selectable<MarketPartsTable>;

/** The background market sync's state: the pass in progress and its progress. */
export interface MarketSyncTable {
  name: string;
  pass_started_at: IsoTimestamp | null;
  total: number;
  done: number;
  errors: number;
  requests: number;
  last_error: string | null;
  last_pass_finished_at: IsoTimestamp | null;
  last_pass_ms: number | null;
  updated_at: IsoTimestamp;
}

/** When the background sync last worked on a company. */
export interface MarketSyncCompaniesTable {
  symbol: string;
  attempted_at: IsoTimestamp;
}
