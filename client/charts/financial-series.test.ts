import { describe, expect, it } from 'vitest';
import { financialDomain, isEmptyFinancialData, toFinancialData } from './financial-series';

const chart = {
  symbol: 'DEMO',
  unit: 'millions' as const,
  labels: ['2022', '2023'],
  datasets: [
    { label: 'Total Debt' as const, data: [50, 60] },
    { label: 'Revenue' as const, data: [1000, 1200] },
    { label: 'Net Income' as const, data: [-20, null] },
  ],
};

describe('financial chart data', () => {
  it('orders the four metrics with their colours and fills gaps with null', () => {
    const data = toFinancialData(chart);
    expect(data.years).toEqual(['2022', '2023']);
    expect(data.series.map((s) => [s.metric, s.color])).toEqual([
      ['Revenue', '#33ff66'],
      ['Net Income', '#4da6ff'],
      ['Book Value', '#c28cff'],
      ['Total Debt', '#ff6b6b'],
    ]);
    expect(data.series[1]?.values).toEqual([-20, null]);
    expect(data.series[2]?.values).toEqual([null, null]);
  });

  it('keeps zero in the value domain and pads by 10%', () => {
    const data = toFinancialData(chart);
    const [min, max] = financialDomain(data.series);
    expect(min).toBeCloseTo(-22);
    expect(max).toBeCloseTo(1320);
    expect(financialDomain([])).toEqual([0, 1]);
  });

  it('knows when there is nothing to draw', () => {
    expect(isEmptyFinancialData(toFinancialData(chart))).toBe(false);
    expect(isEmptyFinancialData(toFinancialData({ ...chart, labels: [] }))).toBe(true);
    expect(isEmptyFinancialData(toFinancialData({ ...chart, datasets: [] }))).toBe(true);
  });
});
