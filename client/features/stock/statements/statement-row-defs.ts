/**
 * The rows of the four statement tabs: each row's label, kind and how its value is read from a
 * period's statements; derived rows by the one definition of common/derived-figures.ts, each
 * stating its definition in words. statement-rows.ts builds the tables from them.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from '../../../../generated/model';
import { isNumber, type StatementValueKind } from '../../../lib/format';
import {
  type DerivedKey,
  type DerivedValue,
  derivedDefinition,
  derivedValue,
  grossProfitOf,
  operatingExpensesOf,
  operatingIncomeOf,
  totalLiabilitiesAndEquityOf,
} from '../../../../common/derived-figures';
import type { StatementTab } from './statement-tabs';

/** The three statements of one period (any may be missing). */
export interface Period {
  date: string;
  fiscalYear: string;
  /** FY, Q1-Q4 or TTM (the API's `period`); a fiscal year when absent. */
  period?: string | undefined;
  /** The fiscal quarter of a quarter, or the last quarter of a TTM period. */
  fiscalQuarter?: number | null | undefined;
  income?: IncomeStatement;
  balance?: BalanceSheet;
  cashFlow?: CashFlowStatement;
}

interface ValueRowDef {
  label: string;
  kind: StatementValueKind;
  value: (period: Period) => number | undefined;
  /** The XBRL tag the figure was read from, for rows that show one statement line as reported. */
  tag?: (period: Period) => string | undefined;
  /** The figure as the period's own report gave it, where it has since been adjusted for stock splits. */
  asReported?: (period: Period) => number | undefined;
  /** Followed by a 'label YoY %' row when YoY rows are on. */
  yoy?: boolean;
  total?: boolean;
  /** How a derived row is computed, in words (shown as its tooltip and in the definitions list). */
  definition?: string;
}

export type RowDef = ValueRowDef | { section: string };

/** The value when it is a real number, else undefined. */
const known = (value: number | null | undefined) => (isNumber(value) ? value : undefined);
const valueOf = (derived: DerivedValue | null) => derived?.value;

const inc = (pick: (s: IncomeStatement) => number | null | undefined) => (p: Period) => (p.income ? known(pick(p.income)) : undefined);
const bal = (pick: (s: BalanceSheet) => number | null | undefined) => (p: Period) => (p.balance ? known(pick(p.balance)) : undefined);
const cf = (pick: (s: CashFlowStatement) => number | null | undefined) => (p: Period) => (p.cashFlow ? known(pick(p.cashFlow)) : undefined);

type StatementName = 'income' | 'balance' | 'cashFlow';

/** The XBRL tag of one field of one statement of the period (SEC EDGAR gives them). */
const tagOf = (statement: StatementName, field: string) => (p: Period) => p[statement]?.xbrlTags?.[field];

/** A per-share figure or share count as the period's report gave it, when it has been split-adjusted since. */
const reportedOf = (field: string) => (p: Period) => (p.income?.splitAdjusted ? known(p.income.asReported?.[field]) : undefined);

const revenue = inc((s) => s.revenue);
const netIncome = inc((s) => s.netIncome);
const grossProfit = (p: Period) => valueOf(grossProfitOf(p));
const operatingIncome = (p: Period) => valueOf(operatingIncomeOf(p));
const operatingCashFlow = cf((s) => s.netCashProvidedByOperatingActivities);

/** A row of a derived figure: its value and its definition in words from common/derived-figures.ts. */
function derivedRow(label: string, kind: StatementValueKind, key: DerivedKey, extra: Partial<ValueRowDef> = {}): ValueRowDef {
  return { label, kind, value: (p) => derivedValue(key, p) ?? undefined, definition: derivedDefinition(key).definition, ...extra };
}

