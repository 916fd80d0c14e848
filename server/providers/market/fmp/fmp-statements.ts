/** Maps FMP's annual income, balance-sheet and cash-flow rows to the API's statement fields. */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, StatementPeriodPeriod } from '../../../../generated/model';
import { mapFields, str, type FieldTable, type Row } from '../parse';
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

/** FMP's period (FY, Q1-Q4) as the API names it; anything else is a fiscal year. */
function periodName(value: unknown): StatementPeriodPeriod {
  const name = str(value)?.toUpperCase() ?? 'FY';
  return (PERIODS.has(name) ? name : 'FY') as StatementPeriodPeriod;
}

function period(row: Row) {
  const date = String(row.date);
  return {
    date,
    fiscalYear: str(row.fiscalYear) ?? str(row.calendarYear) ?? date.slice(0, 4),
    period: periodName(row.period),
    reportedCurrency: str(row.reportedCurrency) ?? undefined,
  };
}

function newestFirst<T extends { date: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** The three statement lists, newest first, in the reporting currency of the newest year. */
export function mapStatements(income: Row[], balance: Row[], cashFlow: Row[]): AnnualStatements {
  const incomeStatements = newestFirst(income.map((row): IncomeStatement => ({ ...period(row), ...mapFields(row, INCOME_FIELDS) })));
  return {
    currency: incomeStatements[0]?.reportedCurrency ?? str(balance[0]?.reportedCurrency) ?? 'USD',
    income: incomeStatements,
    balance: newestFirst(balance.map((row): BalanceSheet => ({ ...period(row), ...mapFields(row, BALANCE_FIELDS) }))),
    cashFlow: newestFirst(cashFlow.map((row): CashFlowStatement => ({ ...period(row), ...mapFields(row, CASH_FLOW_FIELDS) }))),
  };
}
