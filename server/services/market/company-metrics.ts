/**
 * The screener's and overview's figures of one company, from its statements (newest first),
 * its price and its forward EPS estimate. The P/E, growth rates and ROIC read the trailing twelve
 * months where the company's quarters end after its latest fiscal year, debt to equity the newest
 * balance sheet. Total debt, free cash flow, debt to equity, ROIC, SimpleDCF and payback time
 * follow the one definition in common/ (derived-figures.ts, valuation.ts) and metrics/roic.ts; the
 * price ratios live in services/metrics/.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from '../../../generated/model';
import { forwardPe } from '../metrics/forward-pe';
import { type FxTable, convert } from '../metrics/fx';
import { GROWTH_NOTES, type Growth, type GrowthPoint, MAX_GROWTH_YEARS, compoundGrowth } from '../metrics/growth';
import { marketCap } from '../metrics/market-cap';
import { peRatio } from '../metrics/pe-ratio';
import { debtToEquityOf, freeCashFlowOf } from '../../../common/derived-figures';
import { marginOfSafetyPrice, paybackTime, simpleDcf } from '../../../common/valuation';
import { statementsRoic } from './statements';
import { fiscalPeriodName } from '../../../common/fiscal-period';
import type { CompanyMetrics as CompanyMetricsRow } from '../../db/tables/market.table';

export interface MetricsInputs {
  /** The statements' (reporting) currency. */
  currency: string;
  /** The trading currency: of the price, the market cap and the forward EPS estimate's comparison. */
  priceCurrency: string;
  /** The dated rates that put statement figures into the trading currency and the market cap into US dollars. */
  fx: FxTable;
  income: IncomeStatement[];
  balance: BalanceSheet[];
  cashFlow: CashFlowStatement[];
  /** Trailing twelve months at each quarter end that closes four known quarters, newest first. */
  ttm?: TrailingYear[];
  /** The newest fiscal quarter's balance sheet, when the provider gives quarters. */
  latestQuarterBalance?: BalanceSheet | null;
  /** In the trading currency. */
  price: number | null;
  sharesOutstanding: number | null;
  /** Next fiscal year's EPS estimate, in the reporting currency. */
  forwardEps: number | null;
  /** The provider's market cap, used when price or shares are missing. */
  quotedMarketCap?: number | null;
  /** The statements could not be fetched (none are given): the growth notes say so. */
  statementsNotFetched?: boolean;
}

interface GrowthNotes {
  revenueGrowth?: string;
  epsGrowth?: string;
  fcfGrowth?: string;
}

/** Growth notes of a company whose statements could not be fetched, never those of a company without history. */
const NOT_FETCHED_NOTES: GrowthNotes = {
  revenueGrowth: GROWTH_NOTES.notFetched,
  epsGrowth: GROWTH_NOTES.notFetched,
  fcfGrowth: GROWTH_NOTES.notFetched,
};

/** The statements of one trailing-twelve-month period (either may be missing). */
export interface TrailingYear {
  income: IncomeStatement | null;
  cashFlow: CashFlowStatement | null;
}

/** The period of the EPS a P/E divides by, or the period growth rates end with. */
export interface EpsBasis {
  period: 'FY' | 'TTM';
  fiscalYear: string;
  /** The last quarter of a TTM period; null for a fiscal year. */
  fiscalQuarter: number | null;
  periodEnd: string;
}

/** A metrics row's stored EPS basis (its epsBasis column), or null. */
export function storedEpsBasis(json: string | null | undefined): EpsBasis | null {
  return json ? (JSON.parse(json) as EpsBasis) : null;
}

/** The name of a stored period (epsBasis, growthBasis): 'TTM FY2026 Q1', 'FY2025'; null when none is stored. */
export function storedPeriodName(json: string | null | undefined): string | null {
  const basis = storedEpsBasis(json);
  return basis ? fiscalPeriodName(basis) : null;
}

/** The period a metrics row's growth rates end with, when it has any. */
export function growthPeriodOf(row: Pick<CompanyMetricsRow, 'revenueGrowth' | 'epsGrowth' | 'fcfGrowth' | 'growthBasis'>): string | null {
  const anyGrowth = [row.revenueGrowth, row.epsGrowth, row.fcfGrowth].some((rate) => rate !== null);
  return anyGrowth ? storedPeriodName(row.growthBasis) : null;
}

/** The period a metrics row's ROIC is measured on, when it has one. */
export function roicPeriodOf(row: Pick<CompanyMetricsRow, 'roic' | 'roicBasis'>): string | null {
  return row.roic === null ? null : storedPeriodName(row.roicBasis);
}

