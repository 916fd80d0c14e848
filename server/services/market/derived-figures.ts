/**
 * The one definition of every figure derived from a company's annual statements, the same for
 * every provider (demo, FMP, Yahoo, SEC). The AI answers name the definition they used, the claim
 * verifier accepts a derived figure only from the lines listed here, and the app's metrics use
 * the debt and free-cash-flow definitions too.
 *
 * - Total debt = short-term debt + long-term debt. Short-term debt is commercial paper, the
 *   current portion of term debt and other short-term borrowings (the SEC provider adds
 *   commercial paper to it; FMP reports it so). A provider's own total is used only when it
 *   reports neither part.
 * - Cash and investments = cash and cash equivalents + current marketable securities +
 *   non-current marketable securities.
 * - Net debt = total debt − cash and investments (negative: net cash).
 * - Free cash flow = cash from operating activities − capital expenditure (payments for
 *   property, plant and equipment); a provider's own figure only when either is missing.
 * - Margins: gross profit, operating income and net income ÷ revenue.
 * - Effective tax rate = provision for income taxes ÷ income before taxes.
 * - R&D intensity = research and development expense ÷ revenue.
 * - Debt to equity = total debt ÷ shareholders' equity (only when equity is positive).
 * - Revenue and diluted-EPS growth = this year ÷ the prior year − 1 (prior year positive).
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from '../../../generated/model';

type StatementKind = 'income' | 'balance' | 'cashflow';
type StatementRow = IncomeStatement | BalanceSheet | CashFlowStatement;

/** One statement line used by a derived figure. */
export interface LineRef {
  statement: StatementKind;
  row: StatementRow;
  field: string;
  value: number;
}

/** The statements of one fiscal year (and the prior year's income statement, for growth). */
export interface YearRows {
  income?: IncomeStatement;
  balance?: BalanceSheet;
  cashFlow?: CashFlowStatement;
  priorIncome?: IncomeStatement;
}

export interface DerivedValue {
  value: number;
  lines: LineRef[];
}

type DerivedUnit = 'money' | 'ratio' | 'multiple';

interface DerivedDefinition {
  key: string;
  label: string;
  unit: DerivedUnit;
  /** The definition in words, as answers name it. */
  definition: string;
  compute(rows: YearRows): DerivedValue | null;
}