const INCOME_ROWS: RowDef[] = [
  { label: 'Revenue', kind: 'money', value: revenue, tag: tagOf('income', 'revenue'), yoy: true },
  { label: 'COGS', kind: 'money', value: inc((s) => s.costOfRevenue), tag: tagOf('income', 'costOfRevenue') },
  { label: 'Gross Profit', kind: 'money', value: grossProfit, yoy: true, total: true },
  {
    label: 'R&D',
    kind: 'money',
    value: inc((s) => s.researchAndDevelopmentExpenses),
    tag: tagOf('income', 'researchAndDevelopmentExpenses'),
  },
  {
    label: 'SG&A',
    kind: 'money',
    value: inc((s) => s.sellingGeneralAndAdministrativeExpenses),
    tag: tagOf('income', 'sellingGeneralAndAdministrativeExpenses'),
  },
  {
    label: 'G&A',
    kind: 'money',
    value: inc((s) => s.generalAndAdministrativeExpenses),
    tag: tagOf('income', 'generalAndAdministrativeExpenses'),
  },
  { label: 'Total Operating Expenses', kind: 'money', value: (p) => valueOf(operatingExpensesOf(p)) },
  { label: 'Operating Income (EBIT)', kind: 'money', value: operatingIncome, yoy: true, total: true },
  {
    label: 'Other Income (Expense) net',
    kind: 'money',
    value: inc((s) => s.otherIncomeExpenseNet),
    tag: tagOf('income', 'otherIncomeExpenseNet'),
  },
  { label: 'Pre-Tax Income', kind: 'money', value: inc((s) => s.incomeBeforeTax), tag: tagOf('income', 'incomeBeforeTax') },
  { label: 'Income Tax Expense', kind: 'money', value: inc((s) => s.incomeTaxExpense), tag: tagOf('income', 'incomeTaxExpense') },
  { label: 'Net Income', kind: 'money', value: netIncome, tag: tagOf('income', 'netIncome'), yoy: true, total: true },
  { label: 'EPS Basic', kind: 'perShare', value: inc((s) => s.eps), tag: tagOf('income', 'eps'), asReported: reportedOf('eps') },
  {
    label: 'EPS Diluted',
    kind: 'perShare',
    value: inc((s) => s.epsDiluted),
    tag: tagOf('income', 'epsDiluted'),
    asReported: reportedOf('epsDiluted'),
    yoy: true,
  },
];

const BALANCE_ROWS: RowDef[] = [
  { section: 'Assets' },
  {
    label: 'Cash & Cash Equivalents',
    kind: 'money',
    value: bal((s) => s.cashAndCashEquivalents),
    tag: tagOf('balance', 'cashAndCashEquivalents'),
  },
  {
    label: 'Short-Term Investments',
    kind: 'money',
    value: bal((s) => s.shortTermInvestments),
    tag: tagOf('balance', 'shortTermInvestments'),
  },
  { label: 'Accounts Receivable', kind: 'money', value: bal((s) => s.accountsReceivables), tag: tagOf('balance', 'accountsReceivables') },
  { label: 'Inventory', kind: 'money', value: bal((s) => s.inventory), tag: tagOf('balance', 'inventory') },
  { label: 'Other Current Assets', kind: 'money', value: bal((s) => s.otherCurrentAssets), tag: tagOf('balance', 'otherCurrentAssets') },
  {
    label: 'Total Current Assets',
    kind: 'money',
    value: bal((s) => s.totalCurrentAssets),
    tag: tagOf('balance', 'totalCurrentAssets'),
    total: true,
  },
  {
    label: 'PP&E (Net)',
    kind: 'money',
    value: bal((s) => s.propertyPlantEquipmentNet),
    tag: tagOf('balance', 'propertyPlantEquipmentNet'),
  },
  { label: 'Long-Term Investments', kind: 'money', value: bal((s) => s.longTermInvestments), tag: tagOf('balance', 'longTermInvestments') },
  { label: 'Goodwill', kind: 'money', value: bal((s) => s.goodwill), tag: tagOf('balance', 'goodwill') },
  { label: 'Intangible Assets', kind: 'money', value: bal((s) => s.intangibleAssets), tag: tagOf('balance', 'intangibleAssets') },
  {
    label: 'Other Non-Current Assets',
    kind: 'money',
    value: bal((s) => s.otherNonCurrentAssets),
    tag: tagOf('balance', 'otherNonCurrentAssets'),
  },
  {
    label: 'Total Non-Current Assets',
    kind: 'money',
    value: bal((s) => s.totalNonCurrentAssets),
    tag: tagOf('balance', 'totalNonCurrentAssets'),
    total: true,
  },
  { label: 'Total Assets', kind: 'money', value: bal((s) => s.totalAssets), tag: tagOf('balance', 'totalAssets'), total: true },
  { section: 'Liabilities' },
  { label: 'Accounts Payable', kind: 'money', value: bal((s) => s.accountPayables), tag: tagOf('balance', 'accountPayables') },
  { label: 'Short-Term Debt', kind: 'money', value: bal((s) => s.shortTermDebt), tag: tagOf('balance', 'shortTermDebt') },
  { label: 'Accrued Liabilities', kind: 'money', value: bal((s) => s.accruedLiabilities), tag: tagOf('balance', 'accruedLiabilities') },
  {
    label: 'Other Current Liabilities',
    kind: 'money',
    value: bal((s) => s.otherCurrentLiabilities),
    tag: tagOf('balance', 'otherCurrentLiabilities'),
  },
  {
    label: 'Total Current Liabilities',
    kind: 'money',
    value: bal((s) => s.totalCurrentLiabilities),
    tag: tagOf('balance', 'totalCurrentLiabilities'),
    total: true,
  },
  { label: 'Long-Term Debt', kind: 'money', value: bal((s) => s.longTermDebt), tag: tagOf('balance', 'longTermDebt') },
  { label: 'Deferred Revenue', kind: 'money', value: bal((s) => s.deferredRevenue), tag: tagOf('balance', 'deferredRevenue') },
  {
    label: 'Deferred Tax Liabilities',
    kind: 'money',
    value: bal((s) => s.deferredTaxLiabilitiesNonCurrent),
    tag: tagOf('balance', 'deferredTaxLiabilitiesNonCurrent'),
  },
  {
    label: 'Other Non-Current Liabilities',
    kind: 'money',
    value: bal((s) => s.otherNonCurrentLiabilities),
    tag: tagOf('balance', 'otherNonCurrentLiabilities'),
  },
  {
    label: 'Total Non-Current Liabilities',
    kind: 'money',
    value: bal((s) => s.totalNonCurrentLiabilities),
    tag: tagOf('balance', 'totalNonCurrentLiabilities'),
    total: true,
  },
  {
    label: 'Total Liabilities',
    kind: 'money',
    value: bal((s) => s.totalLiabilities),
    tag: tagOf('balance', 'totalLiabilities'),
    total: true,
  },
  { section: 'Equity' },
  { label: 'Common Stock', kind: 'money', value: bal((s) => s.commonStock), tag: tagOf('balance', 'commonStock') },
  { label: 'Retained Earnings', kind: 'money', value: bal((s) => s.retainedEarnings), tag: tagOf('balance', 'retainedEarnings') },
  {
    label: 'Accumulated OCI',
    kind: 'money',
    value: bal((s) => s.accumulatedOtherComprehensiveIncomeLoss),
    tag: tagOf('balance', 'accumulatedOtherComprehensiveIncomeLoss'),
  },
  { label: 'Treasury Stock', kind: 'money', value: bal((s) => s.treasuryStock), tag: tagOf('balance', 'treasuryStock') },
  {
    label: "Total Stockholders' Equity",
    kind: 'money',
    value: bal((s) => s.totalStockholdersEquity),
    tag: tagOf('balance', 'totalStockholdersEquity'),
    total: true,
  },
  { label: 'Total Liab + Equity', kind: 'money', value: (p) => valueOf(totalLiabilitiesAndEquityOf(p)), total: true },
];

