/**
 * Annual statements of a demo company, built year by year so they hold together: gross profit
 * is revenue minus cost of revenue, assets equal liabilities plus equity, free cash flow is
 * operating cash flow minus the absolute capital expenditure, and the cash flow's ending cash
 * is the balance sheet's cash. Every total is the sum of already-rounded parts.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, StatementPeriodPeriod } from '../../../../generated/model';
import type { AnnualStatements } from '../types';
import { yearQuarters } from './quarters';
import type { Position } from './position';
import { Random } from './random';
import { demoSplits, markSplits } from './splits';
import { type DemoCompany, INTEREST_RATE, TAX_RATE } from './universe';

const r = Math.round;

/** Ten years of quarters, and one more so the oldest trailing twelve months have their four. */
const QUARTER_YEARS = 11;

/** The company's statements, newest first. */
export function companyStatements(company: DemoCompany, seedHash: number): AnnualStatements {
  const income: IncomeStatement[] = [];
  const balance: BalanceSheet[] = [];
  const cashFlow: CashFlowStatement[] = [];
  const quarterly: NonNullable<AnnualStatements['quarterly']> = { income: [], balance: [], cashFlow: [] };
  let position = openingPosition(company);
  const sharesIn = (year: number) => r(company.sharesLast * (1 + company.sharesGrowth) ** (year - (company.fiscalYears.at(-1) ?? year)));
  company.fiscalYears.forEach((year, i) => {
    const rng = Random.of(seedHash, company.symbol, 'fy', year);
    const period = periodOf(company, year);
    const revenue = company.revenue[i] ?? 0;
    const shares = sharesIn(year);
    const statement = incomeOf(company, rng, period, revenue, shares, position);
    const next = nextPosition(company, rng, revenue, statement, position);
    const flows = cashFlowOf(company, rng, period, statement, position, next);
    next.cash = position.cash + (flows.netChangeInCash ?? 0);
    flows.cashAtEndOfPeriod = next.cash;
    income.unshift(statement.reported);
    cashFlow.unshift(flows);
    balance.unshift(balanceOf(company, period, revenue, shares, next));
    if (i >= company.fiscalYears.length - QUARTER_YEARS) {
      const quarters = yearQuarters(company, seedHash, {
        year,
        income: statement.reported,
        cashFlow: flows,
        before: position,
        after: next,
        revenue: { before: company.revenue[i - 1] ?? revenue / (1 + company.growth), after: revenue },
        shares: { before: sharesIn(year - 1), after: shares },
        balanceAt: (at, quarter) => balanceOf(company, quarter, at.revenue, at.shares, at),
      });
      quarterly.income.unshift(...quarters.income.reverse());
      quarterly.balance.unshift(...quarters.balance.reverse());
      quarterly.cashFlow.unshift(...quarters.cashFlow.reverse());
    }
    position = next;
  });
  const splits = demoSplits(company, seedHash);
  if (splits.length === 0) return { currency: company.currency, income, balance, cashFlow, quarterly };
  const marked = <T extends IncomeStatement | BalanceSheet | CashFlowStatement>(rows: T[]) => rows.map((row) => markSplits(row, splits));
  return {
    currency: company.currency,
    income: marked(income),
    balance: marked(balance),
    cashFlow: marked(cashFlow),
    quarterly: {
      income: marked(quarterly.income),
      balance: marked(quarterly.balance),
      cashFlow: marked(quarterly.cashFlow),
    },
    splits,
  };
}

interface Period {
  date: string;
  fiscalYear: string;
  period: StatementPeriodPeriod;
  reportedCurrency: string;
}

function periodOf(company: DemoCompany, year: number): Period {
  const month = company.fiscalYearEndMonth;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    date: `${year}-${String(month).padStart(2, '0')}-${lastDay}`,
    fiscalYear: String(year),
    period: 'FY',
    reportedCurrency: company.currency,
  };
}

/**
 * The value of a field the company may leave unreported (null then). Statements are built as
 * object literals on purpose: spreading 30-field objects was the generator's main cost.
 */
function reported(company: DemoCompany, field: string, value: number): number | null {
  return company.missing.has(field) ? null : value;
}

/** The scale a company's balance sheet follows: its revenue, or its spending before it has any. */
function scaleOf(company: DemoCompany, revenue: number): number {
  return Math.max(revenue, burnOf(company) * 2);
}

function burnOf(company: DemoCompany): number {
  return company.profile === 'pre_revenue' ? 4e7 / company.usdRate : 0;
}

function openingPosition(company: DemoCompany): Position {
  const scale = scaleOf(company, (company.revenue[0] ?? 0) / (1 + company.growth));
  return {
    cash: r(scale * 0.25),
    receivables: r(scale * 0.12),
    inventory: r(scale * 0.1),
    ppe: r(scale * 0.4),
    goodwill: r(scale * 0.15),
    investments: r(scale * 0.1),
    debt: r(scale * company.debtRatio),
    payables: r(scale * 0.08),
    buybacks: 0,
  };
}

