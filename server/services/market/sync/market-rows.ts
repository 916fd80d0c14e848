/** Maps what providers return to the rows the sync stores, each stamped with its provider and time. */
import { randomUUID } from 'node:crypto';
import type {
  BalanceSheet,
  CashFlowStatement,
  Executive,
  FundHolding,
  IncomeStatement,
  StatementPeriod,
} from '../../../../generated/model';
import { toBoolInt } from '../../../db/column-types';
import type { MarketRows } from '../../../db/repositories/market-write.repository';
import type { Sourced } from '../../../providers/market/market-data';
import type {
  AnnualStatements,
  DailyBar,
  IntradayBar,
  IntradayInterval,
  ProviderFundInfo,
  ProviderNewsItem,
  ProviderProfile,
  ProviderQuote,
  TenKFilingRef,
} from '../../../providers/market/types';
import { type FxTable, ratesFor } from '../../metrics/fx';
import { type MetricsInputs, type MetricsValues, type TrailingYear, computeMetrics } from '../company-metrics';
import { type ParsedQuarter, trailingTwelveMonths } from '../trailing-twelve-months';

/** Everything the sync fetched about one security. */
export interface SecurityBundle {
  profile: Sourced<ProviderProfile>;
  executives: Executive[];
  statements: Sourced<AnnualStatements> | null;
  /** True when the statements were asked for and the fetch failed (with none stored before). */
  statementsFailed?: boolean;
  forwardEps: number | null;
  filings: Sourced<TenKFilingRef[]> | null;
  fund: Sourced<{
    info: ProviderFundInfo;
    holdings: FundHolding[];
    sectors: Array<{ industry: string; exposure: number }>;
    countries: Array<{ country: string; weightPercentage: number }>;
  }> | null;
  history: Sourced<DailyBar[]> | null;
  /** Intraday bars per interval the provider served (none for the demo market, which computes them). */
  intraday: Array<Sourced<IntradayBar[]> & { interval: IntradayInterval }>;
}

type Stamp = { provider: string; asOf: string };
const stamp = (source: { provider: string; asOf: string }): Stamp => ({ provider: source.provider, asOf: source.asOf });

/** The currencies a security's figures are in (trading and reporting): the rates its metrics need. */
export function bundleCurrencies(bundle: SecurityBundle): string[] {
  return [bundle.profile.data.currency, bundle.statements?.data.currency ?? null].flatMap((c) => (c ? [c] : []));
}

export function securityRows(rows: MarketRows, bundle: SecurityBundle, quote: Sourced<ProviderQuote> | undefined, fx: FxTable): void {
  const p = bundle.profile.data;
  rows.securities.push({
    symbol: p.symbol,
    name: p.companyName,
    type: p.type,
    exchange: p.exchange,
    exchangeFullName: p.exchangeFullName,
    currency: p.currency,
    sector: p.sector,
    industry: p.industry,
    country: p.country,
    description: p.description,
    website: p.website,
    ceo: p.ceo,
    image: p.image,
    ipoDate: p.ipoDate,
    employees: p.employees,
    beta: p.beta,
    lastDividend: p.lastDividend,
    sharesOutstanding: p.sharesOutstanding,
    cik: p.cik,
    ...stamp(bundle.profile),
  });
  bundle.executives.forEach((e, position) =>
    rows.executives.push({
      symbol: p.symbol,
      position,
      name: e.name,
      title: e.title,
      yearBorn: e.yearBorn ?? null,
      totalPay: e.totalPay ?? null,
      currencyPay: e.currencyPay ?? null,
      gender: e.gender ?? null,
      active: e.active == null ? null : toBoolInt(e.active),
    }),
  );
  // A quote whose price the check refused is not stored as current.
  if (quote && quote.data.refusedPrice === undefined) rows.quotes.push(quoteRow(quote));
  if (bundle.statements) statementRows(rows, p.symbol, bundle.statements);
  if (bundle.filings) filingRows(rows, p.symbol, bundle.filings);
  if (bundle.fund) fundRows(rows, p.symbol, bundle.fund);
  if (bundle.history) historyRows(rows, p.symbol, bundle.history);
  for (const bars of bundle.intraday) intradayRows(rows, p.symbol, bars);
  if (p.type === 'stock') metricsRow(rows, bundle, quote, fx);
}

function quoteRow(quote: Sourced<ProviderQuote>): MarketRows['quotes'][number] {
  const q = quote.data;
  return {
    symbol: q.symbol,
    name: q.name,
    price: q.price,
    change: q.change,
    changePercent: q.changePercent,
    volume: q.volume,
    open: q.open,
    previousClose: q.previousClose,
    dayHigh: q.dayHigh,
    dayLow: q.dayLow,
    yearHigh: q.yearHigh,
    yearLow: q.yearLow,
    averageVolume: q.averageVolume,
    marketCap: q.marketCap,
    quotedAt: q.timestamp,
    ...stamp(quote),
  };
}