export interface MetricsValues {
  /** In the trading currency. */
  marketCap: number | null;
  /** The market cap in US dollars (the screener's column), null without a rate. */
  marketCapUsd: number | null;
  /** Diluted EPS of `epsBasis`'s period, which the P/E divides by. */
  eps: number | null;
  epsBasis: EpsBasis | null;
  pe: number | null;
  forwardPe: number | null;
  revenueGrowth: number | null;
  epsGrowth: number | null;
  fcfGrowth: number | null;
  /** The period the growth rates end with (and start a whole number of years before). */
  growthBasis: EpsBasis | null;
  growthNotes: GrowthNotes;
  roic: number | null;
  /** The period of the income ROIC reads (its balance sheet is as of that period's end); null without a ROIC. */
  roicBasis: EpsBasis | null;
  debtToEquity: number | null;
  /** The date of the balance sheet debt to equity reads; null without one. */
  debtToEquityAsOf: string | null;
  stickerPrice: number | null;
  marginOfSafety: number | null;
  paybackTime: number | null;
}

const epsOf = (row: IncomeStatement | undefined) => row?.epsDiluted ?? row?.eps ?? null;

function series<T extends { fiscalYear: string }>(rows: T[], pick: (row: T) => number | null | undefined): GrowthPoint[] {
  return [...rows].reverse().map((row) => ({ year: Number(row.fiscalYear), value: pick(row) ?? null }));
}

/** A fiscal year's or a trailing twelve months' period, from its income statement. */
function basisOf(row: IncomeStatement): EpsBasis {
  return row.period === 'TTM'
    ? { period: 'TTM', fiscalYear: row.fiscalYear, fiscalQuarter: row.fiscalQuarter ?? null, periodEnd: row.date }
    : { period: 'FY', fiscalYear: row.fiscalYear, fiscalQuarter: null, periodEnd: row.date };
}

/** The trailing twelve months' EPS where they end after the latest fiscal year, else that year's (the same twelve months when they end with it). */
function earningsBasis(
  annual: IncomeStatement | undefined,
  ttm: IncomeStatement | null | undefined,
): { eps: number | null; basis: EpsBasis | null } {
  const ttmEps = epsOf(ttm ?? undefined);
  if (ttm && ttmEps !== null && (!annual || ttm.date > annual.date)) return { eps: ttmEps, basis: basisOf(ttm) };
  if (!annual) return { eps: null, basis: null };
  return { eps: epsOf(annual), basis: basisOf(annual) };
}

/** The rows growth is measured over: income statements and cash flows, newest first, one a year. */
interface GrowthRows {
  income: IncomeStatement[];
  cashFlow: CashFlowStatement[];
}

/** How many years growth over these fiscal years spans: from the oldest within five years of the newest. */
function growthSpan(rows: Array<{ fiscalYear: string }>): number {
  const years = rows.map((row) => Number(row.fiscalYear));
  const newest = Math.max(...years);
  return newest - Math.min(...years.filter((year) => newest - year <= MAX_GROWTH_YEARS));
}

/**
 * Growth is measured over trailing twelve months where they end after the latest fiscal year and
 * reach back as many years as the fiscal years do (each a whole number of years before the newest,
 * with its income statement and cash flow), else over the fiscal years.
 */
function growthRows(inputs: MetricsInputs): GrowthRows {
  const fiscalYears = { income: inputs.income, cashFlow: inputs.cashFlow };
  const newest = inputs.ttm?.[0]?.income;
  const latestYear = inputs.income[0];
  if (!newest || (latestYear && newest.date <= latestYear.date) || inputs.income.length === 0) return fiscalYears;
  const sameQuarter = (inputs.ttm ?? []).filter(
    (row): row is { income: IncomeStatement; cashFlow: CashFlowStatement } =>
      row.income?.fiscalQuarter === newest.fiscalQuarter && row.cashFlow !== null,
  );
  const reach = Number(newest.fiscalYear) - Math.min(...sameQuarter.map((row) => Number(row.income.fiscalYear)));
  if (sameQuarter[0]?.income !== newest || reach < growthSpan(inputs.income)) return fiscalYears;
  return { income: sameQuarter.map((row) => row.income), cashFlow: sameQuarter.map((row) => row.cashFlow) };
}

/** Five-year compound growth of revenue, EPS and free cash flow over `rows`. */
function growthOver(rows: GrowthRows): Record<keyof GrowthNotes, Growth> {
  return {
    revenueGrowth: compoundGrowth(
      series(rows.income, (row) => row.revenue),
      'revenue',
    ),
    epsGrowth: compoundGrowth(series(rows.income, epsOf), 'eps'),
    fcfGrowth: compoundGrowth(
      series(rows.cashFlow, (row) => freeCashFlowOf({ cashFlow: row })?.value),
      'fcf',
    ),
  };
}

