import { describe, expect, it } from 'vitest';
import { fiscalPeriodName, isQuarterly } from './fiscal-period';

describe('fiscal period names', () => {
  it('names a fiscal year, a quarter and the twelve months to a quarter as the company labels them', () => {
    expect(fiscalPeriodName({ fiscalYear: '2024' })).toBe('FY2024');
    expect(fiscalPeriodName({ period: 'FY', fiscalYear: 2024, fiscalQuarter: null })).toBe('FY2024');
    expect(fiscalPeriodName({ period: 'Q1', fiscalYear: '2025', fiscalQuarter: 1 })).toBe('FY2025 Q1');
    expect(fiscalPeriodName({ period: 'TTM', fiscalYear: 2025, fiscalQuarter: 3 })).toBe('TTM FY2025 Q3');
    expect(isQuarterly({ period: 'Q4', fiscalYear: 2024, fiscalQuarter: 4 })).toBe(true);
    expect(isQuarterly({ period: 'FY', fiscalYear: 2024 })).toBe(false);
  });
});
