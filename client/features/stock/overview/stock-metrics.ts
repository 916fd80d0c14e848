/** The metrics grid and yearly table of the stock Overview, as label/text pairs. */
import type { Company, YearlyDataRow } from '../../../../generated/model';
import {
  formatCount,
  formatEps,
  formatWeekRange,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRatio,
  formatStockMoney,
  growthClass,
  isNumber,
  NOT_AVAILABLE,
} from '../../../lib/format';
import { fxRatesText } from '../../../../common/fx-rate-text';
import { type DerivedKey, derivedDefinition } from '../../../../common/derived-figures';
import { VALUATION_DEFINITIONS } from '../../../../common/valuation';
import { peBasisText } from './quote-facts';

export interface Metric {
  label: string;
  text: string;
  className?: string;
  /** How the figure is computed, in words (common/). */
  definition?: string;
  /** A short line under the value (what the P/E divides). */
  note?: string | null;
}

const defined = (key: DerivedKey) => derivedDefinition(key).definition;

/** Years the growth figures span: up to 5, fewer when there is less data. */
export function cagrYears(yearCount: number): number {
  return Math.max(0, Math.min(5, yearCount - 1));
}

/** 'Revenue Growth (5Y CAGR)'; without the suffix when there is under two years of data. */
export function growthLabel(name: string, yearCount: number): string {
  const years = cagrYears(yearCount);
  return years > 0 ? `${name} (${years}Y CAGR)` : name;
}

/**
 * Under a growth figure measured over trailing twelve months, the period it ends with ('TTM FY2026
 * Q1 against the same twelve months 5 years before'); fiscal years, which the label implies, go unsaid.
 */
export function growthPeriodNote(period: string | null | undefined, years: number): string | null {
  return period?.startsWith('TTM ') && years > 0 ? `${period} against the same twelve months ${years} years before` : null;
}

function growthMetric(label: string, value: number | null | undefined, note: string | undefined, periodNote: string | null): Metric {
  if (!isNumber(value)) return { label, text: note ?? NOT_AVAILABLE };
  return { label, text: formatPercent(value), className: growthClass(value), ...(periodNote ? { note: periodNote } : {}) };
}

function plain(value: number | null | undefined, decimals = 2): string {
  return isNumber(value) ? formatNumber(value, decimals) : NOT_AVAILABLE;
}

/** The currency the statements report in (EPS, the yearly table, Visualize). */
export function reportingCurrency(company: Pick<Company, 'reportingCurrency' | 'profile'>): string {
  return company.reportingCurrency ?? company.profile.currency ?? 'USD';
}

/** The currency the security trades in (price, market cap, dividend, price targets). */
function tradingCurrency(company: Pick<Company, 'profile'>): string {
  return company.profile.currency ?? 'USD';
}

export function companyMetrics(company: Company): Metric[] {
  const years = company.yearlyData.length;
  const notes = company.growthNotes ?? {};
  const periodNote = growthPeriodNote(company.growthPeriod, cagrYears(years));
  const trading = tradingCurrency(company);
  return [
    { label: 'Market Cap', text: formatStockMoney(company.marketCap, trading) },
    { label: 'Avg Volume', text: formatCount(company.averageVolume) },
    { label: 'EPS', text: formatEps(company.eps, reportingCurrency(company)) },
    { label: 'P/E', text: formatRatio(company.pe), note: peBasisText(company) },
    { label: 'Forward P/E', text: formatRatio(company.forwardPe) },
    // Compared with the price: the server values these in the trading currency (statement figures converted at fxRates).
    { label: 'SimpleDCF', text: formatPrice(company.stickerPrice, trading), definition: VALUATION_DEFINITIONS.simpleDcf },
    {
      label: 'Margin of Safety (50% of SimpleDCF)',
      text: formatPrice(company.marginOfSafety, trading),
      definition: VALUATION_DEFINITIONS.marginOfSafety,
    },
    {
      label: 'Payback Time',
      text: isNumber(company.paybackTime) ? `${plain(company.paybackTime, 1)} years` : NOT_AVAILABLE,
      definition: VALUATION_DEFINITIONS.paybackTime,
    },
    { label: 'Beta', text: plain(company.beta) },
    { label: 'Last Dividend', text: formatPrice(company.lastDividend, trading) },
    { label: '52 Week Range', text: formatWeekRange(company.weekRange52, trading) },
    { label: 'Shares Outstanding', text: formatCount(company.sharesOutstanding) },
    growthMetric(growthLabel('Revenue Growth', years), company.revenueGrowth, notes.revenueGrowth, periodNote),
    growthMetric(growthLabel('EPS Growth', years), company.epsGrowth, notes.epsGrowth, periodNote),
    growthMetric(growthLabel('FCF Growth', years), company.fcfGrowth, notes.fcfGrowth, periodNote),
    { label: 'ROIC', text: formatPercent(company.roic), className: growthClass(company.roic), note: roicPeriodNote(company.roicPeriod) },
    { label: 'Debt/Equity', text: formatRatio(company.debtToEquity), definition: defined('debtToEquity') },
  ];
}

