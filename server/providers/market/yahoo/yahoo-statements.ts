/**
 * Maps fundamentalsTimeSeries rows (financials, balance-sheet, cash-flow; annual and quarterly)
 * to the API's statement fields. Yahoo gives each period's per-share figures and share counts as
 * reported and no filing date: they are adjusted for the splits after the period's end plus the
 * usual lag of its report (a 10-K's for years and fourth quarters, a 10-Q's for the others).
 * Quarterly rows (periodType 3M) hold each quarter's own flows, cash flows included, but only
 * their end: their fiscal labels come from the annual rows' year ends (yahoo-fiscal-quarters.ts).
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, StatementPeriod, StatementPeriodPeriod } from '../../../../generated/model';
import { mapFields, type FieldTable, type Row } from '../parse';
import { adjustReportedStatement } from '../reported-splits';
import { reportedOn, type SplitEvent } from '../splits';
import type { AnnualStatements } from '../types';
import { fiscalQuarterOf, type FiscalYearEnd } from './yahoo-fiscal-quarters';
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

/** Yahoo's periodType of an annual row and of a quarterly one. */
const PERIOD_TYPES = { annual: '12M', quarterly: '3M' } as const;

/** Rows of one kind of period by period end, newest first (rows without a periodType are taken as asked for). */
function datedRows(rows: Row[], kind: keyof typeof PERIOD_TYPES): { date: string; row: Row }[] {
  return rows
    .filter((row) => row.periodType === undefined || row.periodType === PERIOD_TYPES[kind])
    .flatMap((row) => {
      const date = dateOf(row.date)?.toISOString().slice(0, 10);
      return date ? [{ date, row }] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

interface Sheet {
  currency: string;
  /** The company's splits; null when they could not be read (figures stay as reported). */
  splits: SplitEvent[] | null;
}

/** A period's labels and the day its report came out (what decides the splits after it). */
interface Labelled {
  row: Row;
  period: { date: string; fiscalYear: string; period: StatementPeriodPeriod; fiscalQuarter?: number };
  reportedOn: string;
}

function statementList<T extends StatementPeriod>(periods: Labelled[], table: FieldTable, sheet: Sheet): T[] {
  return periods.map(({ row, period, reportedOn: reported }) => {
    const statement = { ...period, reportedCurrency: sheet.currency, ...mapFields(row, table) } as T;
    return adjustReportedStatement(statement, sheet.splits, reported);
  });
}

function annualPeriods(rows: Row[], limit: number): Labelled[] {
  return datedRows(rows, 'annual')
    .slice(0, limit)
    .map(({ date, row }) => ({
      row,
      period: { date, fiscalYear: date.slice(0, 4), period: 'FY' },
      reportedOn: reportedOn(date, 'annual'),
    }));
}

/** The fiscal years' ends of every annual row Yahoo gave (also those beyond the years served), as the annual rows label them. */
function fiscalYearEnds(series: Row[][]): FiscalYearEnd[] {
  const dates = new Set(series.flatMap((rows) => datedRows(rows, 'annual').map(({ date }) => date)));
  return [...dates].map((date) => ({ date, fiscalYear: date.slice(0, 4) }));
}

/** The newest `limit` quarters that can be labelled; the fourth is reported in the 10-K, the others in 10-Qs. */
function quarterPeriods(rows: Row[], yearEnds: FiscalYearEnd[], limit: number): Labelled[] {
  return datedRows(rows, 'quarterly')
    .flatMap(({ date, row }) => {
      const label = fiscalQuarterOf(date, yearEnds);
      if (!label) return [];
      const period = `Q${label.fiscalQuarter}` as StatementPeriodPeriod;
      const reported = reportedOn(date, label.fiscalQuarter === 4 ? 'annual' : 'quarter');
      return [{ row, period: { date, fiscalYear: label.fiscalYear, period, fiscalQuarter: label.fiscalQuarter }, reportedOn: reported }];
    })
    .slice(0, limit);
}

interface Series {
  financials: Row[];
  balance: Row[];
  cashFlow: Row[];
}

/** How many quarters are served beside `limit` years: the years' own and the year in progress (as the SEC provider does). */
const quarterLimit = (years: number) => (years + 1) * 4;

/**
 * The annual statements, and the quarterly ones when their series are given (null: they could
 * not be read) and at least one quarter could be labelled from the annual rows' year ends.
 */
export function mapStatements(
  series: Series,
  quarterly: Series | null,
  currency: string,
  limit: number,
  splits: SplitEvent[] | null,
): AnnualStatements {
  const sheet: Sheet = { currency, splits };
  const statements = (periodsOf: (rows: Row[]) => Labelled[], from: Series) => ({
    income: statementList<IncomeStatement>(periodsOf(from.financials), INCOME_FIELDS, sheet),
    balance: statementList<BalanceSheet>(periodsOf(from.balance), BALANCE_FIELDS, sheet),
    cashFlow: statementList<CashFlowStatement>(periodsOf(from.cashFlow), CASH_FLOW_FIELDS, sheet),
  });
  const yearEnds = fiscalYearEnds([series.financials, series.balance, series.cashFlow]);
  const quarters = quarterly && statements((rows) => quarterPeriods(rows, yearEnds, quarterLimit(limit)), quarterly);
  const hasQuarters = quarters && quarters.income.length + quarters.balance.length + quarters.cashFlow.length > 0;
  return {
    currency,
    ...statements((rows) => annualPeriods(rows, limit), series),
    ...(hasQuarters ? { quarterly: quarters } : {}),
    ...(splits ? { splits } : {}),
  };
}
