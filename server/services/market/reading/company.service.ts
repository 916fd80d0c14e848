/** Companies: profile with metrics and yearly data, statements, the financial chart, news and refresh. */
import type { z } from 'zod';
import type { CompanySummary, FinancialChart, NewsList, StatementsPeriod } from '../../../../generated/model';
import type { GetStatements200Response } from '../../../../generated/zod/companies/companies.zod';
import { fromBoolInt } from '../../../db/column-types';
import {
  findMetrics,
  findQuote,
  findNewsByUrl,
  findSecurity,
  listExecutives,
  listNews,
  listStatements,
} from '../../../db/repositories/market-read.repository';
import type { CompanyMetrics, NewsRow, Security } from '../../../db/tables/market.table';
import type { ProviderQuote } from '../../../providers/market/types';
import { marketCap } from '../../metrics/market-cap';
import { DEMO_NEWS_PATH } from '../../../../common/demo-news';
import { notFound } from '../../../lib/errors';
import { fromProvider, unknownSymbol } from '../market-errors';
import type { Company, StoredCompany } from './company-cache';
import { LIVE_TTL_MS, type MarketDeps, listProvenance, sourceOf } from '../market-deps';
import { fxRatesOfRows } from '../fx-rates';
import { companySources, filingProvenance, labelledSource } from './provenance';
import { derivedFigures, financialChart, parseYears, yearlyDataRow } from '../statements';
import { periodRows, splitsOf } from './period-statements';
import { growthPeriodOf, roicPeriodOf, storedEpsBasis } from '../company-metrics';

/** The response bodies as the routes validate them (defaults applied). */
type Statements = z.output<typeof GetStatements200Response>;

const YEARLY_ROWS = 10;

export const REFRESH_JOB = 'market.refresh-security';

export async function requireSecurity(deps: MarketDeps, symbol: string): Promise<Security> {
  const security = await findSecurity(deps.db, symbol);
  if (!security) throw unknownSymbol(symbol);
  return security;
}

/** The live quote, or the stored one when the provider cannot answer. */
async function latestQuote(deps: MarketDeps, symbol: string): Promise<Partial<ProviderQuote>> {
  try {
    const live = await deps.marketData.getQuotes([symbol], { ttlMs: LIVE_TTL_MS });
    if (live.data[0]) return live.data[0];
  } catch {
    // fall back to the stored quote below
  }
  const stored = await findQuote(deps.db, symbol);
  return stored
    ? {
        price: stored.price,
        yearHigh: stored.yearHigh,
        yearLow: stored.yearLow,
        averageVolume: stored.averageVolume,
        marketCap: stored.marketCap,
      }
    : {};
}

/** The period of the EPS the stored P/E divides by (the metrics row says it). */
function epsBasisOf(metrics: CompanyMetrics | undefined): Omit<Company['peBasis'] & object, 'priceAsOf'> {
  const basis = storedEpsBasis(metrics?.epsBasis);
  return {
    epsPeriod: basis?.period ?? null,
    epsFiscalYear: basis?.fiscalYear ?? null,
    epsFiscalQuarter: basis?.fiscalQuarter ?? null,
    epsPeriodEnd: basis?.periodEnd ?? null,
  };
}

function growthNotes(metrics: CompanyMetrics | undefined): Company['growthNotes'] {
  return metrics?.growthNotes ? (JSON.parse(metrics.growthNotes) as Company['growthNotes']) : {};
}

