/** Stored annual statements parsed back into the API's shapes, and the rows derived from them. */
import type { BalanceSheet, CashFlowStatement, DerivedFigures, IncomeStatement, YearlyDataRow } from '../../../generated/model';
import type { AnnualStatementsRow } from '../../db/tables/market.table';
import {
  DERIVED_FIGURES,
  type PeriodLines,
  cashAndShortTermInvestmentsOf,
  freeCashFlowOf,
  netDebtOf,
  totalDebtOf,
} from '../../../common/derived-figures';
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

export function parseYears(rows: Array<Pick<AnnualStatementsRow, 'fiscalYear' | 'income' | 'balance' | 'cashFlow'>>): ParsedYear[] {
  return rows.map((row) => ({
    fiscalYear: row.fiscalYear,
    income: parse<IncomeStatement>(row.income),
    balance: parse<BalanceSheet>(row.balance),
    cashFlow: parse<CashFlowStatement>(row.cashFlow),
  }));
}

/**
 * ROIC of one period (a fiscal year, or trailing twelve months with the balance sheet at their
 * end): its figures picked from the income statement and balance sheet (no merged copy of both).
 */
export function statementsRoic(income: IncomeStatement, balance: BalanceSheet): number | null {
  return roic({
    operatingIncome: income.operatingIncome,
    incomeBeforeTax: income.incomeBeforeTax,
    incomeTaxExpense: income.incomeTaxExpense,
    totalDebt: totalDebtOf({ balance })?.value ?? null,
    totalStockholdersEquity: balance.totalStockholdersEquity,
    cashAndCashEquivalents: balance.cashAndCashEquivalents,
  });
}

/** One row of the overview's historical table; free cash flow, cash & short-term investments and total debt by their one definition. */
export function yearlyDataRow(year: ParsedYear): YearlyDataRow {
  const { income, balance, cashFlow } = year;
  const shares = income?.weightedAverageSHSOutDil ?? income?.weightedAverageSHSOut ?? null;
  const freeCashFlow = freeCashFlowOf(year)?.value ?? null;
  return {
    year: year.fiscalYear,
    revenue: income?.revenue ?? null,
    netIncome: income?.netIncome ?? null,
    eps: income?.epsDiluted ?? income?.eps ?? null,
    sharesOutstanding: shares,
    operatingCash: cashFlow?.netCashProvidedByOperatingActivities ?? null,
    freeCashFlow,
    fcfPerShare: safeRatio(freeCashFlow, shares),
    bookValue: balance?.totalStockholdersEquity ?? null,
    cashAndShortTermInvestments: cashAndShortTermInvestmentsOf(year)?.value ?? null,
    totalAssets: balance?.totalAssets ?? null,
    totalDebt: totalDebtOf(year)?.value ?? null,
    netDebt: netDebtOf(year)?.value ?? null,
    roic: income && balance ? statementsRoic(income, balance) : null,
  };
}

/**
 * The derived figures of each period (years newest first, as stored), each against the prior
 * fiscal year for growth: what the statements API serves beside the statements.
 */
export function derivedFigures(years: ParsedYear[]): DerivedFigures[] {
  const incomeByYear = new Map(years.map((y) => [y.fiscalYear, y.income]));
  return years.flatMap((year) => {
    const period = year.income ?? year.balance ?? year.cashFlow;
    if (!period) return [];
    const lines: PeriodLines = { ...year, priorIncome: incomeByYear.get(year.fiscalYear - 1) };
    const values = Object.fromEntries(DERIVED_FIGURES.map((figure) => [figure.key, figure.compute(lines)?.value ?? null]));
    return [{ date: period.date, fiscalYear: period.fiscalYear, ...values }];
  });
}

const CHART_SERIES = [
  ['Revenue', (y: ParsedYear) => y.income?.revenue],
  ['Net Income', (y: ParsedYear) => y.income?.netIncome],
  ['Book Value', (y: ParsedYear) => y.balance?.totalStockholdersEquity],
  ['Total Debt', (y: ParsedYear) => totalDebtOf(y)?.value],
] as const;

/** The financial chart: years oldest first, one dataset per metric in millions (2 decimals). */
export function financialChart(years: ParsedYear[], label: (period: ParsedYear) => string = (y) => String(y.fiscalYear)) {
  const oldestFirst = [...years].reverse();
  return {
    labels: oldestFirst.map(label),
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