function incomeOf(company: DemoCompany, rng: Random, period: Period, revenue: number, shares: number, before: Position) {
  const margin = Math.min(0.95, Math.max(0.05, company.grossMargin + 0.01 * rng.normal()));
  const hasCost = !company.missing.has('costOfRevenue');
  const costOfRevenue = hasCost ? r(revenue * (1 - margin)) : 0;
  const grossProfit = revenue - costOfRevenue;
  const burn = burnOf(company) * rng.between(0.8, 1.3);
  const research = r(revenue * company.researchRatio + burn * 0.6);
  const sga = r(revenue * company.sgaRatio * rng.between(0.92, 1.08) + burn * 0.4);
  const generalAndAdministrative = r(sga * 0.4);
  const operatingExpenses = research + sga;
  const operatingIncome = grossProfit - operatingExpenses;
  const interestExpense = r(before.debt * INTEREST_RATE);
  const interestIncome = r(before.cash * 0.02);
  const other = r(scaleOf(company, revenue) * 0.004 * rng.normal());
  const otherIncomeExpenseNet = interestIncome - interestExpense + other;
  const incomeBeforeTax = operatingIncome + otherIncomeExpenseNet;
  const incomeTaxExpense = r(Math.max(0, incomeBeforeTax * TAX_RATE));
  const netIncome = incomeBeforeTax - incomeTaxExpense;
  const diluted = r(shares * 1.012);
  return {
    netIncome,
    costOfRevenue,
    reported: {
      date: period.date,
      fiscalYear: period.fiscalYear,
      period: period.period,
      reportedCurrency: period.reportedCurrency,
      revenue,
      costOfRevenue: hasCost ? costOfRevenue : null,
      grossProfit: hasCost ? grossProfit : null,
      researchAndDevelopmentExpenses: reported(company, 'researchAndDevelopmentExpenses', research),
      generalAndAdministrativeExpenses: reported(company, 'generalAndAdministrativeExpenses', generalAndAdministrative),
      sellingGeneralAndAdministrativeExpenses: sga,
      operatingExpenses,
      operatingIncome,
      interestExpense,
      interestIncome,
      otherIncomeExpenseNet,
      incomeBeforeTax,
      incomeTaxExpense,
      netIncome,
      eps: Math.round((netIncome / shares) * 100) / 100,
      epsDiluted: Math.round((netIncome / diluted) * 100) / 100,
      weightedAverageSHSOut: shares,
      weightedAverageSHSOutDil: diluted,
    },
  };
}

function nextPosition(company: DemoCompany, rng: Random, revenue: number, income: ReturnType<typeof incomeOf>, before: Position): Position {
  const scale = scaleOf(company, revenue);
  const buyback = company.sharesGrowth < 0 && income.netIncome > 0 ? r(income.netIncome * rng.between(0.1, 0.4)) : 0;
  return {
    cash: before.cash,
    receivables: r(revenue * 0.12),
    inventory: company.missing.has('inventory') ? 0 : r(income.costOfRevenue * 0.15),
    ppe: r(scale * rng.between(0.35, 0.5)),
    goodwill: company.missing.has('goodwill') ? 0 : r(Math.max(before.goodwill, scale * rng.between(0.1, 0.2))),
    investments: r(scale * rng.between(0.08, 0.14)),
    debt: r(scale * company.debtRatio * rng.between(0.9, 1.1)),
    payables: r(income.costOfRevenue * 0.1 + scale * 0.02),
    buybacks: before.buybacks + buyback,
  };
}

function cashFlowOf(
  company: DemoCompany,
  rng: Random,
  period: Period,
  income: ReturnType<typeof incomeOf>,
  before: Position,
  after: Position,
): CashFlowStatement {
  const netIncome = income.netIncome;
  const depreciationAndAmortization = r(before.ppe * 0.1);
  const stockBasedCompensation = r(Math.abs(income.reported.sellingGeneralAndAdministrativeExpenses) * 0.05);
  const changeInWorkingCapital =
    -(after.receivables - before.receivables) - (after.inventory - before.inventory) + (after.payables - before.payables);
  const operating = netIncome + depreciationAndAmortization + stockBasedCompensation + changeInWorkingCapital;
  const capitalExpenditure = 0 - Math.max(0, after.ppe - before.ppe + depreciationAndAmortization);
  const acquisitions = before.goodwill - after.goodwill;
  const investmentChange = after.investments - before.investments;
  const purchasesOfInvestments = investmentChange > 0 ? -investmentChange : 0;
  const salesMaturitiesOfInvestments = investmentChange < 0 ? -investmentChange : 0;
  const investing = capitalExpenditure + acquisitions + purchasesOfInvestments + salesMaturitiesOfInvestments;
  const debtChange = after.debt - before.debt;
  const dividendsPaid = 0 - r(Math.max(0, netIncome * company.payoutRatio));
  const otherFinancingActivities = r(-Math.abs(netIncome) * 0.002 * rng.next());
  const plannedRepurchase = after.buybacks - before.buybacks;
  const beforeEquity = operating + investing + debtChange + dividendsPaid - plannedRepurchase + otherFinancingActivities;
  // Companies that would run out of cash raise equity, as loss-makers do; cash beyond what the
  // company keeps (its cash ratio of revenue) goes back to shareholders as buybacks.
  const floor = r(Math.max(after.receivables, 1e6) * 0.5);
  const ending = before.cash + beforeEquity;
  const commonStockIssued = ending < floor ? floor - ending : 0;
  const excess = r(ending - Math.max(floor, scaleOf(company, income.reported.revenue ?? 0) * company.cashRatio));
  if (excess > 0) after.buybacks += excess;
  const commonStockRepurchased = before.buybacks - after.buybacks;
  const financing = debtChange + dividendsPaid + commonStockRepurchased + commonStockIssued + otherFinancingActivities;
  return {
    date: period.date,
    fiscalYear: period.fiscalYear,
    period: period.period,
    reportedCurrency: period.reportedCurrency,
    netIncome,
    depreciationAndAmortization,
    stockBasedCompensation: reported(company, 'stockBasedCompensation', stockBasedCompensation),
    changeInWorkingCapital,
    otherWorkingCapital: 0,
    netCashProvidedByOperatingActivities: operating,
    capitalExpenditure,
    acquisitions,
    purchasesOfInvestments,
    salesMaturitiesOfInvestments,
    otherInvestingActivities: 0,
    netCashUsedForInvestingActivites: investing,
    debtRepayment: debtChange < 0 ? debtChange : 0,
    debtIssuance: debtChange > 0 ? debtChange : 0,
    commonStockRepurchased,
    commonStockIssued,
    dividendsPaid,
    otherFinancingActivities,
    netCashUsedProvidedByFinancingActivities: financing,
    freeCashFlow: operating - Math.abs(capitalExpenditure),
    netChangeInCash: operating + investing + financing,
    cashAtBeginningOfPeriod: before.cash,
    cashAtEndOfPeriod: null,
  };
}