async function loadStoredCompany(deps: MarketDeps, symbol: string): Promise<StoredCompany | undefined> {
  const security = await findSecurity(deps.db, symbol);
  if (!security) return undefined;
  const [executives, metrics, statements, quote] = await Promise.all([
    listExecutives(deps.db, symbol),
    findMetrics(deps.db, symbol),
    listStatements(deps.db, symbol, YEARLY_ROWS),
    findQuote(deps.db, symbol),
  ]);
  const years = parseYears(statements);
  const company: Company = {
    symbol: security.symbol,
    companyName: security.name,
    type: security.type,
    profile: {
      companyName: security.name,
      description: security.description,
      sector: security.sector,
      industry: security.industry,
      exchange: security.exchange,
      exchangeFullName: security.exchangeFullName,
      website: security.website,
      currency: security.currency,
      country: security.country,
      ceo: security.ceo,
      image: security.image,
      isFund: security.type !== 'stock',
      isETF: security.type === 'etf',
    },
    ipoDate: security.ipoDate,
    employees: security.employees,
    country: security.country,
    executives: executives.map((e) => ({
      name: e.name,
      title: e.title,
      yearBorn: e.yearBorn,
      totalPay: e.totalPay,
      currencyPay: e.currencyPay ?? 'USD',
      gender: e.gender,
      active: e.active === null ? null : fromBoolInt(e.active),
    })),
    price: null,
    marketCap: null,
    averageVolume: null,
    eps: metrics?.eps ?? null,
    pe: metrics?.pe ?? null,
    peBasis: { priceAsOf: quote?.quotedAt ?? null, ...epsBasisOf(metrics) },
    forwardPe: metrics?.forwardPe ?? null,
    stickerPrice: metrics?.stickerPrice ?? null,
    marginOfSafety: metrics?.marginOfSafety ?? null,
    paybackTime: metrics?.paybackTime ?? null,
    beta: security.beta,
    lastDividend: security.lastDividend,
    weekRange52: null,
    sharesOutstanding: security.sharesOutstanding,
    revenueGrowth: metrics?.revenueGrowth ?? null,
    epsGrowth: metrics?.epsGrowth ?? null,
    fcfGrowth: metrics?.fcfGrowth ?? null,
    growthPeriod: metrics ? growthPeriodOf(metrics) : null,
    roic: metrics?.roic ?? null,
    roicPeriod: metrics ? roicPeriodOf(metrics) : null,
    debtToEquity: metrics?.debtToEquity ?? null,
    growthNotes: growthNotes(metrics),
    yearlyData: years.map(yearlyDataRow),
    reportingCurrency: statements[0]?.currency ?? security.currency,
    // The rates its metrics were computed with, as stored beside them.
    fxRates: metrics ? fxRatesOfRows([metrics]) : [],
    source: sourceOf(metrics ?? security),
    sources: await companySources(deps.db, symbol, { profile: security }, statements[0]),
  };
  // The stored metrics' market cap is in US dollars (the screener's): a fallback only for a US-dollar security.
  const storedMarketCap = security.currency.toUpperCase() === 'USD' ? (metrics?.marketCap ?? null) : null;
  return { company, storedPrice: metrics?.price ?? null, storedMarketCap };
}

/**
 * The last answer built per stored company, with the quote it was built from: while neither
 * changes (the quote is cached for LIVE_TTL_MS) the same answer object is returned, so the
 * route serialises it once (see companies.handlers.ts). Callers only read it.
 */
const lastAnswers = new WeakMap<StoredCompany, { quote: Partial<ProviderQuote>; answer: Company }>();

/** The stored company (cached until market data is written) with its live quote. */
export async function getCompany(deps: MarketDeps, symbol: string): Promise<Company> {
  const stored = await deps.companyCache.get(symbol, () => loadStoredCompany(deps, symbol));
  if (!stored) throw unknownSymbol(symbol);
  const quote = await latestQuote(deps, symbol);
  const last = lastAnswers.get(stored);
  if (last?.quote === quote) return last.answer;
  const { company, storedPrice, storedMarketCap } = stored;
  const price = quote.price ?? storedPrice;
  const range = quote.yearLow != null && quote.yearHigh != null ? `${quote.yearLow.toFixed(2)}-${quote.yearHigh.toFixed(2)}` : null;
  const answer = {
    ...company,
    price,
    marketCap: marketCap(price, company.sharesOutstanding ?? null) ?? quote.marketCap ?? storedMarketCap,
    averageVolume: quote.averageVolume ?? null,
    weekRange52: range,
  };
  lastAnswers.set(stored, { quote, answer });
  return answer;
}

/** A fiscal year unless the provider said otherwise. */
function withPeriod<T extends { period?: string }>(statement: T): T & { period: string } {
  return { ...statement, period: statement.period ?? 'FY' };
}