const CASH_FLOW_ROWS: RowDef[] = [
  { section: 'Operating Activities' },
  { label: 'Net Income', kind: 'money', value: cf((s) => s.netIncome), tag: tagOf('cashFlow', 'netIncome') },
  {
    label: 'Depreciation & Amortization',
    kind: 'money',
    value: cf((s) => s.depreciationAndAmortization),
    tag: tagOf('cashFlow', 'depreciationAndAmortization'),
  },
  {
    label: 'Stock-Based Compensation',
    kind: 'money',
    value: cf((s) => s.stockBasedCompensation),
    tag: tagOf('cashFlow', 'stockBasedCompensation'),
  },
  {
    label: 'Change in Working Capital',
    kind: 'money',
    value: cf((s) => s.changeInWorkingCapital),
    tag: tagOf('cashFlow', 'changeInWorkingCapital'),
  },
  { label: 'Other Working Capital', kind: 'money', value: cf((s) => s.otherWorkingCapital), tag: tagOf('cashFlow', 'otherWorkingCapital') },
  {
    label: 'Cash from Operations',
    kind: 'money',
    value: operatingCashFlow,
    tag: tagOf('cashFlow', 'netCashProvidedByOperatingActivities'),
    total: true,
  },
  { section: 'Investing Activities' },
  { label: 'Capital Expenditure', kind: 'money', value: cf((s) => s.capitalExpenditure), tag: tagOf('cashFlow', 'capitalExpenditure') },
  { label: 'Acquisitions', kind: 'money', value: cf((s) => s.acquisitions), tag: tagOf('cashFlow', 'acquisitions') },
  {
    label: 'Purchases of Investments',
    kind: 'money',
    value: cf((s) => s.purchasesOfInvestments),
    tag: tagOf('cashFlow', 'purchasesOfInvestments'),
  },
  {
    label: 'Sales/Maturities of Investments',
    kind: 'money',
    value: cf((s) => s.salesMaturitiesOfInvestments),
    tag: tagOf('cashFlow', 'salesMaturitiesOfInvestments'),
  },
  {
    label: 'Other Investing Activities',
    kind: 'money',
    value: cf((s) => s.otherInvestingActivities),
    tag: tagOf('cashFlow', 'otherInvestingActivities'),
  },
  {
    label: 'Cash from Investing',
    kind: 'money',
    value: cf((s) => s.netCashUsedForInvestingActivites),
    tag: tagOf('cashFlow', 'netCashUsedForInvestingActivites'),
    total: true,
  },
  { section: 'Financing Activities' },
  { label: 'Debt Repayment', kind: 'money', value: cf((s) => s.debtRepayment), tag: tagOf('cashFlow', 'debtRepayment') },
  { label: 'Debt Issuance', kind: 'money', value: cf((s) => s.debtIssuance), tag: tagOf('cashFlow', 'debtIssuance') },
  {
    label: 'Common Stock Repurchased',
    kind: 'money',
    value: cf((s) => s.commonStockRepurchased),
    tag: tagOf('cashFlow', 'commonStockRepurchased'),
  },
  { label: 'Common Stock Issued', kind: 'money', value: cf((s) => s.commonStockIssued), tag: tagOf('cashFlow', 'commonStockIssued') },
  { label: 'Dividends Paid', kind: 'money', value: cf((s) => s.dividendsPaid), tag: tagOf('cashFlow', 'dividendsPaid') },
  {
    label: 'Other Financing Activities',
    kind: 'money',
    value: cf((s) => s.otherFinancingActivities),
    tag: tagOf('cashFlow', 'otherFinancingActivities'),
  },
  {
    label: 'Cash from Financing',
    kind: 'money',
    value: cf((s) => s.netCashUsedProvidedByFinancingActivities),
    tag: tagOf('cashFlow', 'netCashUsedProvidedByFinancingActivities'),
    total: true,
  },
  { section: 'Summary' },
  derivedRow('Free Cash Flow', 'money', 'freeCashFlow', { total: true }),
  { label: 'Net Change in Cash', kind: 'money', value: cf((s) => s.netChangeInCash), tag: tagOf('cashFlow', 'netChangeInCash') },
  {
    label: 'Cash at Beginning of Period',
    kind: 'money',
    value: cf((s) => s.cashAtBeginningOfPeriod),
    tag: tagOf('cashFlow', 'cashAtBeginningOfPeriod'),
  },
  { label: 'Cash at End of Period', kind: 'money', value: cf((s) => s.cashAtEndOfPeriod), tag: tagOf('cashFlow', 'cashAtEndOfPeriod') },
];

