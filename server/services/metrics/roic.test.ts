import { describe, expect, it } from 'vitest';
import { roic } from './roic';

const base = {
  operatingIncome: 200,
  incomeBeforeTax: 180,
  incomeTaxExpense: 36,
  totalDebt: 400,
  totalStockholdersEquity: 700,
  cashAndCashEquivalents: 100,
};

describe('roic', () => {
  it('is NOPAT over debt plus equity minus cash, at the effective tax rate', () => {
    // tax rate 36/180 = 20 %; NOPAT 160; invested capital 1000.
    expect(roic(base)).toBeCloseTo(0.16, 10);
  });
  it('uses 21 % when there was no pre-tax profit, and is negative for an operating loss', () => {
    expect(roic({ ...base, operatingIncome: -100, incomeBeforeTax: -120, incomeTaxExpense: 0 })).toBeCloseTo(-0.079, 10);
  });
  it('bounds the effective tax rate to 50 %', () => {
    expect(roic({ ...base, incomeTaxExpense: 170 })).toBeCloseTo(0.1, 10);
  });
  it('is null when invested capital is not positive or inputs are missing', () => {
    expect(roic({ ...base, totalStockholdersEquity: -500 })).toBeNull();
    expect(roic({ ...base, operatingIncome: null })).toBeNull();
  });
});
