/** The one definition of derived figures, on Apple's FY2024 balance sheet as the 10-K reports it. */
import { describe, expect, it } from 'vitest';
import type { BalanceSheet, CashFlowStatement } from '../../../generated/model';
import { derivedByKey, freeCashFlowOf, totalDebtOf } from '../../../server/services/market/derived-figures';

const M = 1e6;
// Short-term debt is commercial paper 9,967 + term debt 10,912 (as FMP reports it and the SEC provider sums it).
const balance: BalanceSheet = {
  date: '2024-09-28',
  fiscalYear: '2024',
  cashAndCashEquivalents: 29_943 * M,
  shortTermInvestments: 35_228 * M,
  longTermInvestments: 91_479 * M,
  shortTermDebt: 20_879 * M,
  longTermDebt: 85_750 * M,
  totalDebt: 96_662 * M,
  totalStockholdersEquity: 56_950 * M,
} as BalanceSheet;
const cashFlow = {
  date: '2024-09-28',
  fiscalYear: '2024',
  netCashProvidedByOperatingActivities: 118_254 * M,
  capitalExpenditure: -9_447 * M,
  freeCashFlow: 1,
} as CashFlowStatement;

describe('derived figures', () => {
  it('total debt includes commercial paper; net debt subtracts current and non-current marketable securities', () => {
    expect(totalDebtOf({ balance })?.value).toBe(106_629 * M);
    expect(totalDebtOf({ balance })?.lines.map((l) => l.field)).toEqual(['shortTermDebt', 'longTermDebt']);
    expect(derivedByKey.get('netDebt')?.compute({ balance })?.value).toBe((106_629 - 156_650) * M);
    expect(derivedByKey.get('debtToEquity')?.compute({ balance })?.value).toBeCloseTo(106_629 / 56_950, 12);
  });

  it('uses a provider’s own total only when it reports neither part, and computes free cash flow', () => {
    expect(totalDebtOf({ balance: { ...balance, shortTermDebt: null, longTermDebt: null } })?.value).toBe(96_662 * M);
    expect(freeCashFlowOf({ cashFlow })?.value).toBe(108_807 * M);
    expect(freeCashFlowOf({ cashFlow: { ...cashFlow, capitalExpenditure: null } })?.value).toBe(1);
  });
});