const CONDENSED_ROWS: RowDef[] = [
  { label: 'Revenue', kind: 'money', value: revenue, tag: tagOf('income', 'revenue') },
  { label: 'Gross Profit', kind: 'money', value: grossProfit },
  derivedRow('Gross Margin %', 'percent', 'grossMargin'),
  { label: 'Operating Income', kind: 'money', value: operatingIncome },
  derivedRow('Operating Margin %', 'percent', 'operatingMargin'),
  { label: 'Net Income', kind: 'money', value: netIncome, tag: tagOf('income', 'netIncome') },
  derivedRow('Net Margin %', 'percent', 'netMargin'),
  { label: 'CFO', kind: 'money', value: operatingCashFlow, tag: tagOf('cashFlow', 'netCashProvidedByOperatingActivities') },
  { label: 'CapEx', kind: 'money', value: cf((s) => s.capitalExpenditure), tag: tagOf('cashFlow', 'capitalExpenditure') },
  derivedRow('FCF', 'money', 'freeCashFlow'),
  derivedRow('FCF Margin %', 'percent', 'freeCashFlowMargin'),
  derivedRow('Total Debt', 'money', 'totalDebt'),
  derivedRow('Cash & ST Investments', 'money', 'cashAndShortTermInvestments'),
  derivedRow('Net Debt', 'money', 'netDebt'),
  derivedRow('Interest Coverage (x)', 'multiple', 'interestCoverage'),
  {
    label: 'Diluted Shares',
    kind: 'shares',
    value: inc((s) => s.weightedAverageSHSOutDil),
    tag: tagOf('income', 'weightedAverageSHSOutDil'),
    asReported: reportedOf('weightedAverageSHSOutDil'),
  },
  {
    label: 'Diluted EPS',
    kind: 'perShare',
    value: inc((s) => s.epsDiluted),
    tag: tagOf('income', 'epsDiluted'),
    asReported: reportedOf('epsDiluted'),
  },
];

export const ROWS_BY_TAB: Record<StatementTab, RowDef[]> = {
  income: INCOME_ROWS,
  balance: BALANCE_ROWS,
  cashflow: CASH_FLOW_ROWS,
  condensed: CONDENSED_ROWS,
};