function lineOf(statement: StatementKind, row: StatementRow | undefined, field: string): LineRef | null {
  if (!row) return null;
  const value = (row as unknown as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isFinite(value) ? { statement, row, field, value } : null;
}

const inc = (rows: YearRows, field: string) => lineOf('income', rows.income, field);
const bal = (rows: YearRows, field: string) => lineOf('balance', rows.balance, field);
const cf = (rows: YearRows, field: string) => lineOf('cashflow', rows.cashFlow, field);

function sumOf(lines: Array<LineRef | null>): DerivedValue | null {
  const present = lines.filter((line): line is LineRef => line !== null);
  return present.length > 0 ? { value: present.reduce((total, line) => total + line.value, 0), lines: present } : null;
}

function quotient(top: LineRef | DerivedValue | null, bottom: LineRef | DerivedValue | null, positiveBottom = false): DerivedValue | null {
  if (!top || !bottom || bottom.value === 0 || (positiveBottom && bottom.value < 0)) return null;
  return { value: top.value / bottom.value, lines: [...linesOf(top), ...linesOf(bottom)] };
}

function linesOf(part: LineRef | DerivedValue): LineRef[] {
  return 'lines' in part ? part.lines : [part];
}

export function totalDebtOf(rows: YearRows): DerivedValue | null {
  const short = bal(rows, 'shortTermDebt');
  const long = bal(rows, 'longTermDebt');
  if (short || long) return sumOf([short, long]);
  const reported = bal(rows, 'totalDebt');
  return reported ? { value: reported.value, lines: [reported] } : null;
}

function cashAndInvestmentsOf(rows: YearRows): DerivedValue | null {
  return sumOf([bal(rows, 'cashAndCashEquivalents'), bal(rows, 'shortTermInvestments'), bal(rows, 'longTermInvestments')]);
}

export function freeCashFlowOf(rows: YearRows): DerivedValue | null {
  const operating = cf(rows, 'netCashProvidedByOperatingActivities');
  const capex = cf(rows, 'capitalExpenditure');
  if (operating && capex) return { value: operating.value - Math.abs(capex.value), lines: [operating, capex] };
  const reported = cf(rows, 'freeCashFlow');
  return reported ? { value: reported.value, lines: [reported] } : null;
}

function growthOf(rows: YearRows, field: string, fallback?: string): DerivedValue | null {
  const pick = (row: IncomeStatement | undefined) => lineOf('income', row, field) ?? (fallback ? lineOf('income', row, fallback) : null);
  const current = pick(rows.income);
  const prior = pick(rows.priorIncome);
  if (!current || !prior || prior.value <= 0) return null;
  return { value: current.value / prior.value - 1, lines: [current, prior] };
}

const DERIVED_FIGURES: readonly DerivedDefinition[] = [
  {
    key: 'grossMargin',
    label: 'Gross margin',
    unit: 'ratio',
    definition: 'gross profit ÷ revenue',
    compute: (r) => quotient(inc(r, 'grossProfit'), inc(r, 'revenue')),
  },
  {
    key: 'operatingMargin',
    label: 'Operating margin',
    unit: 'ratio',
    definition: 'operating income ÷ revenue',
    compute: (r) => quotient(inc(r, 'operatingIncome'), inc(r, 'revenue')),
  },
  {
    key: 'netMargin',
    label: 'Net margin',
    unit: 'ratio',
    definition: 'net income ÷ revenue',
    compute: (r) => quotient(inc(r, 'netIncome'), inc(r, 'revenue')),
  },
  {
    key: 'effectiveTaxRate',
    label: 'Effective tax rate',
    unit: 'ratio',
    definition: 'provision for income taxes ÷ income before taxes',
    compute: (r) => quotient(inc(r, 'incomeTaxExpense'), inc(r, 'incomeBeforeTax'), true),
  },
  {
    key: 'rndIntensity',
    label: 'R&D as a share of revenue',
    unit: 'ratio',
    definition: 'research and development expense ÷ revenue',
    compute: (r) => quotient(inc(r, 'researchAndDevelopmentExpenses'), inc(r, 'revenue')),
  },
  {
    key: 'revenueGrowth',
    label: 'Revenue growth',
    unit: 'ratio',
    definition: 'revenue ÷ prior-year revenue − 1',
    compute: (r) => growthOf(r, 'revenue'),
  },
  {
    key: 'epsGrowth',
    label: 'Diluted EPS growth',
    unit: 'ratio',
    definition: 'diluted EPS ÷ prior-year diluted EPS − 1',
    compute: (r) => growthOf(r, 'epsDiluted', 'eps'),
  },
  {
    key: 'freeCashFlow',
    label: 'Free cash flow',
    unit: 'money',
    definition: 'cash from operating activities − capital expenditure',
    compute: freeCashFlowOf,
  },
  {
    key: 'freeCashFlowMargin',
    label: 'Free cash flow margin',
    unit: 'ratio',
    definition: '(cash from operating activities − capital expenditure) ÷ revenue',
    compute: (r) => {
      const fcf = freeCashFlowOf(r);
      const revenue = inc(r, 'revenue');
      return fcf && revenue && revenue.value > 0 ? { value: fcf.value / revenue.value, lines: [...fcf.lines, revenue] } : null;
    },
  },
  {
    key: 'totalDebt',
    label: 'Total debt',
    unit: 'money',
    definition: 'short-term debt (commercial paper and the current portion of term debt) + long-term debt',
    compute: totalDebtOf,
  },
  {
    key: 'cash',
    label: 'Cash and marketable securities',
    unit: 'money',
    definition: 'cash and cash equivalents + current and non-current marketable securities',
    compute: cashAndInvestmentsOf,
  },
  {
    key: 'netDebt',
    label: 'Net debt',
    unit: 'money',
    definition: 'total debt − (cash and cash equivalents + current and non-current marketable securities); negative means net cash',
    compute: (r) => {
      const debt = totalDebtOf(r);
      const cash = cashAndInvestmentsOf(r);
      return debt && cash ? { value: debt.value - cash.value, lines: [...debt.lines, ...cash.lines] } : null;
    },
  },
  {
    key: 'debtToEquity',
    label: 'Debt to equity',
    unit: 'multiple',
    definition: 'total debt ÷ shareholders’ equity',
    compute: (r) => quotient(totalDebtOf(r), bal(r, 'totalStockholdersEquity'), true),
  },
];

export const derivedByKey = new Map(DERIVED_FIGURES.map((definition) => [definition.key, definition]));
