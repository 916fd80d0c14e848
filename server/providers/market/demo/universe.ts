/**
 * The securities of the demo market, built once per (seed, size, fiscal year): fictional
 * companies with their economics, ETFs and mutual funds holding them, and a few indexes.
 * Each security carries a PriceModel from which prices.ts derives any day's price.
 */
import { Random, hashString } from './random';
import { EXCHANGES, FOREIGN_REPORTERS, FUND_FAMILIES, RESERVED_TICKERS, SECTORS, type SectorProfile } from './catalog';
import { FUND_THEMES, type ThemeCandidate, fundTheme, pickHoldings } from './fund-themes';
import { pad, uniqueCompanyName, uniqueTicker } from './names';

/** Years of price history before the last fiscal year (the issue asks for at least 15). */
const HISTORY_YEARS = 16;
const ETF_COUNT = 60;
const MUTUAL_FUND_COUNT = 30;
/** The income tax rate of the demo market (statements.ts charges it on profits). */
export const TAX_RATE = 0.21;
/** The interest rate on debt of the demo market (statements.ts charges it). */
export const INTEREST_RATE = 0.05;

export interface PriceModel {
  key: number;
  /** Calendar year of logAnchors[0]; one anchor per year, the log price at mid-year. */
  anchorStartYear: number;
  logAnchors: number[];
  dailyVolatility: number;
  baseVolume: number;
}

type CompanyProfileKind = 'steady' | 'loss' | 'pre_revenue';

export interface DemoCompany {
  kind: 'stock';
  index: number;
  symbol: string;
  name: string;
  sector: SectorProfile;
  industry: string;
  exchange: string;
  exchangeFullName: string;
  currency: string;
  country: string;
  usdRate: number;
  cik: string;
  ipoDate: string;
  fiscalYearEndMonth: number;
  profile: CompanyProfileKind;
  /** Fiscal years with statements, oldest first; empty when the company reports none. */
  fiscalYears: number[];
  /** Revenue per fiscal year in the reporting currency. */
  revenue: number[];
  growth: number;
  grossMargin: number;
  researchRatio: number;
  sgaRatio: number;
  debtRatio: number;
  /** Cash the company keeps, as a share of its revenue; it returns what it earns beyond that. */
  cashRatio: number;
  payoutRatio: number;
  sharesLast: number;
  sharesGrowth: number;
  beta: number;
  employees: number;
  /** Statement fields this company leaves empty. */
  missing: ReadonlySet<string>;
  price: PriceModel;
}

export interface DemoFund {
  kind: 'etf' | 'mutual_fund';
  index: number;
  symbol: string;
  name: string;
  family: string;
  theme: string;
  exchange: string;
  expenseRatio: number;
  inceptionDate: string;
  assetsUnderManagement: number;
  holdings: Array<{ symbol: string; weight: number }>;
  price: PriceModel;
}

export interface DemoIndex {
  kind: 'index';
  symbol: string;
  name: string;
  price: PriceModel;
}

type DemoSecurity = DemoCompany | DemoFund;

export interface DemoUniverse {
  seedHash: number;
  lastFiscalYear: number;
  companies: DemoCompany[];
  funds: DemoFund[];
  indexes: DemoIndex[];
  bySymbol: Map<string, DemoSecurity>;
}

const cache = new Map<string, DemoUniverse>();

/** The demo market for a seed and size; memoised, since every provider call needs it. */
export function demoUniverse(seed: string, stockCount: number, lastFiscalYear: number): DemoUniverse {
  const key = `${seed}|${stockCount}|${lastFiscalYear}`;
  let universe = cache.get(key);
  if (!universe) {
    universe = buildUniverse(seed, stockCount, lastFiscalYear);
    cache.clear();
    cache.set(key, universe);
  }
  return universe;
}

function buildUniverse(seed: string, stockCount: number, lastFiscalYear: number): DemoUniverse {
  const seedHash = hashString(seed);
  const names = new Set<string>();
  const tickers = new Set<string>(RESERVED_TICKERS);
  const companies = Array.from({ length: stockCount }, (_, index) => buildCompany(seedHash, index, lastFiscalYear, names, tickers));
  const bySize = [...companies].sort((a, b) => valueOf(b) - valueOf(a));
  const funds = [
    ...Array.from({ length: ETF_COUNT }, (_, index) => buildFund(seedHash, 'etf', index, lastFiscalYear, bySize, tickers)),
    ...Array.from({ length: MUTUAL_FUND_COUNT }, (_, index) => buildFund(seedHash, 'mutual_fund', index, lastFiscalYear, bySize, tickers)),
  ];
  const bySymbol = new Map<string, DemoSecurity>();
  for (const security of [...companies, ...funds]) bySymbol.set(security.symbol, security);
  return { seedHash, lastFiscalYear, companies, funds, indexes: buildIndexes(seedHash, lastFiscalYear), bySymbol };
}

