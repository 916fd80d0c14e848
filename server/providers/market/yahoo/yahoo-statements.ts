/**
 * Maps fundamentalsTimeSeries rows (financials, balance-sheet, cash-flow; annual) to the API's
 * statement fields. Yahoo gives each year's per-share figures and share counts as reported and
 * no filing date: they are adjusted for the splits after the period's end plus the usual 10-K lag.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, StatementPeriod } from '../../../../generated/model';
import { mapFields, type FieldTable, type Row } from '../parse';
import { adjustReportedStatement, annualReportDay } from '../reported-splits';
import type { SplitEvent } from '../splits';
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

interface Sheet {
  currency: string;
  limit: number;
  /** The company's splits; null when they could not be read (figures stay as reported). */
  splits: SplitEvent[] | null;
}

function statementList<T extends StatementPeriod>(rows: Row[], table: FieldTable, sheet: Sheet): T[] {
  return annualRows(rows)
    .slice(0, sheet.limit)
    .map(({ date, row }) => {
      const statement = {
        date,
        fiscalYear: date.slice(0, 4),
        period: 'FY',
        reportedCurrency: sheet.currency,
        ...mapFields(row, table),
      } as T;
      return adjustReportedStatement(statement, sheet.splits, annualReportDay(date));
    });
}

export function mapStatements(
  series: { financials: Row[]; balance: Row[]; cashFlow: Row[] },
  currency: string,
  limit: number,
  splits: SplitEvent[] | null,
): AnnualStatements {
  const sheet: Sheet = { currency, limit, splits };
  return {
    currency,
    income: statementList<IncomeStatement>(series.financials, INCOME_FIELDS, sheet),
    balance: statementList<BalanceSheet>(series.balance, BALANCE_FIELDS, sheet),
    cashFlow: statementList<CashFlowStatement>(series.cashFlow, CASH_FLOW_FIELDS, sheet),
    ...(splits ? { splits } : {}),
  };
}