type StatementRow = StatementPeriod;

interface PeriodStatements {
  fiscalYear: string;
  fiscalQuarter: number | null;
  date: string;
  income?: object;
  balance?: object;
  cashFlow?: object;
}

/** The three statements of each period (fiscal year, or quarter by its end), together. */
function byPeriod(set: { income: StatementRow[]; balance: StatementRow[]; cashFlow: StatementRow[] }, key: (row: StatementRow) => string) {
  const periods = new Map<string, PeriodStatements>();
  const entry = (row: StatementRow) => {
    const found = periods.get(key(row)) ?? { fiscalYear: row.fiscalYear, fiscalQuarter: row.fiscalQuarter ?? null, date: row.date };
    periods.set(key(row), found);
    return found;
  };
  for (const row of set.income) entry(row).income = row;
  for (const row of set.balance) entry(row).balance = row;
  for (const row of set.cashFlow) entry(row).cashFlow = row;
  return [...periods.values()];
}

const json = (statement: object | undefined) => (statement ? JSON.stringify(statement) : null);

function statementRows(rows: MarketRows, symbol: string, statements: Sourced<AnnualStatements>): void {
  const { currency, quarterly, splits } = statements.data;
  for (const year of byPeriod(statements.data, (row) => row.fiscalYear)) {
    rows.statements.push({
      symbol,
      fiscalYear: Number(year.fiscalYear),
      periodEnd: year.date,
      currency,
      income: json(year.income),
      balance: json(year.balance),
      cashFlow: json(year.cashFlow),
      ...stamp(statements),
    });
  }
  for (const quarter of quarterly ? byPeriod(quarterly, (row) => row.date) : []) {
    if (quarter.fiscalQuarter === null) continue;
    rows.quarterlyStatements.push({
      symbol,
      periodEnd: quarter.date,
      fiscalYear: Number(quarter.fiscalYear),
      fiscalQuarter: quarter.fiscalQuarter,
      currency,
      income: json(quarter.income),
      balance: json(quarter.balance),
      cashFlow: json(quarter.cashFlow),
      ...stamp(statements),
    });
  }
  for (const split of splits ?? []) rows.splits.push({ symbol, date: split.date, ratio: split.ratio, ...stamp(statements) });
}

function filingRows(rows: MarketRows, symbol: string, filings: Sourced<TenKFilingRef[]>): void {
  for (const f of filings.data) {
    rows.filings.push({
      symbol,
      accession: f.accession,
      fiscalYear: f.fiscalYear,
      filedAt: f.filedAt,
      reportDate: f.reportDate,
      primaryDocument: f.primaryDocument,
      url: f.url,
      ...stamp(filings),
    });
  }
}

function fundRows(rows: MarketRows, symbol: string, fund: NonNullable<SecurityBundle['fund']>): void {
  const { info, holdings, sectors, countries } = fund.data;
  rows.funds.push({
    symbol,
    etfCompany: info.etfCompany,
    assetsUnderManagement: info.assetsUnderManagement,
    assetClass: info.assetClass,
    holdingsCount: info.holdingsCount,
    nav: info.nav,
    expenseRatio: info.expenseRatio,
    inceptionDate: info.inceptionDate,
    website: info.website,
    description: info.description,
    ...stamp(fund),
  });
  holdings.forEach((h, position) =>
    rows.holdings.push({
      fundSymbol: symbol,
      position,
      asset: h.asset,
      name: h.name,
      weightPercentage: h.weightPercentage,
      marketValue: h.marketValue ?? null,
      sharesNumber: h.sharesNumber ?? null,
    }),
  );
  sectors.forEach((s, position) =>
    rows.allocations.push({ fundSymbol: symbol, kind: 'sector', position, name: s.industry, weight: s.exposure }),
  );
  countries.forEach((c, position) =>
    rows.allocations.push({ fundSymbol: symbol, kind: 'country', position, name: c.country, weight: c.weightPercentage }),
  );
}

/** Daily bars grouped by calendar year, each year one row of `[date, open, high, low, close, volume]` tuples. */
function historyRows(rows: MarketRows, symbol: string, history: Sourced<DailyBar[]>): void {
  const years = new Map<number, Array<[string, number, number, number, number, number]>>();
  for (const bar of history.data) {
    const year = Number(bar.date.slice(0, 4));
    const list = years.get(year) ?? [];
    list.push([bar.date, bar.open, bar.high, bar.low, bar.close, bar.volume]);
    years.set(year, list);
  }
  for (const [year, bars] of years) rows.priceHistory.push({ symbol, year, bars: JSON.stringify(bars), ...stamp(history) });
}

