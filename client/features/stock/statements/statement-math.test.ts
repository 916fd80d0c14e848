import { describe, expect, it } from 'vitest';
import type { Statements } from '../../../../generated/model';
import {
  cashAndShortTermInvestmentsOf,
  freeCashFlow,
  freeCashFlowOf,
  grossProfitOf,
  interestCoverage,
  margin,
  netDebtOf,
  operatingExpensesOf,
  operatingIncomeOf,
  totalDebtOf,
  totalLiabilitiesAndEquityOf,
  yoyChange,
} from './statement-math';
import { buildStatementTable, periodsFor, tabHasYoy, yoyValues } from './statement-rows';

const period = { date: '2023-12-31', fiscalYear: '2023' };

describe('derived values', () => {
  it('computes YoY change and leaves it undefined for a missing or zero prior value', () => {
    expect(yoyChange(120, 100)).toBeCloseTo(0.2);
    expect(yoyChange(-50, -100)).toBeCloseTo(0.5);
    expect(yoyChange(80, 100)).toBeCloseTo(-0.2);
    expect(yoyChange(100, 0)).toBeUndefined();
    expect(yoyChange(100, null)).toBeUndefined();
    expect(yoyChange(undefined, 100)).toBeUndefined();
  });

  it('computes margins and leaves them empty for a missing or zero denominator', () => {
    expect(margin(25, 100)).toBeCloseTo(0.25);
    expect(margin(-10, 100)).toBeCloseTo(-0.1);
    expect(margin(25, 0)).toBeUndefined();
    expect(margin(25, null)).toBeUndefined();
    expect(margin(null, 100)).toBeUndefined();
  });

  it('computes FCF as operating cash flow minus the absolute capex', () => {
    expect(freeCashFlow(1000, -300)).toBe(700);
    expect(freeCashFlow(1000, 300)).toBe(700);
    expect(freeCashFlow(1000, null)).toBeUndefined();
    expect(freeCashFlowOf({ ...period, netCashProvidedByOperatingActivities: 500, capitalExpenditure: -120 })).toBe(380);
    expect(freeCashFlowOf({ ...period, freeCashFlow: 42 })).toBe(42);
  });

  it('computes interest coverage only for positive operating income and non-zero interest', () => {
    expect(interestCoverage(1000, 50)).toBe(20);
    expect(interestCoverage(1000, -50)).toBe(20);
    expect(interestCoverage(0, 50)).toBeUndefined();
    expect(interestCoverage(-10, 50)).toBeUndefined();
    expect(interestCoverage(1000, 0)).toBeUndefined();
    expect(interestCoverage(1000, null)).toBeUndefined();
  });

  it('falls back to liabilities plus equity for Total Liab + Equity', () => {
    expect(totalLiabilitiesAndEquityOf({ ...period, totalLiabilitiesAndStockholdersEquity: 900 })).toBe(900);
    expect(totalLiabilitiesAndEquityOf({ ...period, totalLiabilities: 600, totalStockholdersEquity: 250 })).toBe(850);
    expect(totalLiabilitiesAndEquityOf({ ...period, totalLiabilities: 600 })).toBeUndefined();
    expect(totalLiabilitiesAndEquityOf(undefined)).toBeUndefined();
  });

  it('derives gross profit, operating expenses and operating income when not reported', () => {
    const income = {
      ...period,
      revenue: 1000,
      costOfRevenue: 600,
      researchAndDevelopmentExpenses: 100,
      generalAndAdministrativeExpenses: 50,
    };
    expect(grossProfitOf(income)).toBe(400);
    expect(operatingExpensesOf(income)).toBe(150);
    expect(operatingIncomeOf(income)).toBe(250);
    expect(operatingIncomeOf({ ...income, operatingIncome: 260 })).toBe(260);
    expect(grossProfitOf({ ...period, revenue: 1000 })).toBeUndefined();
  });

  it('derives total debt, cash and net debt', () => {
    const balance = { ...period, shortTermDebt: 100, longTermDebt: 400, cashAndCashEquivalents: 150, shortTermInvestments: 50 };
    expect(totalDebtOf(balance)).toBe(500);
    expect(totalDebtOf({ ...balance, totalDebt: 520 })).toBe(520);
    expect(cashAndShortTermInvestmentsOf(balance)).toBe(200);
    expect(netDebtOf(balance)).toBe(300);
    expect(netDebtOf({ ...period })).toBeUndefined();
  });
});

