/**
 * Maps FMP's income, balance-sheet and cash-flow rows (annual, and quarterly: `period` Q1-Q4 and
 * `fiscalYear` as the company labels its quarters, flows of the quarter alone) to the API's
 * statement fields. FMP gives per-share figures and share counts in today's shares already (its
 * own documented Apple FY2018 diluted EPS is 2.98, the 10-K's 11.91 over the 2020 4-for-1 split):
 * with its split calendar each row says so, with the factor of the splits after its filing date
 * (when a row has none, the period's end plus the usual lag of its report: a 10-K's for years
 * and fourth quarters, a 10-Q's for the others).
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, StatementPeriod, StatementPeriodPeriod } from '../../../../generated/model';
import { mapFields, str, type FieldTable, type Row } from '../parse';
import { markSplitAdjusted } from '../reported-splits';
import { reportedOn, type SplitEvent } from '../splits';
import type { AnnualStatements } from '../types';

const INCOME_FIELDS: FieldTable = {
  revenue: ['revenue'],
  costOfRevenue: ['costOfRevenue'],
  grossProfit: ['grossProfit'],
  researchAndDevelopmentExpenses: ['researchAndDevelopmentExpenses'],
  generalAndAdministrativeExpenses: ['generalAndAdministrativeExpenses'],
  sellingGeneralAndAdministrativeExpenses: ['sellingGeneralAndAdministrativeExpenses'],
  operatingExpenses: ['operatingExpenses'],
  operatingIncome: ['operatingIncome'],
  interestExpense: ['interestExpense'],
  interestIncome: ['interestIncome'],
  otherIncomeExpenseNet: ['totalOtherIncomeExpensesNet'],
  incomeBeforeTax: ['incomeBeforeTax'],
  incomeTaxExpense: ['incomeTaxExpense'],
  netIncome: ['netIncome'],
  eps: ['eps'],
  epsDiluted: ['epsDiluted', 'epsdiluted'],
  weightedAverageSHSOut: ['weightedAverageShsOut'],
  weightedAverageSHSOutDil: ['weightedAverageShsOutDil'],
};

const BALANCE_FIELDS: FieldTable = {
  cashAndCashEquivalents: ['cashAndCashEquivalents'],
  shortTermInvestments: ['shortTermInvestments'],
  accountsReceivables: ['accountsReceivables', 'netReceivables'],
  inventory: ['inventory'],
  otherCurrentAssets: ['otherCurrentAssets'],
  totalCurrentAssets: ['totalCurrentAssets'],
  propertyPlantEquipmentNet: ['propertyPlantEquipmentNet'],
  longTermInvestments: ['longTermInvestments'],
  goodwill: ['goodwill'],
  intangibleAssets: ['intangibleAssets'],
  otherNonCurrentAssets: ['otherNonCurrentAssets'],
  totalNonCurrentAssets: ['totalNonCurrentAssets'],
  totalAssets: ['totalAssets'],
  accountPayables: ['accountPayables'],
  shortTermDebt: ['shortTermDebt'],
  accruedLiabilities: ['accruedExpenses'],
  otherCurrentLiabilities: ['otherCurrentLiabilities'],
  totalCurrentLiabilities: ['totalCurrentLiabilities'],
  longTermDebt: ['longTermDebt'],
  deferredRevenue: ['deferredRevenue'],
  deferredTaxLiabilitiesNonCurrent: ['deferredTaxLiabilitiesNonCurrent'],
  otherNonCurrentLiabilities: ['otherNonCurrentLiabilities'],
  totalNonCurrentLiabilities: ['totalNonCurrentLiabilities'],
  totalLiabilities: ['totalLiabilities'],
  commonStock: ['commonStock'],
  retainedEarnings: ['retainedEarnings'],
  accumulatedOtherComprehensiveIncomeLoss: ['accumulatedOtherComprehensiveIncomeLoss'],
  treasuryStock: ['treasuryStock'],
  totalStockholdersEquity: ['totalStockholdersEquity'],
  totalLiabilitiesAndStockholdersEquity: ['totalLiabilitiesAndTotalEquity', 'totalLiabilitiesAndStockholdersEquity'],
  totalDebt: ['totalDebt'],
};

const CASH_FLOW_FIELDS: FieldTable = {
  netIncome: ['netIncome'],
  depreciationAndAmortization: ['depreciationAndAmortization'],
  stockBasedCompensation: ['stockBasedCompensation'],
  changeInWorkingCapital: ['changeInWorkingCapital'],
  otherWorkingCapital: ['otherWorkingCapital'],
  netCashProvidedByOperatingActivities: ['netCashProvidedByOperatingActivities', 'operatingCashFlow'],
  capitalExpenditure: ['capitalExpenditure', 'investmentsInPropertyPlantAndEquipment'],
  acquisitions: ['acquisitionsNet'],
  purchasesOfInvestments: ['purchasesOfInvestments'],
  salesMaturitiesOfInvestments: ['salesMaturitiesOfInvestments'],
  otherInvestingActivities: ['otherInvestingActivities', 'otherInvestingActivites'],
  netCashUsedForInvestingActivites: ['netCashProvidedByInvestingActivities', 'netCashUsedForInvestingActivites'],
  debtRepayment: ['debtRepayment'],
  debtIssuance: ['debtIssuance'],
  commonStockRepurchased: ['commonStockRepurchased'],
  commonStockIssued: ['commonStockIssuance', 'commonStockIssued'],
  dividendsPaid: ['netDividendsPaid', 'commonDividendsPaid', 'dividendsPaid'],
  otherFinancingActivities: ['otherFinancingActivities', 'otherFinancingActivites'],
  netCashUsedProvidedByFinancingActivities: ['netCashProvidedByFinancingActivities', 'netCashUsedProvidedByFinancingActivities'],
  freeCashFlow: ['freeCashFlow'],
  netChangeInCash: ['netChangeInCash'],
  cashAtBeginningOfPeriod: ['cashAtBeginningOfPeriod'],
  cashAtEndOfPeriod: ['cashAtEndOfPeriod'],
};

const PERIODS: ReadonlySet<string> = new Set(['FY', 'Q1', 'Q2', 'Q3', 'Q4']);
const QUARTERS: Readonly<Record<string, number>> = { Q1: 1, Q2: 2, Q3: 3, Q4: 4 };

/** FMP's period (FY, Q1-Q4) as the API names it; anything else is a fiscal year. */
function periodName(value: unknown): StatementPeriodPeriod {
  const name = str(value)?.toUpperCase() ?? 'FY';
  return (PERIODS.has(name) ? name : 'FY') as StatementPeriodPeriod;
}