/** One row per bar, its start normalised to UTC ISO-8601 (text order is time order); a repeated start keeps the last bar. */
function intradayRows(rows: MarketRows, symbol: string, bars: SecurityBundle['intraday'][number]): void {
  const byStart = new Map<string, IntradayBar>();
  for (const bar of bars.data) byStart.set(new Date(bar.timestamp).toISOString(), bar);
  for (const [timestamp, bar] of byStart) {
    rows.intradayBars.push({
      symbol,
      interval: bars.interval,
      timestamp,
      open: bar.open,
      high: bar.high,
      low: bar.low,
      close: bar.close,
      volume: bar.volume,
      ...stamp(bars),
    });
  }
}

/**
 * What a provider's quarters add to the fiscal years' metrics: trailing twelve months at each
 * quarter end that closes four consecutive quarters (newest first), and the newest quarter's
 * balance sheet (ROIC and debt to equity read it where it is newer than the fiscal year's).
 */
function quarterlyInputs(quarterly: AnnualStatements['quarterly']): Pick<MetricsInputs, 'ttm' | 'latestQuarterBalance'> {
  if (!quarterly) return { ttm: [], latestQuarterBalance: null };
  const quarters: ParsedQuarter[] = byPeriod(quarterly, (row) => row.date)
    .filter((quarter) => quarter.fiscalQuarter !== null)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((quarter) => ({
      fiscalYear: Number(quarter.fiscalYear),
      fiscalQuarter: quarter.fiscalQuarter ?? 0,
      income: (quarter.income as IncomeStatement | undefined) ?? null,
      balance: (quarter.balance as BalanceSheet | undefined) ?? null,
      cashFlow: (quarter.cashFlow as CashFlowStatement | undefined) ?? null,
    }));
  return {
    ttm: trailingTwelveMonths(quarters).map(({ income, cashFlow }): TrailingYear => ({ income, cashFlow })),
    latestQuarterBalance: quarters.find((quarter) => quarter.balance !== null)?.balance ?? null,
  };
}

function metricsRow(rows: MarketRows, bundle: SecurityBundle, quote: Sourced<ProviderQuote> | undefined, fx: FxTable): void {
  const p = bundle.profile.data;
  const statements = bundle.statements?.data ?? { currency: p.currency, income: [], balance: [], cashFlow: [] };
  const values: MetricsValues = computeMetrics({
    currency: statements.currency,
    priceCurrency: p.currency,
    fx,
    income: statements.income,
    balance: statements.balance,
    cashFlow: statements.cashFlow,
    ...quarterlyInputs(statements.quarterly),
    price: quote?.data.price ?? null,
    sharesOutstanding: p.sharesOutstanding,
    forwardEps: bundle.forwardEps,
    quotedMarketCap: quote?.data.marketCap ?? null,
    statementsNotFetched: Boolean(bundle.statementsFailed && !bundle.statements),
  });
  const source = bundle.statements ?? bundle.profile;
  rows.metrics.push({
    symbol: p.symbol,
    companyName: p.companyName,
    sector: p.sector,
    industry: p.industry,
    exchange: p.exchange,
    // The screener's market cap is in US dollars whatever the trading currency.
    price: quote?.data.price ?? null,
    marketCap: values.marketCapUsd,
    priceCurrency: p.currency,
    reportingCurrency: statements.currency,
    fxRates: JSON.stringify(ratesFor([p.currency, statements.currency], fx)),
    eps: values.eps,
    epsBasis: values.epsBasis ? JSON.stringify(values.epsBasis) : null,
    growthBasis: values.growthBasis ? JSON.stringify(values.growthBasis) : null,
    roicBasis: values.roicBasis ? JSON.stringify(values.roicBasis) : null,
    pe: values.pe,
    forwardPe: values.forwardPe,
    revenueGrowth: values.revenueGrowth,
    epsGrowth: values.epsGrowth,
    fcfGrowth: values.fcfGrowth,
    growthNotes: JSON.stringify(values.growthNotes),
    roic: values.roic,
    debtToEquity: values.debtToEquity,
    stickerPrice: values.stickerPrice,
    marginOfSafety: values.marginOfSafety,
    paybackTime: values.paybackTime,
    ...stamp(source),
  });
}

export function newsRows(rows: MarketRows, news: Sourced<ProviderNewsItem[]>): void {
  for (const n of news.data) {
    rows.news.push({
      id: randomUUID(),
      symbol: n.symbol,
      title: n.title,
      url: n.url,
      site: n.site,
      publishedAt: n.publishedDate,
      image: n.image,
      text: n.text,
      ...stamp(news),
    });
  }
}
