/** The one definition of derived figures: the spec's rules for missing inputs, and Apple's FY2024 balance sheet as its 10-K reports it. */
import { describe, expect, it } from 'vitest';
import {
  cashAndShortTermInvestmentsOf,
  changeOf,
  debtToEquityOf,
  derivedValue,
  freeCashFlowOf,
  grossProfitOf,
  interestCoverageOf,
  netDebtOf,
  operatingExpensesOf,
  operatingIncomeOf,
  totalDebtOf,
  totalLiabilitiesAndEquityOf,
} from './derived-figures';

const M = 1e6;
// Apple FY2024 (10-K, in millions): short-term debt is commercial paper 9,967 + term debt 10,912.
const apple = {
  balance: {
    cashAndCashEquivalents: 29_943 * M,
    shortTermInvestments: 35_228 * M,
    longTermInvestments: 91_479 * M,
    shortTermDebt: 20_879 * M,
    longTermDebt: 85_750 * M,
    totalDebt: 96_662 * M,
    totalStockholdersEquity: 56_950 * M,
  },
  cashFlow: { netCashProvidedByOperatingActivities: 118_254 * M, capitalExpenditure: -9_447 * M, freeCashFlow: 1 },
  income: { revenue: 391_035 * M, grossProfit: 180_683 * M, operatingIncome: 123_216 * M, netIncome: 93_736 * M },
};

describe('derived figures on Apple FY2024', () => {
  it('total debt includes commercial paper; cash & short-term investments leave non-current securities out', () => {
    expect(totalDebtOf(apple)?.value).toBe(106_629 * M);
    expect(totalDebtOf(apple)?.lines.map((l) => l.field)).toEqual(['shortTermDebt', 'longTermDebt']);
    expect(cashAndShortTermInvestmentsOf(apple)?.value).toBe(65_171 * M);
  });

  it('net debt is total debt minus cash & short-term investments: $41.458B', () => {
    expect(netDebtOf(apple)?.value).toBe(41_458 * M);
    expect(derivedValue('netDebt', apple)).toBe(41_458 * M);
    expect(netDebtOf(apple)?.lines.map((l) => l.field)).toEqual([
      'shortTermDebt',
      'longTermDebt',
      'cashAndCashEquivalents',
      'shortTermInvestments',
    ]);
  });

  it('free cash flow, margins and debt to equity', () => {
    expect(freeCashFlowOf(apple)?.value).toBe(108_807 * M);
    expect(derivedValue('grossMargin', apple)).toBeCloseTo(180_683 / 391_035, 12);
    expect(derivedValue('freeCashFlowMargin', apple)).toBeCloseTo(108_807 / 391_035, 12);
    expect(debtToEquityOf(apple)?.value).toBeCloseTo(106_629 / 56_950, 12);
  });

  it('uses a provider’s own totals only when the parts are missing', () => {
    const withoutParts = { balance: { ...apple.balance, shortTermDebt: null, longTermDebt: null } };
    expect(totalDebtOf(withoutParts)?.value).toBe(96_662 * M);
    expect(freeCashFlowOf({ cashFlow: { ...apple.cashFlow, capitalExpenditure: null } })?.value).toBe(1);
  });
});

describe('derived values when inputs are missing (spec section 5)', () => {
  it('changes year over year against the absolute prior value; none for a missing or zero prior value', () => {
    expect(changeOf(120, 100)).toBeCloseTo(0.2);
    expect(changeOf(-50, -100)).toBeCloseTo(0.5);
    expect(changeOf(80, 100)).toBeCloseTo(-0.2);
    expect(changeOf(100, 0)).toBeNull();
    expect(changeOf(100, null)).toBeNull();
    expect(changeOf(undefined, 100)).toBeNull();
    const growth = { income: { revenue: 120 }, priorIncome: { revenue: 100 } };
    expect(derivedValue('revenueGrowth', growth)).toBeCloseTo(0.2);
    expect(derivedValue('epsGrowth', { income: { eps: 2 }, priorIncome: { eps: -1 } })).toBeCloseTo(3);
  });

  it('leaves margins empty for a missing or zero revenue', () => {
    expect(derivedValue('netMargin', { income: { netIncome: -10, revenue: 100 } })).toBeCloseTo(-0.1);
    expect(derivedValue('netMargin', { income: { netIncome: 25, revenue: 0 } })).toBeNull();
    expect(derivedValue('netMargin', { income: { netIncome: 25 } })).toBeNull();
  });

  it('computes FCF as operating cash flow minus the absolute capex', () => {
    expect(freeCashFlowOf({ cashFlow: { netCashProvidedByOperatingActivities: 1000, capitalExpenditure: 300 } })?.value).toBe(700);
    expect(freeCashFlowOf({ cashFlow: { netCashProvidedByOperatingActivities: 1000 } })).toBeNull();
  });

  it('computes interest coverage only for positive operating income and non-zero interest', () => {
    const coverage = (operatingIncome: number, interestExpense: number | null) =>
      interestCoverageOf({ income: { operatingIncome, interestExpense } })?.value ?? null;
    expect(coverage(1000, 50)).toBe(20);
    expect(coverage(1000, -50)).toBe(20);
    expect(coverage(0, 50)).toBeNull();
    expect(coverage(-10, 50)).toBeNull();
    expect(coverage(1000, 0)).toBeNull();
    expect(coverage(1000, null)).toBeNull();
  });

  it('falls back to liabilities plus equity for Total Liab + Equity', () => {
    expect(totalLiabilitiesAndEquityOf({ balance: { totalLiabilitiesAndStockholdersEquity: 900 } })?.value).toBe(900);
    expect(totalLiabilitiesAndEquityOf({ balance: { totalLiabilities: 600, totalStockholdersEquity: 250 } })?.value).toBe(850);
    expect(totalLiabilitiesAndEquityOf({ balance: { totalLiabilities: 600 } })).toBeNull();
    expect(totalLiabilitiesAndEquityOf({})).toBeNull();
  });

  it('derives gross profit, operating expenses and operating income when not reported', () => {
    const income = { revenue: 1000, costOfRevenue: 600, researchAndDevelopmentExpenses: 100, generalAndAdministrativeExpenses: 50 };
    expect(grossProfitOf({ income })?.value).toBe(400);
    expect(operatingExpensesOf({ income })?.value).toBe(150);
    expect(operatingIncomeOf({ income })?.value).toBe(250);
    expect(operatingIncomeOf({ income: { ...income, operatingIncome: 260 } })?.value).toBe(260);
    expect(grossProfitOf({ income: { revenue: 1000 } })).toBeNull();
  });

  it('counts no reported debt as none in debt to equity, and gives no ratio for equity of 0 or less', () => {
    expect(debtToEquityOf({ balance: { totalStockholdersEquity: 200 } })?.value).toBe(0);
    expect(debtToEquityOf({ balance: { longTermDebt: 50, totalStockholdersEquity: 200 } })?.value).toBe(0.25);
    expect(debtToEquityOf({ balance: { longTermDebt: 50, totalStockholdersEquity: 0 } })).toBeNull();
    expect(debtToEquityOf({ balance: { longTermDebt: 50, totalStockholdersEquity: -10 } })).toBeNull();
  });
});