function period(row: Row) {
  const date = String(row.date);
  const name = periodName(row.period);
  const fiscalQuarter = QUARTERS[name];
  return {
    date,
    fiscalYear: str(row.fiscalYear) ?? str(row.calendarYear) ?? date.slice(0, 4),
    period: name,
    ...(fiscalQuarter ? { fiscalQuarter } : {}),
    reportedCurrency: str(row.reportedCurrency) ?? undefined,
  };
}

/** The day the period's report was filed (stable `filingDate`, legacy `fillingDate`). */
function reportDay(row: Row, statement: StatementPeriod): string {
  const filed = (str(row.filingDate) ?? str(row.fillingDate))?.slice(0, 10);
  if (filed && /^\d{4}-\d{2}-\d{2}$/.test(filed)) return filed;
  const inTenQ = statement.fiscalQuarter === 1 || statement.fiscalQuarter === 2 || statement.fiscalQuarter === 3;
  return reportedOn(statement.date, inTenQ ? 'quarter' : 'annual');
}

/** The rows as statements, newest first, each marked with its split factor (unmarked when `splits` is null). */
function statementList<T extends StatementPeriod>(rows: Row[], table: FieldTable, splits: SplitEvent[] | null): T[] {
  return rows
    .map((row) => {
      const statement = { ...period(row), ...mapFields(row, table) } as T;
      return markSplitAdjusted(statement, splits, reportDay(row, statement));
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Rows of /stable/income-statement, balance-sheet-statement and cash-flow-statement of one kind of period. */
export interface StatementRows {
  income: Row[];
  balance: Row[];
  cashFlow: Row[];
}

/** Statements of fiscal quarters only: a quarterly answer's rows labelled otherwise are left out. */
function quarterList<T extends StatementPeriod>(rows: Row[], table: FieldTable, splits: SplitEvent[] | null): T[] {
  return statementList<T>(rows, table, splits).filter((statement) => statement.fiscalQuarter !== undefined);
}

/**
 * The three statement lists, newest first, in the reporting currency of the newest year, and the
 * quarterly ones when they were read (null: not) and hold a quarter; `splits` null when unread.
 */
export function mapStatements(annual: StatementRows, quarterly: StatementRows | null, splits: SplitEvent[] | null): AnnualStatements {
  const incomeStatements = statementList<IncomeStatement>(annual.income, INCOME_FIELDS, splits);
  const quarters = quarterly && {
    income: quarterList<IncomeStatement>(quarterly.income, INCOME_FIELDS, splits),
    balance: quarterList<BalanceSheet>(quarterly.balance, BALANCE_FIELDS, splits),
    cashFlow: quarterList<CashFlowStatement>(quarterly.cashFlow, CASH_FLOW_FIELDS, splits),
  };
  const hasQuarters = quarters && quarters.income.length + quarters.balance.length + quarters.cashFlow.length > 0;
  return {
    currency: incomeStatements[0]?.reportedCurrency ?? str(annual.balance[0]?.reportedCurrency) ?? 'USD',
    income: incomeStatements,
    balance: statementList<BalanceSheet>(annual.balance, BALANCE_FIELDS, splits),
    cashFlow: statementList<CashFlowStatement>(annual.cashFlow, CASH_FLOW_FIELDS, splits),
    ...(hasQuarters ? { quarterly: quarters } : {}),
    ...(splits ? { splits } : {}),
  };
}
