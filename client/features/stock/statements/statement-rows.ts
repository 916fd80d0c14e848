/**
 * The row sets of the four statement tabs and the table they build: one column per period
 * date, newest first, derived rows computed by statement-math.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, Statements } from '../../../../generated/model';
import type { StatementValueKind } from '../../../lib/format';
import {
  cashAndShortTermInvestmentsOf,
  freeCashFlowOf,
  grossProfitOf,
  interestCoverage,
  known,
  margin,
  netDebtOf,
  operatingExpensesOf,
  operatingIncomeOf,
  totalDebtOf,
  totalLiabilitiesAndEquityOf,
  yoyChange,
} from './statement-math';
import type { StatementTab } from './statement-tabs';

/** The three statements of one period (any may be missing). */
export interface Period {
  date: string;
  fiscalYear: string;
  income?: IncomeStatement;
  balance?: BalanceSheet;
  cashFlow?: CashFlowStatement;
}

interface ValueRowDef {
  label: string;
  kind: StatementValueKind;
  value: (period: Period) => number | undefined;
  /** Followed by a 'label YoY %' row when YoY rows are on. */
  yoy?: boolean;
  total?: boolean;
}

type RowDef = ValueRowDef | { section: string };

export type TableRow =
  | { type: 'section'; label: string }
  | { type: 'value'; label: string; kind: StatementValueKind; values: (number | undefined)[]; total: boolean };

export interface StatementTable {
  columns: { date: string; fiscalYear: string }[];
  rows: TableRow[];
}

const inc = (pick: (s: IncomeStatement) => number | null | undefined) => (p: Period) =>
  p.income ? known(pick(p.income)) : undefined;
const bal = (pick: (s: BalanceSheet) => number | null | undefined) => (p: Period) =>
  p.balance ? known(pick(p.balance)) : undefined;
const cf = (pick: (s: CashFlowStatement) => number | null | undefined) => (p: Period) =>
  p.cashFlow ? known(pick(p.cashFlow)) : undefined;

const revenue = inc((s) => s.revenue);
const netIncome = inc((s) => s.netIncome);
const grossProfit = (p: Period) => grossProfitOf(p.income);
const operatingIncome = (p: Period) => operatingIncomeOf(p.income);
const operatingCashFlow = cf((s) => s.netCashProvidedByOperatingActivities);
const freeCash = (p: Period) => freeCashFlowOf(p.cashFlow);

const INCOME_ROWS: RowDef[] = [
  { label: 'Revenue', kind: 'money', value: revenue, yoy: true },
  { label: 'COGS', kind: 'money', value: inc((s) => s.costOfRevenue) },
  { label: 'Gross Profit', kind: 'money', value: grossProfit, yoy: true, total: true },
  { label: 'R&D', kind: 'money', value: inc((s) => s.researchAndDevelopmentExpenses) },
  { label: 'SG&A', kind: 'money', value: inc((s) => s.sellingGeneralAndAdministrativeExpenses) },
  { label: 'G&A', kind: 'money', value: inc((s) => s.generalAndAdministrativeExpenses) },
  { label: 'Total Operating Expenses', kind: 'money', value: (p) => operatingExpensesOf(p.income) },
  { label: 'Operating Income (EBIT)', kind: 'money', value: operatingIncome, yoy: true, total: true },
  { label: 'Other Income (Expense) net', kind: 'money', value: inc((s) => s.otherIncomeExpenseNet) },
  { label: 'Pre-Tax Income', kind: 'money', value: inc((s) => s.incomeBeforeTax) },
  { label: 'Income Tax Expense', kind: 'money', value: inc((s) => s.incomeTaxExpense) },
  { label: 'Net Income', kind: 'money', value: netIncome, yoy: true, total: true },
  { label: 'EPS Basic', kind: 'perShare', value: inc((s) => s.eps) },
  { label: 'EPS Diluted', kind: 'perShare', value: inc((s) => s.epsDiluted), yoy: true },
];

