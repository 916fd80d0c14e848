/** The financial charts' data: four metrics in millions by year, oldest first. */
import type { FinancialChart } from '../../generated/model';
import { isNumber } from '../lib/format';
import { CHART_COLORS } from './chart-theme';

const FINANCIAL_METRICS = ['Revenue', 'Net Income', 'Book Value', 'Total Debt'] as const;
type FinancialMetric = (typeof FINANCIAL_METRICS)[number];

/** Revenue green, Net Income blue, Book Value purple, Total Debt red. */
const FINANCIAL_COLORS: Readonly<Record<FinancialMetric, string>> = {
  Revenue: CHART_COLORS.green,
  'Net Income': CHART_COLORS.blue,
  'Book Value': CHART_COLORS.purple,
  'Total Debt': CHART_COLORS.red,
};

export interface FinancialSeries {
  metric: FinancialMetric;
  color: string;
  /** One value per year; null where the year lacks it. */
  values: (number | null)[];
}

export interface FinancialData {
  years: string[];
  series: FinancialSeries[];
}

/** The years and the four series in the fixed metric order (missing metrics are all null). */
export function toFinancialData(chart: FinancialChart): FinancialData {
  const years = chart.labels;
  const series = FINANCIAL_METRICS.map((metric) => {
    const dataset = chart.datasets.find((item) => item.label === metric);
    const values = years.map((_, index) => {
      const value = dataset?.data[index];
      return isNumber(value) ? value : null;
    });
    return { metric, color: FINANCIAL_COLORS[metric], values };
  });
  return { years, series };
}

/** Value-axis domain: always includes 0, padded 10 % above the largest value. */
export function financialDomain(series: readonly FinancialSeries[]): [number, number] {
  const values = series.flatMap((item) => item.values).filter(isNumber);
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  if (min === 0 && max === 0) return [0, 1];
  return [min < 0 ? min * 1.1 : 0, max * 1.1];
}

/** True when no year has any figure. */
export function isEmptyFinancialData(data: FinancialData): boolean {
  return data.years.length === 0 || data.series.every((item) => item.values.every((value) => value === null));
}