function lastRevenueUsdOf(revenue: number[], usdRate: number): number {
  return (revenue[revenue.length - 1] ?? 0) * usdRate;
}

function buildCompany(seedHash: number, index: number, lastFiscalYear: number, names: Set<string>, tickers: Set<string>): DemoCompany {
  const rng = Random.of(seedHash, 'company', index);
  const sector = rng.weighted(SECTORS.map((s) => [s, s.weight] as const));
  const { name, stem } = uniqueCompanyName(rng, sector, names);
  const symbol = uniqueTicker(rng, stem, sector.nouns[0] ?? 'X', tickers, 4);
  const exchange = rng.weighted(EXCHANGES.map((e) => [e, e.weight] as const));
  const foreign = rng.chance(0.14) ? rng.pick(FOREIGN_REPORTERS) : null;
  const profile: CompanyProfileKind = rng.chance(sector.lossShare * 0.3) ? 'pre_revenue' : rng.chance(sector.lossShare) ? 'loss' : 'steady';
  const fiscalYears = statementYears(rng, lastFiscalYear);
  const growth = Math.min(0.35, Math.max(-0.05, 0.07 + 0.06 * rng.normal()));
  const usdRate = foreign?.usdRate ?? 1;
  const revenue = revenueSeries(rng, profile, fiscalYears.length, growth, usdRate);
  const economics = economicsOf(rng, sector, profile);
  const sharesGrowth = rng.between(-0.03, 0.05);
  const anchorStartYear = lastFiscalYear - HISTORY_YEARS;
  const values = valueAnchors(
    rng,
    profile,
    revenue,
    fiscalYears,
    growth,
    usdRate * economics.valuePerRevenue,
    anchorStartYear,
    lastFiscalYear,
  );
  const lastValue = values[HISTORY_YEARS] ?? 1e9;
  // Shares of companies under $500M trade between $2 and $30, larger ones between $8 and $350;
  // share counts stay between 2 million and 16 billion.
  const targetPrice = lastValue < 5e8 ? rng.logBetween(2, 30) : rng.logBetween(8, 350);
  const sharesLast = Math.round(Math.min(1.6e10, Math.max(2e6, lastValue / targetPrice)));
  const dailyVolatility = rng.between(0.011, 0.03) * (profile === 'steady' ? 1 : 1.4);
  return {
    kind: 'stock',
    index,
    symbol,
    name,
    sector,
    industry: rng.pick(sector.industries),
    exchange: exchange.code,
    exchangeFullName: exchange.fullName,
    currency: foreign?.currency ?? 'USD',
    country: foreign?.country ?? 'US',
    usdRate,
    cik: String(9_000_000_000 + index * 7 + 3).padStart(10, '0'),
    ipoDate: `${anchorStartYear - rng.int(1, 30)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
    fiscalYearEndMonth: rng.weighted([
      [12, 70],
      [9, 12],
      [6, 12],
      [3, 6],
    ] as const),
    profile,
    fiscalYears,
    revenue,
    growth,
    grossMargin: economics.grossMargin,
    researchRatio: economics.researchRatio,
    sgaRatio: economics.sgaRatio,
    debtRatio: economics.debtRatio,
    cashRatio: economics.cashRatio,
    payoutRatio: profile === 'steady' && rng.chance(0.55) ? rng.between(0.1, 0.6) : 0,
    sharesLast,
    sharesGrowth,
    beta: Math.round(rng.between(0.4, 2.1) * 100) / 100,
    // Revenue per employee of $150K to $900K; a company without revenue staffs its spending.
    employees: Math.max(3, Math.round(Math.max(lastRevenueUsdOf(revenue, usdRate), 3e7) / rng.logBetween(150_000, 900_000))),
    missing: missingFields(rng, sector),
    price: {
      key: hashString(`${seedHash}:${symbol}`),
      anchorStartYear,
      logAnchors: values.map((v) => Math.log(v / sharesLast)),
      dailyVolatility,
      // 0.2 % to 1 % of the shares change hands on an ordinary day.
      baseVolume: Math.round(sharesLast * rng.logBetween(0.002, 0.01)),
    },
  };
}

/**
 * Margins, debt and valuation of a company from its sector: a profitable company earns about its
 * sector's operating margin, enough to pay the interest on its debt, and is valued at 10 to 28
 * times its expected earnings; a loss-making one spends 5 % to 50 % of its revenue more than it
 * earns and is valued on its sales.
 */
function economicsOf(rng: Random, sector: SectorProfile, profile: CompanyProfileKind) {
  // Without a cost of revenue (banks, insurers) every dollar of revenue is gross profit.
  const grossMargin = sector.costOfRevenue ? Math.min(0.92, Math.max(0.12, sector.grossMargin + 0.06 * rng.normal())) : 1;
  const debtRatio = profile === 'pre_revenue' ? rng.between(0, 0.15) : rng.chance(0.06) ? rng.between(0.4, 0.6) : rng.between(0, 0.4);
  const cashRatio = rng.between(0.05, 0.35);
  const interest = INTEREST_RATE * debtRatio;
  const operatingMargin =
    profile === 'steady'
      ? Math.min(grossMargin - 0.06, 0.45, Math.max(0.05 + interest, sector.operatingMargin * Math.exp(0.35 * rng.normal())))
      : -rng.between(0.05, 0.5);
  const researchRatio = sector.research ? Math.min(rng.between(0.02, 0.18), Math.max(0, grossMargin - operatingMargin - 0.05)) : 0;
  const sgaRatio = grossMargin - researchRatio - operatingMargin;
  const expectedNetMargin = (operatingMargin - interest) * (1 - TAX_RATE);
  const valuePerRevenue =
    profile === 'steady' ? expectedNetMargin * rng.logBetween(10, 28) : sector.priceToSales * Math.exp(0.35 * rng.normal()) * 0.8;
  return { grossMargin, researchRatio, sgaRatio, debtRatio, cashRatio, valuePerRevenue };
}

function statementYears(rng: Random, lastFiscalYear: number): number[] {
  const count = rng.weighted([
    [0, 2],
    [1, 2],
    [11, 3],
    [12, 3],
    [13, 3],
    [14, 3],
    [15, 84],
  ] as const);
  return Array.from({ length: count }, (_, i) => lastFiscalYear - count + 1 + i);
}

function revenueSeries(rng: Random, profile: CompanyProfileKind, years: number, growth: number, usdRate: number): number[] {
  if (profile === 'pre_revenue') return Array.from({ length: years }, () => 0);
  const lastUsd = rng.logBetween(1.5e7, profile === 'loss' ? 5e9 : 1.6e11);
  const series: number[] = new Array(years);
  let value = lastUsd / usdRate;
  for (let i = years - 1; i >= 0; i--) {
    series[i] = Math.round(value);
    value /= Math.max(0.6, 1 + growth + 0.05 * rng.normal());
  }
  return series;
}

/** Fundamental value (USD) per calendar year from the history start to one year past the last fiscal year. */
function valueAnchors(
  rng: Random,
  profile: CompanyProfileKind,
  revenue: number[],
  fiscalYears: number[],
  growth: number,
  usdPerRevenue: number,
  startYear: number,
  lastFiscalYear: number,
): number[] {
  const floor = rng.logBetween(4e7, 8e8);
  const drift = rng.between(-0.04, 0.12);
  const firstYear = fiscalYears[0] ?? lastFiscalYear + 1;
  return Array.from({ length: lastFiscalYear - startYear + 2 }, (_, i) => {
    const year = startYear + i;
    if (profile === 'pre_revenue' || revenue.length === 0) return floor * Math.exp(drift * (year - lastFiscalYear));
    const known = revenue[year - firstYear];
    const first = revenue[0] ?? 0;
    const last = revenue[revenue.length - 1] ?? 0;
    const estimated =
      known ?? (year < firstYear ? first / (1 + growth) ** (firstYear - year) : last * (1 + growth) ** (year - lastFiscalYear));
    // A profitable company is worth its earnings; a loss-maker keeps some option value.
    return Math.max(profile === 'steady' ? 1e6 : floor * 0.2, estimated * usdPerRevenue);
  });
}

function missingFields(rng: Random, sector: SectorProfile): ReadonlySet<string> {
  const missing = new Set<string>();
  if (!sector.research) missing.add('researchAndDevelopmentExpenses');
  if (!sector.inventory) missing.add('inventory');
  if (!sector.costOfRevenue) {
    missing.add('costOfRevenue');
    missing.add('grossProfit');
  }
  if (rng.chance(0.15)) missing.add('generalAndAdministrativeExpenses');
  if (rng.chance(0.08)) {
    missing.add('goodwill');
    missing.add('intangibleAssets');
  }
  if (rng.chance(0.06)) missing.add('stockBasedCompensation');
  return missing;
}

function buildFund(
  seedHash: number,
  kind: DemoFund['kind'],
  index: number,
  lastFiscalYear: number,
  bySize: DemoCompany[],
  tickers: Set<string>,
): DemoFund {
  const rng = Random.of(seedHash, kind, index);
  const family = FUND_FAMILIES[index % FUND_FAMILIES.length] ?? 'Lumenward';
  const theme = FUND_THEMES[Math.floor(index / FUND_FAMILIES.length) % FUND_THEMES.length] ?? fundTheme('Total Market');
  const series = Math.floor(index / (FUND_FAMILIES.length * FUND_THEMES.length));
  const suffix = kind === 'etf' ? 'ETF' : 'Fund Investor Shares';
  const name = `${family} ${theme.name}${series > 0 ? ` ${'II III IV'.split(' ')[series - 1] ?? series + 1}` : ''} ${suffix}`;
  const initials = (
    family.slice(0, 1) +
    theme.name
      .split(' ')
      .map((w) => w[0])
      .join('')
  ).toUpperCase();
  // Mutual fund tickers end in X, as they do in the US.
  const symbol = uniqueTicker(rng, initials, 'FUND', tickers, 4, kind === 'etf' ? '' : 'X');
  const anchorStartYear = lastFiscalYear - HISTORY_YEARS;
  const level = rng.logBetween(15, 300);
  const drift = rng.between(0.02, 0.11);
  const assetsUnderManagement = Math.round(rng.logBetween(5e7, 4e11));
  return {
    kind,
    index,
    symbol,
    name,
    family,
    theme: theme.name,
    exchange: kind === 'etf' ? rng.pick(['NYSE', 'NASDAQ', 'CBOE']) : 'NASDAQ',
    expenseRatio: Math.round(rng.between(kind === 'etf' ? 0.03 : 0.2, kind === 'etf' ? 0.75 : 1.25) * 100) / 100,
    inceptionDate: `${anchorStartYear - rng.int(1, 20)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
    assetsUnderManagement,
    holdings: pickHoldings(rng, theme, bySize, themeCandidate, valueOf),
    price: {
      key: hashString(`${seedHash}:${kind}:${index}`),
      anchorStartYear,
      logAnchors: Array.from({ length: HISTORY_YEARS + 2 }, (_, i) => Math.log(level) + drift * (i - HISTORY_YEARS)),
      dailyVolatility: rng.between(0.006, 0.014),
      // 0.2 % to 2 % of the fund's shares change hands on an ordinary day.
      baseVolume: Math.round((assetsUnderManagement / level) * rng.logBetween(0.002, 0.02)),
    },
  };
}

function themeCandidate(company: DemoCompany, sizeRank: number): ThemeCandidate {
  const { country, growth, payoutRatio, debtRatio, beta } = company;
  return { country, growth, payoutRatio, debtRatio, beta, sizeRank, profitable: company.profile === 'steady' };
}

/** The company's market value (USD) at its latest yearly anchor. */
function valueOf(company: DemoCompany): number {
  return Math.exp(company.price.logAnchors[HISTORY_YEARS] ?? 0) * company.sharesLast;
}

function buildIndexes(seedHash: number, lastFiscalYear: number): DemoIndex[] {
  const specs = [
    ['^DMCP', 'Demo Composite Index', 4800],
    ['^DM500', 'Demo Large Cap 500', 5200],
    ['^DMTEC', 'Demo Technology Index', 17800],
    ['^DMSML', 'Demo Small Cap 2000', 2100],
  ] as const;
  const anchorStartYear = lastFiscalYear - HISTORY_YEARS;
  return specs.map(([symbol, name, level]) => {
    const rng = Random.of(seedHash, symbol);
    const drift = rng.between(0.05, 0.1);
    return {
      kind: 'index',
      symbol,
      name,
      price: {
        key: hashString(`${seedHash}:${symbol}`),
        anchorStartYear,
        logAnchors: Array.from({ length: HISTORY_YEARS + 2 }, (_, i) => Math.log(level) + drift * (i - HISTORY_YEARS)),
        dailyVolatility: rng.between(0.007, 0.012),
        baseVolume: rng.logBetween(1e8, 4e9),
      },
    };
  });
}
