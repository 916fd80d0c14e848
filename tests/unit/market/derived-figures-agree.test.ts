/**
 * One definition, three readers: for any statements, the statements page's condensed table, the
 * statements API's derived figures and the facts the AI answers from give the same value for every
 * derived figure they share (common/derived-figures.ts computes all three).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BalanceSheet, CashFlowStatement, IncomeStatement, Statements } from '../../../generated/model';
import { buildStatementTable } from '../../../client/features/stock/statements/statement-rows';
import { buildStatementFacts } from '../../../server/services/ai/statement-facts';
import { derivedFigures, parseYears } from '../../../server/services/market/statements';
import type { AnnualStatementsRow } from '../../../server/db/tables/market.table';

/** The condensed table's rows and the derived key each shows. */
const PAGE_ROWS = {
  'Gross Margin %': 'grossMargin',
  'Operating Margin %': 'operatingMargin',
  'Net Margin %': 'netMargin',
  FCF: 'freeCashFlow',
  'FCF Margin %': 'freeCashFlowMargin',
  'Total Debt': 'totalDebt',
  'Cash & ST Investments': 'cashAndShortTermInvestments',
  'Net Debt': 'netDebt',
  'Interest Coverage (x)': 'interestCoverage',
} as const;

/** A statement line: missing, null, zero, or a figure of either sign up to a trillion. */
const figure = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(0),
  fc.integer({ min: -1e12, max: 1e12 }),
  fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }),
);

const income = fc.record(
  {
    revenue: figure,
    costOfRevenue: figure,
    grossProfit: figure,
    researchAndDevelopmentExpenses: figure,
    sellingGeneralAndAdministrativeExpenses: figure,
    generalAndAdministrativeExpenses: figure,
    operatingExpenses: figure,
    operatingIncome: figure,
    interestExpense: figure,
    netIncome: figure,
  },
  { requiredKeys: [] },
);
const balance = fc.record(
  {
    cashAndCashEquivalents: figure,
    shortTermInvestments: figure,
    longTermInvestments: figure,
    shortTermDebt: figure,
    longTermDebt: figure,
    totalDebt: figure,
    totalStockholdersEquity: figure,
  },
  { requiredKeys: [] },
);
const cashFlow = fc.record(
  { netCashProvidedByOperatingActivities: figure, capitalExpenditure: figure, freeCashFlow: figure },
  { requiredKeys: [] },
);

const unsigned = (value: number | null) => (value === 0 ? 0 : value);

const period = { date: '2024-09-28', fiscalYear: '2024' };

function storedRow(i: IncomeStatement, b: BalanceSheet, c: CashFlowStatement): AnnualStatementsRow {
  return {
    symbol: 'TEST',
    fiscalYear: 2024,
    currency: 'USD',
    income: JSON.stringify(i),
    balance: JSON.stringify(b),
    cashFlow: JSON.stringify(c),
    provider: 'test',
    asOf: '2026-11-26T00:00:00.000Z',
  } as AnnualStatementsRow;
}

describe('derived figures agree on the page, in the API and in the AI facts', () => {
  it('gives one value per figure for any statements', () => {
    fc.assert(
      fc.property(income, balance, cashFlow, (i, b, c) => {
        const incomeRow = { ...period, ...i } as IncomeStatement;
        const balanceRow = { ...period, ...b } as BalanceSheet;
        const cashRow = { ...period, ...c } as CashFlowStatement;
        const statements: Statements = {
          symbol: 'TEST',
          currency: 'USD',
          incomeStatements: [incomeRow],
          balanceSheets: [balanceRow],
          cashFlowStatements: [cashRow],
          source: { provider: 'test', asOf: '2026-11-26T00:00:00Z' },
        };
        // Through JSON, as each reader receives them (undefined lines are left out).
        const served = derivedFigures(parseYears([storedRow(incomeRow, balanceRow, cashRow)]));
        const api = (JSON.parse(JSON.stringify(served)) as Array<Record<string, number | null>>)[0] ?? {};
        const table = buildStatementTable(JSON.parse(JSON.stringify(statements)) as Statements, 'condensed');
        const facts = buildStatementFacts('TEST', { currency: 'USD', income: [incomeRow], balance: [balanceRow], cashFlow: [cashRow] });
        for (const [label, key] of Object.entries(PAGE_ROWS)) {
          const row = table.rows.find((r) => r.label === label);
          const page = row?.type === 'value' ? (row.values[0] ?? null) : null;
          // The AI reads the figure unserialised: -0 and 0 are one value.
          const ai = unsigned(facts.find((f) => f.metric === key)?.value ?? null);
          expect({ key, page }).toEqual({ key, page: api[key] });
          expect({ key, ai }).toEqual({ key, ai: api[key] });
        }
      }),
      { numRuns: 300 },
    );
  });
});
