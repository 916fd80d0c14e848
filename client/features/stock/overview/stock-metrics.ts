/** The metrics grid and yearly table of the stock Overview, as label/text pairs. */
import type { Company, YearlyDataRow } from '../../../../generated/model';
import {
  formatCount,
  formatEps,
  formatNumber,
  formatPercent,
  formatPrice,
  formatRatio,
  formatStockMoney,
  growthClass,
  isNumber,
  NOT_AVAILABLE,
} from '../../../lib/format';

export interface Metric {
  label: string;
  text: string;
  className?: string;
}

/** Years the growth figures span: up to 5, fewer when there is less data. */
export function cagrYears(yearCount: number): number {
  return Math.max(0, Math.min(5, yearCount - 1));
}

/** 'Revenue Growth (5Y CAGR)'; without the suffix when there is under two years of data. */
export function growthLabel(name: string, yearCount: number): string {
  const years = cagrYears(yearCount);
  return years > 0 ? `${name} (${years}Y CAGR)` : name;
}

function growthMetric(label: string, value: number | null | undefined, note: string | undefined): Metric {
  if (!isNumber(value)) return { label, text: note ?? NOT_AVAILABLE };
  return { label, text: formatPercent(value), className: growthClass(value) };
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
  const trading = tradingCurrency(company);
  return [
    { label: 'Market Cap', text: formatStockMoney(company.marketCap, trading) },
    { label: 'Avg Volume', text: formatCount(company.averageVolume) },
    { label: 'EPS', text: formatEps(company.eps, reportingCurrency(company)) },
    { label: 'P/E', text: formatRatio(company.pe) },
    { label: 'Forward P/E', text: formatRatio(company.forwardPe) },
    // The server values these in US dollars (statement figures converted at fxRate).
    { label: 'SimpleDCF', text: formatPrice(company.stickerPrice, 'USD') },
    { label: 'Margin of Safety (50% of SimpleDCF)', text: formatPrice(company.marginOfSafety, 'USD') },
    { label: 'Payback Time', text: isNumber(company.paybackTime) ? `${plain(company.paybackTime, 1)} years` : NOT_AVAILABLE },
    { label: 'Beta', text: plain(company.beta) },
    { label: 'Last Dividend', text: formatPrice(company.lastDividend, trading) },
    { label: '52 Week Range', text: company.weekRange52 || NOT_AVAILABLE },
    { label: 'Shares Outstanding', text: formatCount(company.sharesOutstanding) },
    growthMetric(growthLabel('Revenue Growth', years), company.revenueGrowth, notes.revenueGrowth),
    growthMetric(growthLabel('EPS Growth', years), company.epsGrowth, notes.epsGrowth),
    growthMetric(growthLabel('FCF Growth', years), company.fcfGrowth, notes.fcfGrowth),
    { label: 'ROIC', text: formatPercent(company.roic), className: growthClass(company.roic) },
    { label: 'Debt/Equity', text: formatRatio(company.debtToEquity) },
  ];
}

/**
 * Says which rate the price-based ratios convert statement figures at, when the statements are
 * not in US dollars: 'Statements in JPY; P/E, Forward P/E, SimpleDCF and Payback Time convert
 * them at 1 JPY = 0.0067 USD (fixed reference rate).'
 */
export function fxNote(company: Pick<Company, 'fxRate'>): string | null {
  const fx = company.fxRate;
  if (!fx) return null;
  return `Statements in ${fx.from}; P/E, Forward P/E, SimpleDCF and Payback Time convert them at 1 ${fx.from} = ${fx.rate} ${fx.to} (fixed reference rate).`;
}

export interface YearlyColumn {
  label: string;
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
  { label: 'Free Cash Flow', text: (row, currency) => formatStockMoney(row.freeCashFlow, currency) },
  { label: 'FCF/Share', text: (row, currency) => formatEps(row.fcfPerShare, currency) },
  { label: 'Book Value', text: (row, currency) => formatStockMoney(row.bookValue, currency) },
  { label: 'Cash & ST Inv.', text: (row, currency) => formatStockMoney(row.cashAndShortTermInvestments, currency) },
  { label: 'Total Assets', text: (row, currency) => formatStockMoney(row.totalAssets, currency) },
  { label: 'Total Debt', text: (row, currency) => formatStockMoney(row.totalDebt, currency) },
  { label: 'ROIC', text: (row) => formatPercent(row.roic) },
];

/** Up to 10 years, newest first. */
const YEARLY_TABLE_YEARS = 10;

export function yearlyRows(rows: readonly YearlyDataRow[]): YearlyDataRow[] {
  return [...rows].sort((a, b) => b.year - a.year).slice(0, YEARLY_TABLE_YEARS);
}
