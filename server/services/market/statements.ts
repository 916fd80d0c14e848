/** Stored annual statements parsed back into the API's shapes, and the rows derived from them. */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, YearlyDataRow } from '../../../generated/model';
import type { AnnualStatementsRow } from '../../db/tables/market.table';
import { roic } from '../metrics/roic';
import { safeRatio } from '../metrics/ratio';

export interface ParsedYear {
  fiscalYear: number;
  income: IncomeStatement | null;
  balance: BalanceSheet | null;
  cashFlow: CashFlowStatement | null;
}

function parse<T>(json: string | null): T | null {
  return json === null ? null : (JSON.parse(json) as T);
}

export function parseYears(rows: AnnualStatementsRow[]): ParsedYear[] {
  return rows.map((row) => ({
    fiscalYear: row.fiscal_year,
    income: parse<IncomeStatement>(row.income),
    balance: parse<BalanceSheet>(row.balance),
    cashFlow: parse<CashFlowStatement>(row.cash_flow),
  }));
}

/** ROIC of one year: its figures picked from the income statement and balance sheet (no merged copy of both). */
export function statementsRoic(income: IncomeStatement, balance: BalanceSheet): number | null {
  return roic({
    operatingIncome: income.operatingIncome,
    incomeBeforeTax: income.incomeBeforeTax,
    incomeTaxExpense: income.incomeTaxExpense,
    totalDebt: balance.totalDebt,
    totalStockholdersEquity: balance.totalStockholdersEquity,
    cashAndCashEquivalents: balance.cashAndCashEquivalents,
  });
}

/** One row of the overview's historical table. */
export function yearlyDataRow(year: ParsedYear): YearlyDataRow {
  const { income, balance, cashFlow } = year;
  const shares = income?.weightedAverageSHSOutDil ?? income?.weightedAverageSHSOut ?? null;
  const cash = balance?.cashAndCashEquivalents;
  return {
    year: year.fiscalYear,
    revenue: income?.revenue ?? null,
    netIncome: income?.netIncome ?? null,
    eps: income?.epsDiluted ?? income?.eps ?? null,
    sharesOutstanding: shares,
    operatingCash: cashFlow?.netCashProvidedByOperatingActivities ?? null,
    freeCashFlow: cashFlow?.freeCashFlow ?? null,
    fcfPerShare: safeRatio(cashFlow?.freeCashFlow, shares),
    bookValue: balance?.totalStockholdersEquity ?? null,
    cashAndShortTermInvestments: cash == null ? null : cash + (balance?.shortTermInvestments ?? 0),
    totalAssets: balance?.totalAssets ?? null,
    totalDebt: balance?.totalDebt ?? null,
    roic: income && balance ? statementsRoic(income, balance) : null,
  };
}

const CHART_SERIES = [
  ['Revenue', (y: ParsedYear) => y.income?.revenue],
  ['Net Income', (y: ParsedYear) => y.income?.netIncome],
  ['Book Value', (y: ParsedYear) => y.balance?.totalStockholdersEquity],
  ['Total Debt', (y: ParsedYear) => y.balance?.totalDebt],
] as const;

/** The financial chart: years oldest first, one dataset per metric in millions (2 decimals). */
export function financialChart(years: ParsedYear[]) {
  const oldestFirst = [...years].reverse();
  return {
    labels: oldestFirst.map((y) => String(y.fiscalYear)),
    datasets: CHART_SERIES.map(([label, pick]) => ({
      label,
      data: oldestFirst.map((y) => {
        const value = pick(y);
        return value == null ? null : Math.round(value / 10_000) / 100;
      }),
    })),
    unit: 'millions' as const,
  };
}
