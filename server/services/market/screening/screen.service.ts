/**
 * The two screener paths: GET /screen (market cap in billions, list filters comma-separated,
 * page and limit) and GET /companies (market cap in US dollars, offset and limit). Both read
 * the same in-memory screener, sorted by market cap descending unless asked otherwise.
 */
import type { CompanyList, ScreenResponse, ScreenRow } from '../../../../generated/model';
import type { CompanyMetrics } from '../../../db/tables/market.table';
import { companySummary } from '../reading/company.service';
import { growthPeriodOf, roicPeriodOf, storedPeriodName } from '../company-metrics';
import { fxRatesOfRows } from '../fx-rates';
import { type MarketDeps, listProvenance } from '../market-deps';
import type { ScreenCriteria, SortField, SortOrder } from './screener';

/** The alternate screener path's market-cap unit (the screening page types billions). */
const MARKET_CAP_UNIT = 1e9;

export interface ScreenQuery extends Omit<ScreenCriteria, 'sectors' | 'industries' | 'exchanges'> {
  page: number;
  limit: number;
  sectors?: string;
  industries?: string;
  exchanges?: string;
  sortBy: SortField;
  sortOrder: SortOrder;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const billions = (value: number | undefined) => (value === undefined ? undefined : value * MARKET_CAP_UNIT);

function screenRow(row: CompanyMetrics): ScreenRow {
  return {
    ticker: row.symbol,
    companyName: row.companyName,
    sector: row.sector,
    industry: row.industry,
    exchange: row.exchange,
    price: row.price,
    currency: row.priceCurrency,
    marketCap: row.marketCap,
    peRatio: row.pe,
    pePeriod: storedPeriodName(row.epsBasis),
    forwardPe: row.forwardPe,
    epsGrowth: row.epsGrowth,
    fcfGrowth: row.fcfGrowth,
    revenueGrowth: row.revenueGrowth,
    growthPeriod: growthPeriodOf(row),
    roic: row.roic,
    roicPeriod: roicPeriodOf(row),
    debtToEquity: row.debtToEquity,
    paybackTime: row.paybackTime,
    marginOfSafety: row.marginOfSafety,
  };
}

/** One page of the screener, leaving out the symbols in `exclude` (what the caller hid). */
export async function screenStocks(deps: MarketDeps, query: ScreenQuery, exclude: readonly string[] = []): Promise<ScreenResponse> {
  const { page, limit, sortBy, sortOrder, sectors, industries, exchanges, marketCapMin, marketCapMax, ...numeric } = query;
  const criteria: ScreenCriteria = {
    ...numeric,
    sectors: list(sectors),
    industries: list(industries),
    exchanges: list(exchanges),
    marketCapMin: billions(marketCapMin),
    marketCapMax: billions(marketCapMax),
  };
  const offset = (page - 1) * limit;
  const result = await deps.screener.screen(criteria, sortBy, sortOrder, offset, limit, exclude);
  const { source, rowSource } = listProvenance(result.rows);
  return {
    results: result.rows.map((row) => ({ ...screenRow(row), ...rowSource(row) })),
    totalCount: result.totalCount,
    marketCount: result.marketCount,
    withFiguresCount: result.withFiguresCount,
    hasMore: offset + result.rows.length < result.totalCount,
    page,
    limit,
    fxRates: fxRatesOfRows(result.rows),
    ...source,
  };
}

export interface CompanyListQuery extends Omit<ScreenCriteria, 'sectors' | 'industries' | 'exchanges'> {
  limit: number;
  offset: number;
  sector?: string;
}

export async function listCompanies(deps: MarketDeps, query: CompanyListQuery): Promise<CompanyList> {
  const { limit, offset, sector, ...criteria } = query;
  const result = await deps.screener.screen({ ...criteria, sectors: sector ? [sector] : undefined }, 'market_cap', 'desc', offset, limit);
  const { source, rowSource } = listProvenance(result.rows);
  return {
    companies: result.rows.map((row) => ({ ...companySummary(row), ...rowSource(row) })),
    totalCount: result.totalCount,
    fxRates: fxRatesOfRows(result.rows),
    ...source,
  };
}