const BALANCE_ROWS: RowDef[] = [
  { section: 'Assets' },
  { label: 'Cash & Cash Equivalents', kind: 'money', value: bal((s) => s.cashAndCashEquivalents) },
  { label: 'Short-Term Investments', kind: 'money', value: bal((s) => s.shortTermInvestments) },
  { label: 'Accounts Receivable', kind: 'money', value: bal((s) => s.accountsReceivables) },
  { label: 'Inventory', kind: 'money', value: bal((s) => s.inventory) },
  { label: 'Other Current Assets', kind: 'money', value: bal((s) => s.otherCurrentAssets) },
  { label: 'Total Current Assets', kind: 'money', value: bal((s) => s.totalCurrentAssets), total: true },
  { label: 'PP&E (Net)', kind: 'money', value: bal((s) => s.propertyPlantEquipmentNet) },
  { label: 'Long-Term Investments', kind: 'money', value: bal((s) => s.longTermInvestments) },
  { label: 'Goodwill', kind: 'money', value: bal((s) => s.goodwill) },
  { label: 'Intangible Assets', kind: 'money', value: bal((s) => s.intangibleAssets) },
  { label: 'Other Non-Current Assets', kind: 'money', value: bal((s) => s.otherNonCurrentAssets) },
  { label: 'Total Non-Current Assets', kind: 'money', value: bal((s) => s.totalNonCurrentAssets), total: true },
  { label: 'Total Assets', kind: 'money', value: bal((s) => s.totalAssets), total: true },
  { section: 'Liabilities' },
  { label: 'Accounts Payable', kind: 'money', value: bal((s) => s.accountPayables) },
  { label: 'Short-Term Debt', kind: 'money', value: bal((s) => s.shortTermDebt) },
  { label: 'Accrued Liabilities', kind: 'money', value: bal((s) => s.accruedLiabilities) },
  { label: 'Other Current Liabilities', kind: 'money', value: bal((s) => s.otherCurrentLiabilities) },
  { label: 'Total Current Liabilities', kind: 'money', value: bal((s) => s.totalCurrentLiabilities), total: true },
  { label: 'Long-Term Debt', kind: 'money', value: bal((s) => s.longTermDebt) },
  { label: 'Deferred Revenue', kind: 'money', value: bal((s) => s.deferredRevenue) },
  { label: 'Deferred Tax Liabilities', kind: 'money', value: bal((s) => s.deferredTaxLiabilitiesNonCurrent) },
  { label: 'Other Non-Current Liabilities', kind: 'money', value: bal((s) => s.otherNonCurrentLiabilities) },
  {
    label: 'Total Non-Current Liabilities',
    kind: 'money',
    value: bal((s) => s.totalNonCurrentLiabilities),
    total: true,
  },
  { label: 'Total Liabilities', kind: 'money', value: bal((s) => s.totalLiabilities), total: true },
  { section: 'Equity' },
  { label: 'Common Stock', kind: 'money', value: bal((s) => s.commonStock) },
  { label: 'Retained Earnings', kind: 'money', value: bal((s) => s.retainedEarnings) },
  { label: 'Accumulated OCI', kind: 'money', value: bal((s) => s.accumulatedOtherComprehensiveIncomeLoss) },
  { label: 'Treasury Stock', kind: 'money', value: bal((s) => s.treasuryStock) },
  { label: "Total Stockholders' Equity", kind: 'money', value: bal((s) => s.totalStockholdersEquity), total: true },
  { label: 'Total Liab + Equity', kind: 'money', value: (p) => totalLiabilitiesAndEquityOf(p.balance), total: true },
];

const CASH_FLOW_ROWS: RowDef[] = [
  { section: 'Operating Activities' },
  { label: 'Net Income', kind: 'money', value: cf((s) => s.netIncome) },
  { label: 'Depreciation & Amortization', kind: 'money', value: cf((s) => s.depreciationAndAmortization) },
  { label: 'Stock-Based Compensation', kind: 'money', value: cf((s) => s.stockBasedCompensation) },
  { label: 'Change in Working Capital', kind: 'money', value: cf((s) => s.changeInWorkingCapital) },
  { label: 'Other Working Capital', kind: 'money', value: cf((s) => s.otherWorkingCapital) },
  { label: 'Cash from Operations', kind: 'money', value: operatingCashFlow, total: true },
  { section: 'Investing Activities' },
  { label: 'Capital Expenditure', kind: 'money', value: cf((s) => s.capitalExpenditure) },
  { label: 'Acquisitions', kind: 'money', value: cf((s) => s.acquisitions) },
  { label: 'Purchases of Investments', kind: 'money', value: cf((s) => s.purchasesOfInvestments) },
  { label: 'Sales/Maturities of Investments', kind: 'money', value: cf((s) => s.salesMaturitiesOfInvestments) },
  { label: 'Other Investing Activities', kind: 'money', value: cf((s) => s.otherInvestingActivities) },
  { label: 'Cash from Investing', kind: 'money', value: cf((s) => s.netCashUsedForInvestingActivites), total: true },
  { section: 'Financing Activities' },
  { label: 'Debt Repayment', kind: 'money', value: cf((s) => s.debtRepayment) },
  { label: 'Debt Issuance', kind: 'money', value: cf((s) => s.debtIssuance) },
  { label: 'Common Stock Repurchased', kind: 'money', value: cf((s) => s.commonStockRepurchased) },
  { label: 'Common Stock Issued', kind: 'money', value: cf((s) => s.commonStockIssued) },
  { label: 'Dividends Paid', kind: 'money', value: cf((s) => s.dividendsPaid) },
  { label: 'Other Financing Activities', kind: 'money', value: cf((s) => s.otherFinancingActivities) },
  {
    label: 'Cash from Financing',
    kind: 'money',
    value: cf((s) => s.netCashUsedProvidedByFinancingActivities),
    total: true,
  },
  { section: 'Summary' },
  { label: 'Free Cash Flow', kind: 'money', value: freeCash, total: true },
  { label: 'Net Change in Cash', kind: 'money', value: cf((s) => s.netChangeInCash) },
  { label: 'Cash at Beginning of Period', kind: 'money', value: cf((s) => s.cashAtBeginningOfPeriod) },
  { label: 'Cash at End of Period', kind: 'money', value: cf((s) => s.cashAtEndOfPeriod) },
];

