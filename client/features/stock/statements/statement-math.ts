/**
 * Derived statement figures (spec sections 2 and 5). Every function returns undefined when the
 * figure cannot be derived, and the table shows '—' for it.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from '../../../../generated/model';
import { isNumber } from '../../../lib/format';

type Maybe = number | null | undefined;

/** The value when it is a real number, else undefined. */
export function known(value: Maybe): number | undefined {
  return isNumber(value) ? value : undefined;
}

/** Sum of the parts when every part is known. */
function sumKnown(...parts: Maybe[]): number | undefined {
  if (!parts.every(isNumber)) return undefined;
  return (parts as number[]).reduce((total, part) => total + part, 0);
}

/** Year-over-year change as a fraction; undefined when the prior value is missing or zero. */
export function yoyChange(current: Maybe, prior: Maybe): number | undefined {
  if (!isNumber(current) || !isNumber(prior) || prior === 0) return undefined;
  return (current - prior) / Math.abs(prior);
}

/** A margin as a fraction; undefined when the denominator is missing or zero. */
export function margin(numerator: Maybe, denominator: Maybe): number | undefined {
  if (!isNumber(numerator) || !isNumber(denominator) || denominator === 0) return undefined;
  return numerator / denominator;
}

/** Free cash flow: operating cash flow minus the absolute capital expenditure. */
export function freeCashFlow(operatingCashFlow: Maybe, capitalExpenditure: Maybe): number | undefined {
  if (!isNumber(operatingCashFlow) || !isNumber(capitalExpenditure)) return undefined;
  return operatingCashFlow - Math.abs(capitalExpenditure);
}

/**
 * Operating income over interest expense; undefined when operating income is 0 or less or the
 * interest is missing or zero.
 */
export function interestCoverage(operatingIncome: Maybe, interestExpense: Maybe): number | undefined {
  if (!isNumber(operatingIncome) || operatingIncome <= 0) return undefined;
  if (!isNumber(interestExpense) || interestExpense === 0) return undefined;
  return operatingIncome / Math.abs(interestExpense);
}

/** Gross profit as reported, else revenue minus cost of revenue. */
export function grossProfitOf(income: IncomeStatement | undefined): number | undefined {
  if (!income) return undefined;
  return known(income.grossProfit) ?? differenceOf(income.revenue, income.costOfRevenue);
}

function differenceOf(a: Maybe, b: Maybe): number | undefined {
  return isNumber(a) && isNumber(b) ? a - b : undefined;
}

/** Total operating expenses as reported, else R&D plus SG&A (or G&A when SG&A is missing). */
export function operatingExpensesOf(income: IncomeStatement | undefined): number | undefined {
  if (!income) return undefined;
  const reported = known(income.operatingExpenses);
  if (reported !== undefined) return reported;
  const overhead = known(income.sellingGeneralAndAdministrativeExpenses) ?? known(income.generalAndAdministrativeExpenses);
  return sumKnown(income.researchAndDevelopmentExpenses ?? 0, overhead);
}

/** Operating income (EBIT) as reported, else gross profit minus operating expenses. */
export function operatingIncomeOf(income: IncomeStatement | undefined): number | undefined {
  if (!income) return undefined;
  return known(income.operatingIncome) ?? differenceOf(grossProfitOf(income), operatingExpensesOf(income));
}

/** Total liabilities and equity as reported, else total liabilities plus stockholders' equity. */
export function totalLiabilitiesAndEquityOf(balance: BalanceSheet | undefined): number | undefined {
  if (!balance) return undefined;
  return known(balance.totalLiabilitiesAndStockholdersEquity) ?? sumKnown(balance.totalLiabilities, balance.totalStockholdersEquity);
}

/** Total debt as reported, else short-term plus long-term debt. */
export function totalDebtOf(balance: BalanceSheet | undefined): number | undefined {
  if (!balance) return undefined;
  return known(balance.totalDebt) ?? sumKnown(balance.shortTermDebt ?? 0, balance.longTermDebt);
}

/** Cash and cash equivalents plus short-term investments (missing investments count as 0). */
export function cashAndShortTermInvestmentsOf(balance: BalanceSheet | undefined): number | undefined {
  if (!balance) return undefined;
  return sumKnown(balance.cashAndCashEquivalents, balance.shortTermInvestments ?? 0);
}

/** Total debt minus cash and short-term investments. */
export function netDebtOf(balance: BalanceSheet | undefined): number | undefined {
  return differenceOf(totalDebtOf(balance), cashAndShortTermInvestmentsOf(balance));
}

/** Free cash flow of a cash-flow statement: computed, else as reported. */
export function freeCashFlowOf(cashFlow: CashFlowStatement | undefined): number | undefined {
  if (!cashFlow) return undefined;
  return freeCashFlow(cashFlow.netCashProvidedByOperatingActivities, cashFlow.capitalExpenditure) ?? known(cashFlow.freeCashFlow);
}
