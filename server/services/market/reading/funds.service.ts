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
      etfCompany: fund.etf_company,
      assetsUnderManagement: fund.assets_under_management,
      assetClass: fund.asset_class,
      holdingsCount: fund.holdings_count,
      nav: fund.nav,
      expenseRatio: fund.expense_ratio,
      inceptionDate: fund.inception_date,
      website: fund.website,
      sectorsList: weights('sector').map((w) => ({ industry: w.name, exposure: w.weight })),
    },
    holdings: holdings.map((h) => ({
      name: h.name,
      asset: h.asset,
      weightPercentage: h.weight_percentage,
      marketValue: h.market_value,
      sharesNumber: h.shares_number,
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
      assetsUnderManagement: r.assets_under_management,
      nav: r.nav,
      expenseRatio: r.expense_ratio,
      ...rowSource(r),
    })),
    totalCount,
    page: query.page,
    limit: query.limit,
    ...source,
  };
}