function balanceOf(company: DemoCompany, period: Period, revenue: number, shares: number, at: Position): BalanceSheet {
  const scale = scaleOf(company, revenue);
  const shortTermInvestments = r(at.investments * 0.4);
  const longTermInvestments = at.investments - shortTermInvestments;
  const otherCurrentAssets = r(scale * 0.03);
  const totalCurrentAssets = at.cash + shortTermInvestments + at.receivables + at.inventory + otherCurrentAssets;
  const intangibleAssets = company.missing.has('intangibleAssets') ? 0 : r(scale * 0.05);
  const otherNonCurrentAssets = r(scale * 0.04);
  const totalNonCurrentAssets = at.ppe + longTermInvestments + at.goodwill + intangibleAssets + otherNonCurrentAssets;
  const shortTermDebt = r(at.debt * 0.15);
  const longTermDebt = at.debt - shortTermDebt;
  const accruedLiabilities = r(scale * 0.04);
  const otherCurrentLiabilities = r(scale * 0.02);
  const deferredRevenue = r(scale * 0.03);
  const totalCurrentLiabilities = at.payables + shortTermDebt + accruedLiabilities + otherCurrentLiabilities + deferredRevenue;
  const deferredTaxLiabilitiesNonCurrent = r(scale * 0.02);
  const otherNonCurrentLiabilities = r(scale * 0.03);
  const totalNonCurrentLiabilities = longTermDebt + deferredTaxLiabilitiesNonCurrent + otherNonCurrentLiabilities;
  const totalAssets = totalCurrentAssets + totalNonCurrentAssets;
  const totalLiabilities = totalCurrentLiabilities + totalNonCurrentLiabilities;
  const totalStockholdersEquity = totalAssets - totalLiabilities;
  const commonStock = r(shares * 0.01);
  const accumulatedOtherComprehensiveIncomeLoss = r(-scale * 0.01);
  const treasuryStock = -at.buybacks;
  return {
    date: period.date,
    fiscalYear: period.fiscalYear,
    period: period.period,
    reportedCurrency: period.reportedCurrency,
    cashAndCashEquivalents: at.cash,
    shortTermInvestments,
    accountsReceivables: at.receivables,
    inventory: reported(company, 'inventory', at.inventory),
    otherCurrentAssets,
    totalCurrentAssets,
    propertyPlantEquipmentNet: at.ppe,
    longTermInvestments,
    goodwill: reported(company, 'goodwill', at.goodwill),
    intangibleAssets: reported(company, 'intangibleAssets', intangibleAssets),
    otherNonCurrentAssets,
    totalNonCurrentAssets,
    totalAssets,
    accountPayables: at.payables,
    shortTermDebt,
    accruedLiabilities,
    otherCurrentLiabilities,
    totalCurrentLiabilities,
    longTermDebt,
    deferredRevenue,
    deferredTaxLiabilitiesNonCurrent,
    otherNonCurrentLiabilities,
    totalNonCurrentLiabilities,
    totalLiabilities,
    commonStock,
    retainedEarnings: totalStockholdersEquity - commonStock - accumulatedOtherComprehensiveIncomeLoss - treasuryStock,
    accumulatedOtherComprehensiveIncomeLoss,
    treasuryStock,
    totalStockholdersEquity,
    totalLiabilitiesAndStockholdersEquity: totalLiabilities + totalStockholdersEquity,
    totalDebt: at.debt,
  };
}
