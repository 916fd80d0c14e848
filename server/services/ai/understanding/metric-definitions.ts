/**
 * The catalogue of figures the AI answers from statements, as data: key, label, unit, and the
 * words of a question that ask for it (metric-catalog.ts reads questions with it). Order matters: specific phrases come before the words they contain
 * ("gross margin" before "margin", "free cash flow" before "cash"), and a matched phrase is
 * blanked out before later patterns are tried.
 */
import type { MetricDefinition } from './metric-definition';
import { BALANCE_AND_INCOME_METRICS } from './metrics-balance-and-income';
import { RATIO_AND_CASH_FLOW_METRICS } from './metrics-ratios-and-cash-flow';

/** Every figure, in the order patterns are tried. */
export const METRICS: readonly MetricDefinition[] = [...RATIO_AND_CASH_FLOW_METRICS, ...BALANCE_AND_INCOME_METRICS];

/** Words that ask for a group of figures. */
export const GROUPS: ReadonlyArray<{ pattern: RegExp; metrics: string[] }> = [
  { pattern: /\bmargins?\b/, metrics: ['grossMargin', 'operatingMargin', 'netMargin'] },
  { pattern: /\bgrowth\b|\bgrow\w*/, metrics: ['revenueGrowth', 'epsGrowth'] },
  { pattern: /cash ?flows?/, metrics: ['operatingCashFlow', 'freeCashFlow'] },
  { pattern: /\bprofitab\w*/, metrics: ['grossMargin', 'operatingMargin', 'netMargin', 'netIncome'] },
  { pattern: /\bliquidity\b|balance sheet/, metrics: ['cashAndShortTermInvestments', 'totalDebt', 'netDebt', 'debtToEquity'] },
];