function notesOf(growth: Record<keyof GrowthNotes, Growth>): GrowthNotes {
  const notes: GrowthNotes = {};
  for (const [key, value] of Object.entries(growth) as Array<[keyof GrowthNotes, Growth]>) {
    if (value.note) notes[key] = value.note;
  }
  return notes;
}

/** The newest balance sheet: the latest quarter's where it is dated after the latest fiscal year's. */
function newestBalance(inputs: MetricsInputs): BalanceSheet | undefined {
  const year = inputs.balance[0];
  const quarter = inputs.latestQuarterBalance;
  return quarter && (!year || quarter.date > year.date) ? quarter : year;
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * ROIC of the trailing twelve months the P/E divides by (so the period the screen names for the
 * P/E is ROIC's too), against the balance sheet at their end, where their income has the operating
 * income, pre-tax income and tax ROIC reads and that balance sheet is known; else the latest fiscal
 * year's, as its income statement and balance sheet give it.
 */
function roicOf(inputs: MetricsInputs, earnings: EpsBasis | null): { value: number | null; basis: EpsBasis | null } {
  // A TTM P/E basis is always the newest trailing twelve months (earningsBasis).
  const ttm = earnings?.period === 'TTM' ? inputs.ttm?.[0]?.income : undefined;
  const balance = inputs.latestQuarterBalance;
  const needed = [ttm?.operatingIncome, ttm?.incomeBeforeTax, ttm?.incomeTaxExpense, balance?.totalStockholdersEquity];
  const [year] = inputs.income;
  const [yearBalance] = inputs.balance;
  const [income, value] =
    ttm && balance?.date === ttm.date && needed.every(isNumber)
      ? [ttm, statementsRoic(ttm, balance)]
      : [year, year && yearBalance ? statementsRoic(year, yearBalance) : null];
  return { value, basis: income && value !== null ? basisOf(income) : null };
}

export function computeMetrics(inputs: MetricsInputs): MetricsValues {
  const latestIncome = inputs.income[0];
  const latestCash = inputs.cashFlow[0];
  const earnings = earningsBasis(latestIncome, inputs.ttm?.[0]?.income);
  const roic = roicOf(inputs, earnings.basis);
  const balance = newestBalance(inputs);
  const debtToEquity = debtToEquityOf({ balance })?.value ?? null;
  // Ratios against the price need the statement figures in the price's currency.
  const inPriceCurrency = (value: number | null | undefined) => convert(value, inputs.currency, inputs.priceCurrency, inputs.fx);
  const cap = marketCap(inputs.price, inputs.sharesOutstanding) ?? inputs.quotedMarketCap ?? null;
  const rows = growthRows(inputs);
  const growth = growthOver(rows);
  // SimpleDCF and payback time stay on fiscal years: the latest year's EPS and free cash flow,
  // grown at the yearly rate of the years.
  const yearly = rows.income === inputs.income ? growth : growthOver({ income: inputs.income, cashFlow: inputs.cashFlow });
  const valuationGrowth = yearly.epsGrowth.value ?? yearly.revenueGrowth.value;
  const stickerPrice = simpleDcf(inPriceCurrency(epsOf(latestIncome)), valuationGrowth);
  return {
    marketCap: cap,
    marketCapUsd: convert(cap, inputs.priceCurrency, 'USD', inputs.fx),
    eps: earnings.eps,
    epsBasis: earnings.basis,
    pe: peRatio(inputs.price, inPriceCurrency(earnings.eps)),
    forwardPe: forwardPe(inputs.price, inPriceCurrency(inputs.forwardEps)),
    revenueGrowth: growth.revenueGrowth.value,
    epsGrowth: growth.epsGrowth.value,
    fcfGrowth: growth.fcfGrowth.value,
    growthBasis: rows.income[0] ? basisOf(rows.income[0]) : null,
    growthNotes: inputs.statementsNotFetched ? NOT_FETCHED_NOTES : notesOf(growth),
    roic: roic.value,
    roicBasis: roic.basis,
    debtToEquity,
    debtToEquityAsOf: debtToEquity === null ? null : (balance?.date ?? null),
    stickerPrice,
    marginOfSafety: marginOfSafetyPrice(stickerPrice),
    paybackTime: paybackTime(cap, inPriceCurrency(freeCashFlowOf({ cashFlow: latestCash })?.value), valuationGrowth),
  };
}