export async function getStatements(deps: MarketDeps, symbol: string, period: StatementsPeriod = 'annual'): Promise<Statements> {
  const security = await requireSecurity(deps, symbol);
  const { periods, newest } = await periodRows(deps, symbol, period, 100);
  const annual = period === 'annual' ? await listStatements(deps.db, symbol, 1) : [];
  return {
    symbol: security.symbol,
    currency: newest?.currency ?? security.currency,
    period,
    incomeStatements: periods.flatMap((y) => (y.income ? [withPeriod(y.income)] : [])),
    balanceSheets: periods.flatMap((y) => (y.balance ? [withPeriod(y.balance)] : [])),
    cashFlowStatements: periods.flatMap((y) => (y.cashFlow ? [withPeriod(y.cashFlow)] : [])),
    // Year-on-year growth compares fiscal years; a quarter's or TTM's figures stand alone.
    derived: period === 'annual' ? derivedFigures(periods) : periods.flatMap((one) => derivedFigures([one])),
    splits: await splitsOf(deps, security.symbol),
    source: { ...labelledSource(newest ?? security), ...(await filingProvenance(deps.db, security.symbol, annual[0])) },
  };
}

export async function getFinancialsChart(
  deps: MarketDeps,
  symbol: string,
  period: 'annual' | 'quarterly' = 'annual',
): Promise<FinancialChart> {
  const security = await requireSecurity(deps, symbol);
  const { periods, newest } = await periodRows(deps, symbol, period, YEARLY_ROWS);
  const shown = period === 'annual' ? periods : periods.slice(0, YEARLY_ROWS * 4);
  return {
    symbol: security.symbol,
    ...financialChart(shown, (y) => (y as { label?: string }).label ?? String(y.fiscalYear)),
    currency: newest?.currency ?? security.currency,
    ...(newest ? { source: labelledSource(newest) } : {}),
  };
}

function newsItem(row: NewsRow) {
  return {
    ticker: row.symbol,
    title: row.title,
    url: row.url,
    site: row.site,
    publishedDate: row.publishedAt,
    image: row.image,
    text: row.text,
  };
}

/** A page of news; one row more than asked tells whether there is more. */
/** A page of news, of one symbol or all; `exclude` leaves out the items of those symbols (what the caller hid). */
export async function newsPage(
  deps: MarketDeps,
  symbol: string | null,
  limit: number,
  offset: number,
  exclude: readonly string[] = [],
): Promise<NewsList> {
  const rows = await listNews(deps.db, symbol, limit + 1, offset, exclude);
  const page = rows.slice(0, limit);
  const { source, rowSource } = listProvenance(page);
  return { news: page.map((row) => ({ ...newsItem(row), ...rowSource(row) })), hasMore: rows.length > limit, ...source };
}

/** The stored article a demo news item links to (see common/demo-news.ts). */
export async function demoNewsArticle(deps: MarketDeps, slug: string) {
  const row = await findNewsByUrl(deps.db, `${DEMO_NEWS_PATH}${slug}`);
  if (!row) throw notFound(`No demo news article ${slug}`);
  return newsItem(row);
}

export async function listCompanyNews(deps: MarketDeps, symbol: string, limit: number, offset: number): Promise<NewsList> {
  await requireSecurity(deps, symbol);
  return newsPage(deps, symbol, limit, offset);
}

/** Queues a durable refresh of one security; a known symbol of the provider may be new to the database. */
export async function refreshCompany(deps: MarketDeps, symbol: string) {
  if (!(await findSecurity(deps.db, symbol))) {
    await fromProvider(() => deps.marketData.call('getProfile', { symbol }, { ttlMs: LIVE_TTL_MS }), symbol);
  }
  const job = await deps.durableJobs.enqueue(REFRESH_JOB, { symbol }, { dedupeKey: `refresh:${symbol}` });
  return {
    status: 'queued' as const,
    message: job.existing ? `A refresh of ${symbol} is already queued` : `Refresh of ${symbol} queued`,
    jobId: job.id,
  };
}

export function companySummary(row: CompanyMetrics): CompanySummary {
  return {
    symbol: row.symbol,
    companyName: row.companyName,
    sector: row.sector,
    industry: row.industry,
    exchange: row.exchange,
    price: row.price,
    marketCap: row.marketCap,
    pe: row.pe,
    forwardPe: row.forwardPe,
    revenueGrowth: row.revenueGrowth,
    epsGrowth: row.epsGrowth,
    fcfGrowth: row.fcfGrowth,
    roic: row.roic,
    debtToEquity: row.debtToEquity,
  };
}
