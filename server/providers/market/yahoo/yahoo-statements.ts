/** Maps fundamentalsTimeSeries rows (financials, balance-sheet, cash-flow; annual) to the API's statement fields. */
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from '../../../../generated/model';
import { mapFields, type FieldTable, type Row } from '../parse';
import type { AnnualStatements } from '../types';
import { dateOf } from './yahoo-map';

const INCOME_FIELDS: FieldTable = {
  revenue: ['totalRevenue', 'operatingRevenue'],
  costOfRevenue: ['costOfRevenue', 'reconciledCostOfRevenue'],
  grossProfit: ['grossProfit'],
  researchAndDevelopmentExpenses: ['researchAndDevelopment'],
  generalAndAdministrativeExpenses: ['generalAndAdministrativeExpense'],
  sellingGeneralAndAdministrativeExpenses: ['sellingGeneralAndAdministration'],
  operatingExpenses: ['operatingExpense'],
  operatingIncome: ['operatingIncome', 'totalOperatingIncomeAsReported'],
  interestExpense: ['interestExpense', 'interestExpenseNonOperating'],
  interestIncome: ['interestIncome', 'interestIncomeNonOperating'],
  otherIncomeExpenseNet: ['otherIncomeExpense', 'otherNonOperatingIncomeExpenses'],
  incomeBeforeTax: ['pretaxIncome'],
  incomeTaxExpense: ['taxProvision'],
  netIncome: ['netIncome', 'netIncomeCommonStockholders'],
  eps: ['basicEPS'],
  epsDiluted: ['dilutedEPS'],
  weightedAverageSHSOut: ['basicAverageShares'],
  weightedAverageSHSOutDil: ['dilutedAverageShares'],
};

const BALANCE_FIELDS: FieldTable = {
  cashAndCashEquivalents: ['cashAndCashEquivalents'],
  shortTermInvestments: ['otherShortTermInvestments'],
  accountsReceivables: ['accountsReceivable', 'receivables'],
  inventory: ['inventory'],
  otherCurrentAssets: ['otherCurrentAssets'],
  totalCurrentAssets: ['currentAssets'],
  propertyPlantEquipmentNet: ['netPPE'],
  longTermInvestments: ['investmentsAndAdvances', 'investmentinFinancialAssets'],
  goodwill: ['goodwill'],
  intangibleAssets: ['otherIntangibleAssets'],
  otherNonCurrentAssets: ['otherNonCurrentAssets'],
  totalNonCurrentAssets: ['totalNonCurrentAssets'],
  totalAssets: ['totalAssets'],
  accountPayables: ['accountsPayable'],
  shortTermDebt: ['currentDebt', 'currentDebtAndCapitalLeaseObligation'],
  accruedLiabilities: ['currentAccruedExpenses'],
  otherCurrentLiabilities: ['otherCurrentLiabilities'],
  totalCurrentLiabilities: ['currentLiabilities'],
  longTermDebt: ['longTermDebt', 'longTermDebtAndCapitalLeaseObligation'],
  deferredRevenue: ['currentDeferredRevenue'],
  deferredTaxLiabilitiesNonCurrent: ['nonCurrentDeferredTaxesLiabilities'],
  otherNonCurrentLiabilities: ['otherNonCurrentLiabilities'],
  totalNonCurrentLiabilities: ['totalNonCurrentLiabilitiesNetMinorityInterest'],
  totalLiabilities: ['totalLiabilitiesNetMinorityInterest'],
  commonStock: ['commonStock', 'capitalStock'],
  retainedEarnings: ['retainedEarnings'],
  accumulatedOtherComprehensiveIncomeLoss: ['gainsLossesNotAffectingRetainedEarnings'],
  treasuryStock: ['treasuryStock'],
  totalStockholdersEquity: ['stockholdersEquity', 'commonStockEquity'],
  // Total liabilities and equity is total assets by definition; Yahoo reports only the latter.
  totalLiabilitiesAndStockholdersEquity: ['totalAssets'],
  totalDebt: ['totalDebt'],
};

const CASH_FLOW_FIELDS: FieldTable = {
  netIncome: ['netIncomeFromContinuingOperations'],
  depreciationAndAmortization: ['depreciationAndAmortization', 'depreciationAmortizationDepletion'],
  stockBasedCompensation: ['stockBasedCompensation'],
  changeInWorkingCapital: ['changeInWorkingCapital'],
  otherWorkingCapital: ['changeInOtherWorkingCapital'],
  netCashProvidedByOperatingActivities: ['operatingCashFlow', 'cashFlowFromContinuingOperatingActivities'],
  capitalExpenditure: ['capitalExpenditure', 'purchaseOfPPE'],
  acquisitions: ['purchaseOfBusiness', 'netBusinessPurchaseAndSale'],
  purchasesOfInvestments: ['purchaseOfInvestment'],
  salesMaturitiesOfInvestments: ['saleOfInvestment'],
  otherInvestingActivities: ['netOtherInvestingChanges'],
  netCashUsedForInvestingActivites: ['investingCashFlow'],
  debtRepayment: ['repaymentOfDebt'],
  debtIssuance: ['issuanceOfDebt'],
  commonStockRepurchased: ['repurchaseOfCapitalStock'],
  commonStockIssued: ['issuanceOfCapitalStock'],
  dividendsPaid: ['cashDividendsPaid', 'commonStockDividendPaid'],
  otherFinancingActivities: ['netOtherFinancingCharges'],
  netCashUsedProvidedByFinancingActivities: ['financingCashFlow'],
  freeCashFlow: ['freeCashFlow'],
  netChangeInCash: ['changesInCash'],
  cashAtBeginningOfPeriod: ['beginningCashPosition'],
  cashAtEndOfPeriod: ['endCashPosition'],
};

/** Annual rows (periodType 12M) by period end, newest first. */
function annualRows(rows: Row[]): { date: string; row: Row }[] {
  return rows
    .filter((row) => row.periodType === undefined || row.periodType === '12M')
    .flatMap((row) => {
      const date = dateOf(row.date)?.toISOString().slice(0, 10);
      return date ? [{ date, row }] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

function statementList<T>(rows: Row[], table: FieldTable, currency: string, limit: number): T[] {
  return annualRows(rows)
    .slice(0, limit)
    .map(
      ({ date, row }) => ({ date, fiscalYear: date.slice(0, 4), period: 'FY', reportedCurrency: currency, ...mapFields(row, table) }) as T,
    );
}

export function mapStatements(
  series: { financials: Row[]; balance: Row[]; cashFlow: Row[] },
  currency: string,
  limit: number,
): AnnualStatements {
  return {
    currency,
    income: statementList<IncomeStatement>(series.financials, INCOME_FIELDS, currency, limit),
    balance: statementList<BalanceSheet>(series.balance, BALANCE_FIELDS, currency, limit),
    cashFlow: statementList<CashFlowStatement>(series.cashFlow, CASH_FLOW_FIELDS, currency, limit),
  };
}
