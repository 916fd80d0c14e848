/**
 * The figures the AI answers from statements, in one list: key, label, unit, and the words of a
 * question that ask for it. Order matters: specific phrases come before the words they contain
 * ("gross margin" before "margin", "free cash flow" before "cash"), and a matched phrase is
 * blanked out before later patterns are tried.
 */
import type { StatementFact } from './types';

export interface MetricDefinition {
  metric: string;
  label: string;
  unit: StatementFact['unit'];
  patterns: RegExp[];
}

export const METRICS: readonly MetricDefinition[] = [
  { metric: 'revenueGrowth', label: 'Revenue growth', unit: 'ratio', patterns: [/(?:revenue|sales) growth/, /(?:revenue|sales) (?:grow|grew|increas|chang)\w*/, /grow\w* (?:in |of )?(?:revenue|sales)/] },
  { metric: 'epsGrowth', label: 'Diluted EPS growth', unit: 'ratio', patterns: [/eps growth/, /earnings per share growth/, /eps (?:grow|grew|increas)\w*/] },
  { metric: 'grossMargin', label: 'Gross margin', unit: 'ratio', patterns: [/gross margins?/] },
  { metric: 'operatingMargin', label: 'Operating margin', unit: 'ratio', patterns: [/operating margins?/, /ebit margins?/] },
  { metric: 'netMargin', label: 'Net margin', unit: 'ratio', patterns: [/net (?:profit )?margins?/, /profit margins?/] },
  { metric: 'freeCashFlow', label: 'Free cash flow', unit: 'money', patterns: [/free cash ?flows?/, /\bfcf\b/] },
  { metric: 'operatingCashFlow', label: 'Operating cash flow', unit: 'money', patterns: [/operating cash ?flows?/, /cash (?:flows? )?(?:from|provided by) operat\w*/, /\bcfo\b/] },
  { metric: 'capitalExpenditure', label: 'Capital expenditure', unit: 'money', patterns: [/capex/, /capital expenditures?/, /capital spending/] },
  { metric: 'debtToEquity', label: 'Debt to equity', unit: 'multiple', patterns: [/debt[- ]to[- ]equity/, /\bleverage\b/, /\bd\/e\b/] },
  { metric: 'netDebt', label: 'Net debt', unit: 'money', patterns: [/net debt/] },
  { metric: 'totalDebt', label: 'Total debt', unit: 'money', patterns: [/total debt/, /\bdebt\b/, /borrowings?/] },
  { metric: 'cash', label: 'Cash and short-term investments', unit: 'money', patterns: [/cash (?:and|&) (?:short[- ]term )?(?:investments|equivalents)/, /\bcash\b(?! ?flow)/] },
  { metric: 'epsDiluted', label: 'Diluted EPS', unit: 'per_share', patterns: [/\beps\b/, /earnings per share/] },
  { metric: 'operatingIncome', label: 'Operating income', unit: 'money', patterns: [/operating income/, /operating profit/, /\bebit\b/] },
  { metric: 'grossProfit', label: 'Gross profit', unit: 'money', patterns: [/gross profit/] },
  { metric: 'netIncome', label: 'Net income', unit: 'money', patterns: [/net income/, /net (?:profit|earnings)/, /\bprofits?\b/, /\bearnings\b/] },
  { metric: 'revenue', label: 'Revenue', unit: 'money', patterns: [/revenues?/, /net sales/, /\bsales\b/, /\bturnover\b/, /\btop line\b/] },
];

/** Words that ask for a group of figures. */
const GROUPS: ReadonlyArray<{ pattern: RegExp; metrics: string[] }> = [
  { pattern: /\bmargins?\b/, metrics: ['grossMargin', 'operatingMargin', 'netMargin'] },
  { pattern: /\bgrowth\b|\bgrow\w*/, metrics: ['revenueGrowth', 'epsGrowth'] },
  { pattern: /cash ?flows?/, metrics: ['operatingCashFlow', 'freeCashFlow'] },
  { pattern: /\bprofitab\w*/, metrics: ['grossMargin', 'operatingMargin', 'netMargin', 'netIncome'] },
  { pattern: /\bliquidity\b|balance sheet/, metrics: ['cash', 'totalDebt', 'netDebt', 'debtToEquity'] },
];

export const metricByKey = new Map(METRICS.map((definition) => [definition.metric, definition]));

/** The metrics a question asks for, in catalogue order, each once. */
export function metricsAskedFor(question: string): string[] {
  let rest = question.toLowerCase();
  const found: string[] = [];
  for (const definition of METRICS) {
    for (const pattern of definition.patterns) {
      if (!pattern.test(rest)) continue;
      if (!found.includes(definition.metric)) found.push(definition.metric);
      rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
    }
  }
  for (const group of GROUPS) {
    if (!group.pattern.test(rest)) continue;
    for (const metric of group.metrics) if (!found.includes(metric)) found.push(metric);
  }
  return found;
}

export interface YearRequest {
  /** Explicit fiscal years named by the question. */
  years: number[];
  /** How many of the newest years to show when none is named (1 = the latest). */
  latest: number;
}

/** The fiscal years a question names (2024, FY24, fiscal 2023), or how many recent years it asks for. */
export function yearsAskedFor(question: string): YearRequest {
  const text = question.toLowerCase();
  const years = new Set<number>();
  for (const match of text.matchAll(/\b(?:fy\s?|fiscal (?:year )?)?((?:19|20)\d{2})\b/g)) years.add(Number(match[1]));
  for (const match of text.matchAll(/\bfy\s?'?(\d{2})\b/g)) years.add(2000 + Number(match[1]));
  const span = /(?:last|past|previous) (\d{1,2}|two|three|four|five|ten) years/.exec(text);
  const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, ten: 10 };
  const latest = span ? (words[span[1] ?? ''] ?? Number(span[1])) : /\btrend|history|historical|over time\b/.test(text) ? 5 : 1;
  return { years: [...years].sort((a, b) => b - a), latest: Math.min(Math.max(latest, 1), 10) };
}