/** Under a ROIC measured on trailing twelve months (a fiscal year's goes without saying, as the growth rates'). */
function roicPeriodNote(period: string | null | undefined): string | undefined {
  return period?.startsWith('TTM') ? `${period}, with the balance sheet at its end` : undefined;
}

/**
 * Says which dated rate converted figures use: 'Statements in JPY, price in USD: P/E, Forward P/E,
 * SimpleDCF and Payback Time convert at 1 USD = 149.25 JPY (2026-11-20, Demo market).', or for a
 * security trading in another currency than the dollar, the rate of the screener's market cap.
 */
export function fxNote(company: Pick<Company, 'fxRates' | 'reportingCurrency' | 'profile'>): string | null {
  const rates = company.fxRates ?? [];
  const reporting = reportingCurrency(company).toUpperCase();
  const trading = tradingCurrency(company).toUpperCase();
  const notes: string[] = [];
  if (reporting !== trading) {
    const used = rates.filter((rate) => rate.currency === reporting || rate.currency === trading);
    notes.push(
      used.length > 0
        ? `Statements in ${reporting}, price in ${trading}: P/E, Forward P/E, SimpleDCF and Payback Time convert at ${fxRatesText(used)}.`
        : `Statements in ${reporting}, price in ${trading}: no dated exchange rate is stored for P/E, Forward P/E, SimpleDCF and Payback Time.`,
    );
  }
  const capRate = rates.find((rate) => rate.currency === trading);
  if (trading !== 'USD' && capRate) notes.push(`The screener shows the market cap in US dollars at ${fxRatesText([capRate])}.`);
  return notes.length > 0 ? notes.join(' ') : null;
}

export interface YearlyColumn {
  label: string;
  /** How a derived column is computed, in words (common/derived-figures.ts). */
  definition?: string;
  /** The cell's text; money in `currency`, the reporting currency. */
  text: (row: YearlyDataRow, currency: string) => string;
}

/** Columns of the historical financial data table (stock-page money: B, M, K). */
export const YEARLY_COLUMNS: readonly YearlyColumn[] = [
  { label: 'Revenue', text: (row, currency) => formatStockMoney(row.revenue, currency) },
  { label: 'Net Income', text: (row, currency) => formatStockMoney(row.netIncome, currency) },
  { label: 'EPS', text: (row, currency) => formatEps(row.eps, currency) },
  { label: 'Shares Out', text: (row) => formatCount(row.sharesOutstanding) },
  { label: 'Operating Cash', text: (row, currency) => formatStockMoney(row.operatingCash, currency) },
  {
    label: 'Free Cash Flow',
    text: (row, currency) => formatStockMoney(row.freeCashFlow, currency),
    definition: defined('freeCashFlow'),
  },
  { label: 'FCF/Share', text: (row, currency) => formatEps(row.fcfPerShare, currency) },
  { label: 'Book Value', text: (row, currency) => formatStockMoney(row.bookValue, currency) },
  {
    label: 'Cash & ST Inv.',
    text: (row, currency) => formatStockMoney(row.cashAndShortTermInvestments, currency),
    definition: defined('cashAndShortTermInvestments'),
  },
  { label: 'Total Assets', text: (row, currency) => formatStockMoney(row.totalAssets, currency) },
  { label: 'Total Debt', text: (row, currency) => formatStockMoney(row.totalDebt, currency), definition: defined('totalDebt') },
  { label: 'Net Debt', text: (row, currency) => formatStockMoney(row.netDebt, currency), definition: defined('netDebt') },
  { label: 'ROIC', text: (row) => formatPercent(row.roic) },
];

/** Up to 10 years, newest first. */
const YEARLY_TABLE_YEARS = 10;

export function yearlyRows(rows: readonly YearlyDataRow[]): YearlyDataRow[] {
  return [...rows].sort((a, b) => b.year - a.year).slice(0, YEARLY_TABLE_YEARS);
}

/** The figures among `items` that carry a definition, for the definitions list. */
export function definedFigures(items: ReadonlyArray<{ label: string; definition?: string }>): Array<{ label: string; definition: string }> {
  return items.flatMap((item) => (item.definition ? [{ label: item.label, definition: item.definition }] : []));
}
