/**
 * The one definition of every figure derived from a company's statements, the same for every
 * provider and on every side: the statements page, the overview, the screener (server metrics),
 * the API and the AI all compute them here, and each screen states them in the words below.
 *
 * - Total debt = short-term debt (commercial paper, the current portion of term debt, other
 *   short-term borrowings) + long-term debt; a provider's own total only when it reports neither.
 * - Cash & short-term investments = cash and cash equivalents + current marketable securities
 *   (short-term investments). Non-current marketable securities are not cash.
 * - Net debt = total debt − cash & short-term investments (negative: net cash).
 * - Free cash flow = cash from operations − |capital expenditure|; a provider's own figure only
 *   when either is missing.
 * - Margins = gross profit, operating income, net income or free cash flow ÷ revenue (none when
 *   revenue is missing or zero).
 * - Interest coverage = operating income ÷ |interest expense| (none when operating income is 0 or
 *   less, or interest is missing or zero).
 * - Growth = (this year − prior year) ÷ |prior year| (none when the prior year is missing or zero).
 *
 * Every figure comes with the statement lines it used, so an AI answer can cite them.
 */

type Maybe = number | null | undefined;

/** The income-statement lines the definitions read (the API's IncomeStatement fits). */
export interface IncomeLines {
  revenue?: Maybe;
  costOfRevenue?: Maybe;
  grossProfit?: Maybe;
  researchAndDevelopmentExpenses?: Maybe;
  generalAndAdministrativeExpenses?: Maybe;
  sellingGeneralAndAdministrativeExpenses?: Maybe;
  operatingExpenses?: Maybe;
  operatingIncome?: Maybe;
  interestExpense?: Maybe;
  incomeBeforeTax?: Maybe;
  incomeTaxExpense?: Maybe;
  netIncome?: Maybe;
  eps?: Maybe;
  epsDiluted?: Maybe;
}

/** The balance-sheet lines the definitions read (the API's BalanceSheet fits). */
interface BalanceLines {
  cashAndCashEquivalents?: Maybe;
  shortTermInvestments?: Maybe;
  shortTermDebt?: Maybe;
  longTermDebt?: Maybe;
  totalDebt?: Maybe;
  totalLiabilities?: Maybe;
  totalStockholdersEquity?: Maybe;
  totalLiabilitiesAndStockholdersEquity?: Maybe;
}

/** The cash-flow lines the definitions read (the API's CashFlowStatement fits). */
interface CashFlowLines {
  netCashProvidedByOperatingActivities?: Maybe;
  capitalExpenditure?: Maybe;
  freeCashFlow?: Maybe;
}

/** The statements of one period (any may be missing), and the prior period's income statement for growth. */
export interface PeriodLines {
  income?: IncomeLines | null;
  balance?: BalanceLines | null;
  cashFlow?: CashFlowLines | null;
  priorIncome?: IncomeLines | null;
}

type StatementKind = 'income' | 'balance' | 'cashflow';

/** One statement line a figure used; `prior` marks the prior period's income statement. */
export interface LineRef {
  statement: StatementKind;
  field: string;
  value: number;
  prior?: true;
}

