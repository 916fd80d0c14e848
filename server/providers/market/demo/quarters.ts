/**
 * The fiscal quarters of a demo company's year, cut from the year's statements so they hold
 * together as a real company's do: each flow of the four quarters sums to the year's (the fourth
 * quarter is the year less the first three, as in a 10-K), every subtotal is the sum of the
 * quarter's own rounded parts, balances move from one year end to the next and the fourth
 * quarter's is the year's, and the cash flow's ending cash is the balance sheet's cash.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, StatementPeriodPeriod } from '../../../../generated/model';
import { Random } from './random';
import type { Position } from './position';
import type { DemoCompany } from './universe';

interface QuarterPeriod {
  date: string;
  fiscalYear: string;
  period: StatementPeriodPeriod;
  fiscalQuarter: number;
  reportedCurrency: string;
}

export interface YearForQuarters {
  year: number;
  income: IncomeStatement;
  cashFlow: CashFlowStatement;
  /** The positions at the year's start and end, and the revenue and shares of the year before and this one. */
  before: Position;
  after: Position;
  revenue: { before: number; after: number };
  shares: { before: number; after: number };
  /** The balance sheet at a position (with the revenue and shares it scales with) on a quarter's end, drawn as the annual one is. */
  balanceAt: (at: Position & { revenue: number; shares: number }, quarter: QuarterPeriod) => BalanceSheet;
}

export interface QuarterSet {
  income: IncomeStatement[];
  balance: BalanceSheet[];
  cashFlow: CashFlowStatement[];
}

const r = Math.round;
const QUARTERS = [1, 2, 3, 4] as const;

/** Fiscal quarter `quarter` of fiscal year `year` ends three months apart, the fourth with the year. */
function quarterPeriod(company: DemoCompany, year: number, quarter: number): QuarterPeriod {
  const monthIndex = year * 12 + company.fiscalYearEndMonth - 1 - 3 * (4 - quarter);
  const endYear = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(endYear, month, 0)).getUTCDate();
  return {
    date: `${endYear}-${String(month).padStart(2, '0')}-${lastDay}`,
    fiscalYear: String(year),
    period: `Q${quarter}` as StatementPeriodPeriod,
    fiscalQuarter: quarter,
    reportedCurrency: company.currency,
  };
}

/** A season: each quarter's share of the year's flows, the fourth the heaviest, as for most retailers and software sellers. */
function seasonOf(company: DemoCompany, seedHash: number, year: number): number[] {
  const rng = Random.of(seedHash, company.symbol, 'quarters', year);
  const raw = [0.235, 0.245, 0.25, 0.27].map((share) => share * rng.between(0.96, 1.04));
  const total = raw.reduce((sum, share) => sum + share, 0);
  return raw.map((share) => share / total);
}

/** A yearly flow cut into quarters by `season`: the first three rounded, the fourth the rest. */
function cut(annual: number, season: number[]): number[] {
  const first = season.slice(0, 3).map((share) => r(annual * share));
  return [...first, annual - first.reduce((sum, part) => sum + part, 0)];
}

/** The same cut of a field the company may leave unreported (null in every quarter then). */
function cutReported(annual: number | null | undefined, season: number[]): Array<number | null> {
  return annual === null || annual === undefined ? QUARTERS.map(() => null) : cut(annual, season);
}

const num = (value: number | null | undefined) => value ?? 0;

function quarterIncomes(year: YearForQuarters, season: number[], periods: QuarterPeriod[], shares: number[]): IncomeStatement[] {
  const { income } = year;
  const revenue = cut(num(income.revenue), season);
  const cost = cutReported(income.costOfRevenue, season);
  const research = cutReported(income.researchAndDevelopmentExpenses, season);
  const sga = cut(num(income.sellingGeneralAndAdministrativeExpenses), season);
  const generalAndAdministrative = cutReported(income.generalAndAdministrativeExpenses, season);
  const interestExpense = cut(num(income.interestExpense), season);
  const interestIncome = cut(num(income.interestIncome), season);
  const other = cut(num(income.otherIncomeExpenseNet), season);
  const tax = cut(num(income.incomeTaxExpense), season);
  // R&D is part of operating expenses whether or not the company reports it on its own line.
  const researchSpent = cut(num(income.operatingExpenses) - num(income.sellingGeneralAndAdministrativeExpenses), season);
  return periods.map((period, q) => {
    const grossProfit = num(revenue[q]) - num(cost[q]);
    const operatingExpenses = num(researchSpent[q]) + num(sga[q]);
    const operatingIncome = grossProfit - operatingExpenses;
    const incomeBeforeTax = operatingIncome + num(other[q]);
    const netIncome = incomeBeforeTax - num(tax[q]);
    const quarterShares = shares[q] ?? 0;
    const diluted = r(quarterShares * 1.012);
    return {
      ...period,
      revenue: revenue[q] ?? null,
      costOfRevenue: cost[q] ?? null,
      grossProfit: cost[q] === null ? null : grossProfit,
      researchAndDevelopmentExpenses: research[q] ?? null,
      generalAndAdministrativeExpenses: generalAndAdministrative[q] ?? null,
      sellingGeneralAndAdministrativeExpenses: sga[q] ?? null,
      operatingExpenses,
      operatingIncome,
      interestExpense: interestExpense[q] ?? null,
      interestIncome: interestIncome[q] ?? null,
      otherIncomeExpenseNet: other[q] ?? null,
      incomeBeforeTax,
      incomeTaxExpense: tax[q] ?? null,
      netIncome,
      eps: quarterShares ? Math.round((netIncome / quarterShares) * 100) / 100 : null,
      epsDiluted: diluted ? Math.round((netIncome / diluted) * 100) / 100 : null,
      weightedAverageSHSOut: quarterShares,
      weightedAverageSHSOutDil: diluted,
    };
  });
}