const statements: Statements = {
  symbol: 'DEMO',
  currency: 'USD',
  source: { provider: 'demo', asOf: '2024-01-01T00:00:00Z' },
  incomeStatements: [
    {
      date: '2022-12-31',
      fiscalYear: '2022',
      revenue: 800,
      grossProfit: 300,
      operatingIncome: 100,
      netIncome: 60,
      interestExpense: 10,
      epsDiluted: 1,
    },
    {
      date: '2023-12-31',
      fiscalYear: '2023',
      revenue: 1000,
      grossProfit: 400,
      operatingIncome: 200,
      netIncome: 90,
      interestExpense: 20,
      epsDiluted: 1.5,
    },
  ],
  balanceSheets: [
    {
      date: '2023-12-31',
      fiscalYear: '2023',
      totalLiabilities: 500,
      totalStockholdersEquity: 300,
      totalDebt: 250,
      cashAndCashEquivalents: 100,
    },
  ],
  cashFlowStatements: [
    { date: '2023-12-31', fiscalYear: '2023', netCashProvidedByOperatingActivities: 300, capitalExpenditure: -50 },
    { date: '2021-12-31', fiscalYear: '2021', netCashProvidedByOperatingActivities: 200, capitalExpenditure: -40 },
  ],
};

function row(table: ReturnType<typeof buildStatementTable>, label: string) {
  const found = table.rows.find((r) => r.type === 'value' && r.label === label);
  if (!found || found.type !== 'value') throw new Error(`no row ${label}`);
  return found.values;
}

describe('statement tables', () => {
  it('puts one column per period date, newest first', () => {
    expect(periodsFor(statements, 'income').map((p) => p.date)).toEqual(['2023-12-31', '2022-12-31']);
    expect(periodsFor(statements, 'condensed').map((p) => p.date)).toEqual(['2023-12-31', '2022-12-31', '2021-12-31']);
  });

  it('builds the condensed rows with margins, FCF, net debt and coverage', () => {
    const table = buildStatementTable(statements, 'condensed');
    expect(row(table, 'Gross Margin %')).toEqual([0.4, 0.375, undefined]);
    expect(row(table, 'Operating Margin %')[0]).toBeCloseTo(0.2);
    expect(row(table, 'FCF')).toEqual([250, undefined, 160]);
    expect(row(table, 'FCF Margin %')[0]).toBeCloseTo(0.25);
    expect(row(table, 'Net Debt')).toEqual([150, undefined, undefined]);
    expect(row(table, 'Interest Coverage (x)')).toEqual([10, 10, undefined]);
  });

  it('ends the balance sheet with Total Liab + Equity computed when absent', () => {
    const table = buildStatementTable(statements, 'balance');
    const last = table.rows.at(-1);
    expect(last?.label).toBe('Total Liab + Equity');
    expect(row(table, 'Total Liab + Equity')).toEqual([800]);
    expect(table.rows.filter((r) => r.type === 'section').map((r) => r.label)).toEqual(['Assets', 'Liabilities', 'Equity']);
  });

  it('adds YoY % rows to the income statement only when asked', () => {
    expect(tabHasYoy('income')).toBe(true);
    expect(tabHasYoy('balance')).toBe(false);
    const without = buildStatementTable(statements, 'income');
    expect(without.rows.some((r) => r.label.endsWith('YoY %'))).toBe(false);
    const withYoy = buildStatementTable(statements, 'income', true);
    expect(row(withYoy, 'Revenue YoY %')).toEqual([0.25, undefined]);
    expect(row(withYoy, 'Net Income YoY %')[0]).toBeCloseTo(0.5);
    expect(withYoy.rows.map((r) => r.label).slice(0, 2)).toEqual(['Revenue', 'Revenue YoY %']);
  });

  it('computes YoY against the next older column', () => {
    expect(yoyValues([110, 100, 0, 5])).toEqual([0.1, undefined, -1, undefined]);
  });

  it('lists the cash-flow sections with Free Cash Flow', () => {
    const table = buildStatementTable(statements, 'cashflow');
    expect(row(table, 'Free Cash Flow')).toEqual([250, 160]);
    expect(table.rows.filter((r) => r.type === 'section').map((r) => r.label)).toEqual([
      'Operating Activities',
      'Investing Activities',
      'Financing Activities',
      'Summary',
    ]);
  });
});
