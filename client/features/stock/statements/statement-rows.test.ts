import { describe, expect, it } from 'vitest';
import type { IncomeStatement, Statements } from '../../../../generated/model';
import { buildStatementTable, periodsFor, tabHasYoy, yoyValues } from './statement-rows';

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

describe('quarters, trailing twelve months and split-adjusted figures', () => {
  const quarter = (fiscalYear: number, fiscalQuarter: 1 | 2 | 3 | 4, revenue: number, period?: 'TTM'): IncomeStatement => ({
    // A fiscal year ending in September, as Apple's: Q1 ends in December of the year before.
    date: fiscalQuarter === 1 ? `${fiscalYear - 1}-12-28` : `${fiscalYear}-${String(fiscalQuarter * 3 - 3).padStart(2, '0')}-28`,
    fiscalYear: String(fiscalYear),
    period: period ?? `Q${fiscalQuarter}`,
    fiscalQuarter,
    revenue,
  });
  const quarters: Statements = {
    symbol: 'DEMO',
    currency: 'USD',
    source: { provider: 'demo', asOf: '2024-01-01T00:00:00Z' },
    incomeStatements: [quarter(2025, 2, 130), quarter(2025, 1, 120), quarter(2024, 4, 150), quarter(2024, 3, 110), quarter(2024, 2, 100)],
    balanceSheets: [],
    cashFlowStatements: [],
  };

  it('heads quarter columns as the company labels them and compares each with the same quarter a year earlier', () => {
    const table = buildStatementTable(quarters, 'income', true);
    expect(table.columns.map((column) => column.label)).toEqual(['FY2025 Q2', 'FY2025 Q1', 'FY2024 Q4', 'FY2024 Q3', 'FY2024 Q2']);
    const growth = table.rows.find((row) => row.label === 'Revenue YoY %');
    // FY2025 Q2 (130) against FY2024 Q2 (100), not against the quarter before it; no year-earlier quarter for the rest.
    expect(growth?.type === 'value' && growth.values).toEqual([0.3, undefined, undefined, undefined, undefined]);
  });

  it("heads a trailing-twelve-month column by the quarter it ends with, and leaves fiscal years' headings to their dates", () => {
    const ttm = { ...quarters, incomeStatements: [quarter(2025, 1, 500, 'TTM')] };
    expect(buildStatementTable(ttm, 'income').columns[0]?.label).toBe('TTM FY2025 Q1');
    expect(buildStatementTable(statements, 'income').columns.every((column) => column.label === undefined)).toBe(true);
  });

  it('keeps the value as reported beside a split-adjusted per-share figure, and says the table holds one', () => {
    const adjusted: Statements = {
      ...statements,
      incomeStatements: [
        {
          date: '2018-09-29',
          fiscalYear: '2018',
          epsDiluted: 2.98,
          splitAdjusted: true,
          splitFactor: 4,
          asReported: { epsDiluted: 11.91 },
        },
      ],
      balanceSheets: [],
      cashFlowStatements: [],
    };
    const table = buildStatementTable(adjusted, 'income');
    const eps = table.rows.find((row) => row.label === 'EPS Diluted');
    expect(eps?.type === 'value' && eps.reported).toEqual([11.91]);
    expect(table.splitAdjusted).toBe(true);
    expect(buildStatementTable(statements, 'income').splitAdjusted).toBe(false);
  });
});
