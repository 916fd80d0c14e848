import { describe, expect, it } from 'vitest';
import type { BalanceSheet, IncomeStatement } from '../../../generated/model';
import { statementsRoic, yearlyDataRow } from '../../../server/services/market/statements';

const income = {
  fiscalYear: '2024',
  date: '2024-12-31',
  operatingIncome: 200,
  incomeBeforeTax: 180,
  incomeTaxExpense: 36,
  revenue: 1000,
} as IncomeStatement;
const balance = {
  fiscalYear: '2024',
  date: '2024-12-31',
  totalDebt: 400,
  totalStockholdersEquity: 700,
  cashAndCashEquivalents: 100,
} as BalanceSheet;

describe('ROIC of a year of statements', () => {
  it('takes operating income and taxes from the income statement, debt, equity and cash from the balance sheet', () => {
    // tax rate 36/180 = 20 %; NOPAT 160; invested capital 400 + 700 - 100 = 1000.
    expect(statementsRoic(income, balance)).toBeCloseTo(0.16, 10);
    expect(yearlyDataRow({ fiscalYear: 2024, income, balance, cashFlow: null }).roic).toBeCloseTo(0.16, 10);
  });

  it('is null without a balance sheet or when invested capital is not positive', () => {
    expect(yearlyDataRow({ fiscalYear: 2024, income, balance: null, cashFlow: null }).roic).toBeNull();
    expect(statementsRoic(income, { ...balance, totalStockholdersEquity: -500 })).toBeNull();
  });
});
