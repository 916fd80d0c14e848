import { describe, expect, it } from 'vitest';
import type { AnnualStatements, DailyBar } from '../../../server/providers/market/types';
import { sectorMedianPeFact, valuationHistoryStart, yearEndPeFacts } from '../../../server/services/ai/valuation-facts';

const year = (fiscalYear: number, date: string, epsDiluted: number | null) => ({ date, fiscalYear: String(fiscalYear), epsDiluted });

/** Fiscal years ending in September, newest first: six of them, one without earnings. */
const statements: AnnualStatements = {
  currency: 'USD',
  income: [
    year(2024, '2024-09-28', 6.08),
    year(2023, '2023-09-30', 6.13),
    year(2022, '2022-09-24', -1),
    year(2021, '2021-09-25', 5.61),
    year(2020, '2020-09-26', 3.28),
    year(2019, '2019-09-28', 2.97),
  ],
  balance: [],
  cashFlow: [],
};

const bar = (date: string, close: number): DailyBar => ({ date, open: close, high: close, low: close, close, volume: 1 });

describe('the P/E at past fiscal year ends', () => {
  it("divides the year's last close by its diluted EPS, for the last five years with earnings and a price, oldest first", () => {
    // 2024-09-28 is a Saturday: the Friday's close is the year's last. 2023's year end has no close within a week.
    const bars = [bar('2020-09-25', 112.28), bar('2021-09-24', 146.92), bar('2023-08-01', 195), bar('2024-09-27', 227.79)];
    const facts = yearEndPeFacts('AAPL', statements, bars, 'USD');
    expect(facts.map((fact) => [fact.key, fact.text])).toEqual([
      ['pe:FY2020', '34.23'],
      ['pe:FY2021', '26.19'],
      ['pe:FY2024', '37.47'],
    ]);
    expect(facts[2]?.citation).toEqual({
      kind: 'company',
      label: 'P/E at the end of FY2024: close $227.79 on 2024-09-27 over diluted EPS $6.08',
      href: '/stock/AAPL/statements',
      lineItem: 'pe:FY2024',
      period: '2024-09-27',
    });
  });

  it('gives none where the statements are in another currency than the price', () => {
    expect(yearEndPeFacts('TM', { ...statements, currency: 'JPY' }, [bar('2024-09-27', 180)], 'USD')).toEqual([]);
  });

  it('reads the price history from a week before the oldest of the five year ends', () => {
    expect(valuationHistoryStart(statements)).toBe('2020-09-19');
    expect(valuationHistoryStart({ ...statements, income: [] })).toBeNull();
  });
});

describe("the sector's median P/E", () => {
  it('is the middle of the positive ratios (the mean of the two middle ones for an even count), rounded to cents', () => {
    expect(sectorMedianPeFact('Technology', [30, 10, 20, -4, 25], '2025-03-01T15:00:00Z')).toMatchObject({
      key: 'pe:sectorMedian',
      text: '22.50',
      value: 22.5,
      label: 'Median P/E of the 4 Technology companies with earnings in the stored market',
      citation: { kind: 'company', lineItem: 'pe:sectorMedian', href: '/screen', period: '2025-03-01T15:00:00Z' },
    });
    expect(sectorMedianPeFact('Energy', [9, 11.333, 30], '2025-03-01')?.text).toBe('11.33');
  });

  it('is not given for fewer than three companies with earnings', () => {
    expect(sectorMedianPeFact('Utilities', [15, 18, 0], '2025-03-01')).toBeNull();
  });
});
