/** ETFs and mutual funds: one fund with holdings and allocations, and the paged fund list. */
import type { Fund, FundList } from '../../../../generated/model';
import { findFund, listAllocations, listFunds as listFundRows, listHoldings } from '../../../db/repositories/market-read.repository';
import { notFound } from '../../../lib/errors';
import { requireSecurity } from './company.service';
import { type MarketDeps, listProvenance, sourceOf } from '../market-deps';

export async function getFund(deps: MarketDeps, symbol: string): Promise<Fund> {
  const security = await requireSecurity(deps, symbol);
  const fund = security.type === 'stock' ? undefined : await findFund(deps.db, symbol);
  if (!fund || security.type === 'stock') throw notFound(`No fund with symbol ${symbol}`);
  const [holdings, allocations] = await Promise.all([listHoldings(deps.db, symbol), listAllocations(deps.db, symbol)]);
  const weights = (kind: 'sector' | 'country') => allocations.filter((a) => a.kind === kind);
  return {
    symbol: security.symbol,
    type: security.type,
    info: {
      symbol: security.symbol,
      name: security.name,
      description: fund.description,
      etfCompany: fund.etfCompany,
      assetsUnderManagement: fund.assetsUnderManagement,
      assetClass: fund.assetClass,
      holdingsCount: fund.holdingsCount,
      nav: fund.nav,
      expenseRatio: fund.expenseRatio,
      inceptionDate: fund.inceptionDate,
      website: fund.website,
      sectorsList: weights('sector').map((w) => ({ industry: w.name, exposure: w.weight })),
    },
    holdings: holdings.map((h) => ({
      name: h.name,
      asset: h.asset,
      weightPercentage: h.weightPercentage,
      marketValue: h.marketValue,
      sharesNumber: h.sharesNumber,
    })),
    countryWeightings: weights('country').map((w) => ({ country: w.name, weightPercentage: w.weight })),
    source: sourceOf(fund),
  };
}

export interface FundQuery {
  page: number;
  limit: number;
  type?: 'etf' | 'mutual_fund';
  search?: string;
}

export async function listFunds(deps: MarketDeps, query: FundQuery): Promise<FundList> {
  const { rows, totalCount } = await listFundRows(
    deps.db,
    { type: query.type, search: query.search },
    query.limit,
    (query.page - 1) * query.limit,
  );
  const { source, rowSource } = listProvenance(rows);
  return {
    funds: rows.map((r) => ({
      symbol: r.symbol,
      name: r.name,
      type: r.type,
      assetsUnderManagement: r.assetsUnderManagement,
      nav: r.nav,
      expenseRatio: r.expenseRatio,
      ...rowSource(r),
    })),
    totalCount,
    page: query.page,
    limit: query.limit,
    ...source,
  };
}
