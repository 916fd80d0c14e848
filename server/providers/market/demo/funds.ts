/** Fund facts of the demo market: information, holdings of demo stocks, sector and country weights. */
import type { CountryWeight, FundHolding, SectorWeight } from '../../../../generated/model';
import type { ProviderFundInfo } from '../types';
import { fundTheme } from './fund-themes';
import type { DemoCompany, DemoFund, DemoUniverse } from './universe';

const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  DE: 'Germany',
  GB: 'United Kingdom',
  JP: 'Japan',
  CA: 'Canada',
  AU: 'Australia',
  CH: 'Switzerland',
};

function countryName(code: string): string {
  return COUNTRY_NAMES[code] ?? code;
}

export function fundInfoOf(fund: DemoFund, nav: number): ProviderFundInfo {
  const issuer = `${fund.family} Investments (demo)`;
  return {
    symbol: fund.symbol,
    name: fund.name,
    type: fund.kind,
    description:
      `The ${fund.name} is a fictional ${fund.kind === 'etf' ? 'exchange-traded fund' : 'mutual fund'} of the demo market. ` +
      `It follows ${fundTheme(fund.theme).strategy} across ${fund.holdings.length} demo stocks &amp; rebalances quarterly. Simulated data only.`,
    etfCompany: issuer,
    assetsUnderManagement: fund.assetsUnderManagement,
    assetClass: 'Equity',
    holdingsCount: fund.holdings.length,
    nav,
    expenseRatio: fund.expenseRatio,
    inceptionDate: fund.inceptionDate,
    website: `https://${fund.family.toLowerCase().replace(/[^a-z]/g, '')}.example.com/funds/${fund.symbol.toLowerCase()}`,
  };
}

function heldCompanies(fund: DemoFund, universe: DemoUniverse): Array<{ company: DemoCompany; weight: number }> {
  return fund.holdings.flatMap(({ symbol, weight }) => {
    const company = universe.bySymbol.get(symbol);
    return company?.kind === 'stock' ? [{ company, weight }] : [];
  });
}

export function holdingsOf(fund: DemoFund, universe: DemoUniverse, priceOf: (symbol: string) => number): FundHolding[] {
  return heldCompanies(fund, universe).map(({ company, weight }) => {
    const marketValue = Math.round((fund.assetsUnderManagement * weight) / 100);
    return {
      name: company.name,
      asset: company.symbol,
      weightPercentage: weight,
      marketValue,
      sharesNumber: Math.round(marketValue / Math.max(priceOf(company.symbol), 0.01)),
    };
  });
}

/** Adds weights by a key and scales them to 100 %. */
function weightsBy(entries: Array<{ key: string; weight: number }>): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const { key, weight } of entries) sums.set(key, (sums.get(key) ?? 0) + weight);
  const total = [...sums.values()].reduce((a, b) => a + b, 0) || 1;
  return [...sums.entries()]
    .map(([key, weight]): [string, number] => [key, Math.round((weight / total) * 100_000) / 1000])
    .sort((a, b) => b[1] - a[1]);
}

export function sectorWeightsOf(fund: DemoFund, universe: DemoUniverse): SectorWeight[] {
  const entries = heldCompanies(fund, universe).map(({ company, weight }) => ({ key: company.sector.name, weight }));
  return weightsBy(entries).map(([industry, exposure]) => ({ industry, exposure }));
}

export function countryWeightsOf(fund: DemoFund, universe: DemoUniverse): CountryWeight[] {
  const entries = heldCompanies(fund, universe).map(({ company, weight }) => ({ key: countryName(company.country), weight }));
  return weightsBy(entries).map(([country, weightPercentage]) => ({ country, weightPercentage }));
}