const CONDENSED_ROWS: RowDef[] = [
  { label: 'Revenue', kind: 'money', value: revenue },
  { label: 'Gross Profit', kind: 'money', value: grossProfit },
  { label: 'Gross Margin %', kind: 'percent', value: (p) => margin(grossProfit(p), revenue(p)) },
  { label: 'Operating Income', kind: 'money', value: operatingIncome },
  { label: 'Operating Margin %', kind: 'percent', value: (p) => margin(operatingIncome(p), revenue(p)) },
  { label: 'Net Income', kind: 'money', value: netIncome },
  { label: 'Net Margin %', kind: 'percent', value: (p) => margin(netIncome(p), revenue(p)) },
  { label: 'CFO', kind: 'money', value: operatingCashFlow },
  { label: 'CapEx', kind: 'money', value: cf((s) => s.capitalExpenditure) },
  { label: 'FCF', kind: 'money', value: freeCash },
  { label: 'FCF Margin %', kind: 'percent', value: (p) => margin(freeCash(p), revenue(p)) },
  { label: 'Total Debt', kind: 'money', value: (p) => totalDebtOf(p.balance) },
  { label: 'Cash & ST Investments', kind: 'money', value: (p) => cashAndShortTermInvestmentsOf(p.balance) },
  { label: 'Net Debt', kind: 'money', value: (p) => netDebtOf(p.balance) },
  {
    label: 'Interest Coverage (x)',
    kind: 'multiple',
    value: (p) => interestCoverage(operatingIncome(p), p.income?.interestExpense),
  },
  { label: 'Diluted Shares', kind: 'shares', value: inc((s) => s.weightedAverageSHSOutDil) },
  { label: 'Diluted EPS', kind: 'perShare', value: inc((s) => s.epsDiluted) },
];

const ROWS_BY_TAB: Record<StatementTab, RowDef[]> = {
  income: INCOME_ROWS,
  balance: BALANCE_ROWS,
  cashflow: CASH_FLOW_ROWS,
  condensed: CONDENSED_ROWS,
};

/** The periods a tab shows: its own statements' dates (all dates for Condensed), newest first. */
export function periodsFor(statements: Statements, tab: StatementTab): Period[] {
  const lists = {
    income: statements.incomeStatements,
    balance: statements.balanceSheets,
    cashflow: statements.cashFlowStatements,
  };
  const source =
    tab === 'condensed' ? [...lists.income, ...lists.balance, ...lists.cashflow] : lists[tab];
  const byDate = new Map<string, string>();
  for (const item of source) if (!byDate.has(item.date)) byDate.set(item.date, item.fiscalYear);
  return [...byDate.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, fiscalYear]) => ({
      date,
      fiscalYear,
      income: lists.income.find((s) => s.date === date),
      balance: lists.balance.find((s) => s.date === date),
      cashFlow: lists.cashflow.find((s) => s.date === date),
    }));
}

/** YoY change of each column against the next (older) one. */
export function yoyValues(values: (number | undefined)[]): (number | undefined)[] {
  return values.map((value, index) => yoyChange(value, values[index + 1]));
}

/** The table of one tab; `showYoy` adds a 'label YoY %' row after each row that has one. */
export function buildStatementTable(statements: Statements, tab: StatementTab, showYoy = false): StatementTable {
  const periods = periodsFor(statements, tab);
  const rows: TableRow[] = [];
  for (const def of ROWS_BY_TAB[tab]) {
    if ('section' in def) {
      rows.push({ type: 'section', label: def.section });
      continue;
    }
    const values = periods.map(def.value);
    rows.push({ type: 'value', label: def.label, kind: def.kind, values, total: def.total ?? false });
    if (showYoy && def.yoy) {
      rows.push({ type: 'value', label: `${def.label} YoY %`, kind: 'percent', values: yoyValues(values), total: false });
    }
  }
  return { columns: periods.map(({ date, fiscalYear }) => ({ date, fiscalYear })), rows };
}

/** True when the tab has YoY rows to offer. */
export function tabHasYoy(tab: StatementTab): boolean {
  return ROWS_BY_TAB[tab].some((def) => 'label' in def && def.yoy === true);
}