export interface DerivedValue {
  value: number;
  lines: LineRef[];
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function line(statement: StatementKind, row: object | null | undefined, field: string, prior = false): DerivedValue | null {
  const value = row ? (row as Record<string, unknown>)[field] : undefined;
  if (!isNumber(value)) return null;
  return { value, lines: [{ statement, field, value, ...(prior ? { prior: true as const } : {}) }] };
}

const inc = (p: PeriodLines, field: keyof IncomeLines) => line('income', p.income, field);
const bal = (p: PeriodLines, field: keyof BalanceLines) => line('balance', p.balance, field);
const cf = (p: PeriodLines, field: keyof CashFlowLines) => line('cashflow', p.cashFlow, field);

/** A figure from its parts; never -0 (a screen would show '-0.0%'), never infinite. */
function combine(parts: DerivedValue[], value: number): DerivedValue | null {
  return Number.isFinite(value) ? { value: value === 0 ? 0 : value, lines: parts.flatMap((part) => part.lines) } : null;
}

const sum = (a: DerivedValue, b: DerivedValue) => combine([a, b], a.value + b.value);
const difference = (a: DerivedValue, b: DerivedValue) => combine([a, b], a.value - b.value);

/** A ratio; none when either part is missing, the denominator is zero or (with `positive`) below zero. */
function ratio(top: DerivedValue | null, bottom: DerivedValue | null, positive = false): DerivedValue | null {
  if (!top || !bottom || bottom.value === 0 || (positive && bottom.value < 0)) return null;
  return combine([top, bottom], top.value / bottom.value);
}

/** Gross profit as reported, else revenue − cost of revenue. */
export function grossProfitOf(p: PeriodLines): DerivedValue | null {
  const reported = inc(p, 'grossProfit');
  if (reported) return reported;
  const revenue = inc(p, 'revenue');
  const cost = inc(p, 'costOfRevenue');
  return revenue && cost ? difference(revenue, cost) : null;
}

/** Total operating expenses as reported, else R&D (when reported) + SG&A (or G&A when SG&A is missing). */
export function operatingExpensesOf(p: PeriodLines): DerivedValue | null {
  const reported = inc(p, 'operatingExpenses');
  if (reported) return reported;
  const overhead = inc(p, 'sellingGeneralAndAdministrativeExpenses') ?? inc(p, 'generalAndAdministrativeExpenses');
  if (!overhead) return null;
  const research = inc(p, 'researchAndDevelopmentExpenses');
  return research ? sum(research, overhead) : overhead;
}

/** Operating income (EBIT) as reported, else gross profit − operating expenses. */
export function operatingIncomeOf(p: PeriodLines): DerivedValue | null {
  const reported = inc(p, 'operatingIncome');
  if (reported) return reported;
  const gross = grossProfitOf(p);
  const expenses = operatingExpensesOf(p);
  return gross && expenses ? difference(gross, expenses) : null;
}

/** Total liabilities and equity as reported, else total liabilities + stockholders' equity. */
export function totalLiabilitiesAndEquityOf(p: PeriodLines): DerivedValue | null {
  const reported = bal(p, 'totalLiabilitiesAndStockholdersEquity');
  if (reported) return reported;
  const liabilities = bal(p, 'totalLiabilities');
  const equity = bal(p, 'totalStockholdersEquity');
  return liabilities && equity ? sum(liabilities, equity) : null;
}

/** Short-term + long-term debt (either alone when only one is reported); the provider's total only without both. */
export function totalDebtOf(p: PeriodLines): DerivedValue | null {
  const short = bal(p, 'shortTermDebt');
  const long = bal(p, 'longTermDebt');
  if (short && long) return sum(short, long);
  return short ?? long ?? bal(p, 'totalDebt');
}

/** Cash and cash equivalents + current marketable securities (counted as none when not reported). */
export function cashAndShortTermInvestmentsOf(p: PeriodLines): DerivedValue | null {
  const cash = bal(p, 'cashAndCashEquivalents');
  const investments = bal(p, 'shortTermInvestments');
  if (!cash) return null;
  return investments ? sum(cash, investments) : cash;
}

/** Total debt − cash & short-term investments. */
export function netDebtOf(p: PeriodLines): DerivedValue | null {
  const debt = totalDebtOf(p);
  const cash = cashAndShortTermInvestmentsOf(p);
  return debt && cash ? difference(debt, cash) : null;
}

/** Cash from operations − |capital expenditure|; the provider's own figure only when either is missing. */
export function freeCashFlowOf(p: PeriodLines): DerivedValue | null {
  const operating = cf(p, 'netCashProvidedByOperatingActivities');
  const capex = cf(p, 'capitalExpenditure');
  if (operating && capex) return combine([operating, capex], operating.value - Math.abs(capex.value));
  return cf(p, 'freeCashFlow');
}

/** Total debt ÷ stockholders' equity; a balance sheet without debt lines has none; no ratio when equity is 0 or less. */
export function debtToEquityOf(p: PeriodLines): DerivedValue | null {
  const equity = bal(p, 'totalStockholdersEquity');
  if (!equity || equity.value <= 0) return null;
  const debt = totalDebtOf(p);
  return debt ? ratio(debt, equity) : { value: 0, lines: equity.lines };
}

/** Operating income ÷ |interest expense|; none when operating income is 0 or less or interest is missing or zero. */
export function interestCoverageOf(p: PeriodLines): DerivedValue | null {
  const operating = operatingIncomeOf(p);
  const interest = inc(p, 'interestExpense');
  if (!operating || operating.value <= 0 || !interest || interest.value === 0) return null;
  return combine([operating, interest], operating.value / Math.abs(interest.value));
}

/** (current − prior) ÷ |prior|; none when either is missing or the prior value is zero. */
export function changeOf(current: Maybe, prior: Maybe): number | null {
  if (!isNumber(current) || !isNumber(prior) || prior === 0) return null;
  return (current - prior) / Math.abs(prior);
}

function growthOf(p: PeriodLines, field: keyof IncomeLines, fallback?: keyof IncomeLines): DerivedValue | null {
  const pick = (row: IncomeLines | null | undefined, prior: boolean) =>
    line('income', row, field, prior) ?? (fallback ? line('income', row, fallback, prior) : null);
  const current = pick(p.income, false);
  const prior = pick(p.priorIncome, true);
  const change = changeOf(current?.value, prior?.value);
  return current && prior && change !== null ? combine([current, prior], change) : null;
}

type DerivedUnit = 'money' | 'ratio' | 'multiple';

export interface DerivedDefinition {
  key: string;
  label: string;
  unit: DerivedUnit;
  /** The definition in words, as the screens and the AI's answers state it. */
  definition: string;
  /** For a margin: the figure it is the share of revenue of (`grossProfit` for `grossMargin`). */
  marginOf?: string;
  compute(p: PeriodLines): DerivedValue | null;
}

const margin = (key: string, label: string, of: string, what: string, top: (p: PeriodLines) => DerivedValue | null): DerivedDefinition => ({
  key,
  label,
  marginOf: of,
  unit: 'ratio',
  definition: `${what} ÷ revenue`,
  compute: (p) => ratio(top(p), inc(p, 'revenue')),
});

export const DERIVED_FIGURES = [
  margin('grossMargin', 'Gross margin', 'grossProfit', 'gross profit', grossProfitOf),
  margin('operatingMargin', 'Operating margin', 'operatingIncome', 'operating income', operatingIncomeOf),
  margin('netMargin', 'Net margin', 'netIncome', 'net income', (p) => inc(p, 'netIncome')),
  margin(
    'freeCashFlowMargin',
    'Free cash flow margin',
    'freeCashFlow',
    'free cash flow (cash from operating activities − capital expenditure)',
    freeCashFlowOf,
  ),
  {
    key: 'effectiveTaxRate',
    label: 'Effective tax rate',
    unit: 'ratio',
    definition: 'provision for income taxes ÷ income before taxes',
    compute: (p) => ratio(inc(p, 'incomeTaxExpense'), inc(p, 'incomeBeforeTax'), true),
  },
  {
    key: 'rndIntensity',
    label: 'R&D as a share of revenue',
    unit: 'ratio',
    definition: 'research and development expense ÷ revenue',
    compute: (p) => ratio(inc(p, 'researchAndDevelopmentExpenses'), inc(p, 'revenue')),
  },
  {
    key: 'revenueGrowth',
    label: 'Revenue growth',
    unit: 'ratio',
    definition: '(revenue − prior-year revenue) ÷ prior-year revenue',
    compute: (p) => growthOf(p, 'revenue'),
  },
  {
    key: 'epsGrowth',
    label: 'Diluted EPS growth',
    unit: 'ratio',
    definition: '(diluted EPS − prior-year diluted EPS) ÷ |prior-year diluted EPS|',
    compute: (p) => growthOf(p, 'epsDiluted', 'eps'),
  },
  {
    key: 'freeCashFlow',
    label: 'Free cash flow',
    unit: 'money',
    definition: 'cash from operating activities − capital expenditure',
    compute: freeCashFlowOf,
  },
  {
    key: 'totalDebt',
    label: 'Total debt',
    unit: 'money',
    definition: 'short-term debt (commercial paper and the current portion of term debt) + long-term debt',
    compute: totalDebtOf,
  },
  {
    key: 'cashAndShortTermInvestments',
    label: 'Cash and short-term investments',
    unit: 'money',
    definition: 'cash and cash equivalents + current marketable securities (short-term investments)',
    compute: cashAndShortTermInvestmentsOf,
  },
  {
    key: 'netDebt',
    label: 'Net debt',
    unit: 'money',
    definition: 'total debt − cash and short-term investments; negative means net cash',
    compute: netDebtOf,
  },
  {
    key: 'debtToEquity',
    label: 'Debt to equity',
    unit: 'multiple',
    definition: 'total debt ÷ shareholders’ equity (no debt reported counts as none; none when equity is 0 or less)',
    compute: debtToEquityOf,
  },
  {
    key: 'interestCoverage',
    label: 'Interest coverage',
    unit: 'multiple',
    definition: 'operating income ÷ interest expense (shown only when operating income is positive)',
    compute: interestCoverageOf,
  },
] as const satisfies readonly DerivedDefinition[];

export type DerivedKey = (typeof DERIVED_FIGURES)[number]['key'];

export const derivedByKey: ReadonlyMap<string, DerivedDefinition> = new Map(DERIVED_FIGURES.map((d) => [d.key, d]));

/** The definition of `key` (a known key: the map holds every one). */
export function derivedDefinition(key: DerivedKey): DerivedDefinition {
  return derivedByKey.get(key) as DerivedDefinition;
}

/** The value of one derived figure of one period, or null. */
export function derivedValue(key: DerivedKey, p: PeriodLines): number | null {
  return derivedDefinition(key).compute(p)?.value ?? null;
}