function quarterCashFlows(
  year: YearForQuarters,
  season: number[],
  periods: QuarterPeriod[],
  incomes: IncomeStatement[],
): CashFlowStatement[] {
  const flows = year.cashFlow;
  const depreciation = cut(num(flows.depreciationAndAmortization), season);
  const workingCapital = cut(num(flows.changeInWorkingCapital), season);
  // Stock-based pay is in operating cash flow even where the company does not report it on its own line.
  const stockPay =
    num(flows.netCashProvidedByOperatingActivities) -
    num(flows.netIncome) -
    num(flows.depreciationAndAmortization) -
    num(flows.changeInWorkingCapital);
  const stockBased = cut(stockPay, season);
  const names = [
    'capitalExpenditure',
    'acquisitions',
    'purchasesOfInvestments',
    'salesMaturitiesOfInvestments',
    'debtRepayment',
    'debtIssuance',
    'commonStockRepurchased',
    'commonStockIssued',
    'dividendsPaid',
    'otherFinancingActivities',
  ] as const;
  const parts = Object.fromEntries(names.map((name) => [name, cut(num(flows[name]), season)])) as Record<(typeof names)[number], number[]>;
  let cash = num(flows.cashAtBeginningOfPeriod);
  return periods.map((period, q) => {
    const at = (name: (typeof names)[number]) => parts[name][q] ?? 0;
    const netIncome = num(incomes[q]?.netIncome);
    const operating = netIncome + num(depreciation[q]) + num(stockBased[q]) + num(workingCapital[q]);
    const investing = at('capitalExpenditure') + at('acquisitions') + at('purchasesOfInvestments') + at('salesMaturitiesOfInvestments');
    const financing =
      at('debtRepayment') +
      at('debtIssuance') +
      at('commonStockRepurchased') +
      at('commonStockIssued') +
      at('dividendsPaid') +
      at('otherFinancingActivities');
    const beginning = cash;
    cash = beginning + operating + investing + financing;
    return {
      ...period,
      netIncome,
      depreciationAndAmortization: depreciation[q] ?? null,
      stockBasedCompensation: flows.stockBasedCompensation === null ? null : (stockBased[q] ?? null),
      changeInWorkingCapital: workingCapital[q] ?? null,
      otherWorkingCapital: 0,
      netCashProvidedByOperatingActivities: operating,
      capitalExpenditure: at('capitalExpenditure'),
      acquisitions: at('acquisitions'),
      purchasesOfInvestments: at('purchasesOfInvestments'),
      salesMaturitiesOfInvestments: at('salesMaturitiesOfInvestments'),
      otherInvestingActivities: 0,
      netCashUsedForInvestingActivites: investing,
      debtRepayment: at('debtRepayment'),
      debtIssuance: at('debtIssuance'),
      commonStockRepurchased: at('commonStockRepurchased'),
      commonStockIssued: at('commonStockIssued'),
      dividendsPaid: at('dividendsPaid'),
      otherFinancingActivities: at('otherFinancingActivities'),
      netCashUsedProvidedByFinancingActivities: financing,
      freeCashFlow: operating + at('capitalExpenditure'),
      netChangeInCash: operating + investing + financing,
      cashAtBeginningOfPeriod: beginning,
      cashAtEndOfPeriod: cash,
    };
  });
}

/** Part `t` of the way from `a` to `b`, rounded; `b` itself at the year's end. */
const between = (a: number, b: number, t: number) => (t === 1 ? b : r(a + (b - a) * t));

/** The four fiscal quarters of one year, oldest first. */
export function yearQuarters(company: DemoCompany, seedHash: number, year: YearForQuarters): QuarterSet {
  const season = seasonOf(company, seedHash, year.year);
  const periods = QUARTERS.map((quarter) => quarterPeriod(company, year.year, quarter));
  const shares = QUARTERS.map((quarter) => between(year.shares.before, year.shares.after, quarter / 4));
  const income = quarterIncomes(year, season, periods, shares);
  const cashFlow = quarterCashFlows(year, season, periods, income);
  const balance = periods.map((period, q) => {
    const t = (q + 1) / 4;
    const moved = Object.fromEntries(
      Object.entries(year.after).map(([name, end]) => [name, between(year.before[name as keyof Position], end, t)]),
    ) as unknown as Position;
    const at = {
      ...moved,
      cash: num(cashFlow[q]?.cashAtEndOfPeriod),
      revenue: between(year.revenue.before, year.revenue.after, t),
      shares: shares[q] ?? 0,
    };
    return { ...year.balanceAt(at, period), fiscalQuarter: period.fiscalQuarter };
  });
  return { income, balance, cashFlow };
}
