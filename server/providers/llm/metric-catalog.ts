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
  /** The statement line a reported figure is; absent for the derived ones (derived-figures.ts). */
  line?: { statement: 'income' | 'balance' | 'cashflow'; field: string };
}

const income = (field: string) => ({ statement: 'income' as const, field });
const balance = (field: string) => ({ statement: 'balance' as const, field });
const cashflow = (field: string) => ({ statement: 'cashflow' as const, field });

export const METRICS: readonly MetricDefinition[] = [
  { metric: 'revenueGrowth', label: 'Revenue growth', unit: 'ratio', patterns: [/(?:revenue|sales) growth/, /(?:revenue|sales) (?:grow|grew|increas|chang)\w*/, /grow\w* (?:in |of )?(?:revenue|sales)/] },
  { metric: 'epsGrowth', label: 'Diluted EPS growth', unit: 'ratio', patterns: [/eps growth/, /earnings per share growth/, /eps (?:grow|grew|increas)\w*/] },
  { metric: 'effectiveTaxRate', label: 'Effective tax rate', unit: 'ratio', patterns: [/(?:effective )?(?:income )?tax rate/] },
  {
    metric: 'rndIntensity',
    label: 'R&D as a share of revenue',
    unit: 'ratio',
    patterns: [/(?:share|percent\w*|proportion|fraction) of (?:net )?(?:revenue|sales)[^?.]*(?:r&d|research)[\w ]*/, /(?:r&d|research and development)[^?.]*(?:share|percent\w*|proportion|%) of (?:net )?(?:revenue|sales)/, /r&d intensity/],
  },
  { metric: 'grossMargin', label: 'Gross margin', unit: 'ratio', patterns: [/gross margins?/] },
  { metric: 'operatingMargin', label: 'Operating margin', unit: 'ratio', patterns: [/operating margins?/, /ebit margins?/] },
  { metric: 'netMargin', label: 'Net margin', unit: 'ratio', patterns: [/net (?:profit )?margins?/, /profit margins?/] },
  { metric: 'freeCashFlow', label: 'Free cash flow', unit: 'money', patterns: [/free cash ?flows?/, /\bfcf\b/] },
  {
    metric: 'operatingCashFlow',
    label: 'Operating cash flow',
    unit: 'money',
    patterns: [/operating cash ?flows?/, /cash (?:flows? )?(?:(?:was|is|were) )?(?:from|provided by|generated (?:by|from)) operat\w*(?: activities)?/, /\bcfo\b/],
    line: cashflow('netCashProvidedByOperatingActivities'),
  },
  { metric: 'capitalExpenditure', label: 'Capital expenditure', unit: 'money', patterns: [/capex/, /capital expenditures?/, /capital spending/], line: cashflow('capitalExpenditure') },
  { metric: 'commonStockRepurchased', label: 'Repurchases of common stock', unit: 'money', patterns: [/(?:share|stock) (?:repurchases?|buy ?backs?)/, /buy ?backs?/, /repurchas\w*/], line: cashflow('commonStockRepurchased') },
  { metric: 'dividendsPaid', label: 'Dividends paid', unit: 'money', patterns: [/dividends?(?: paid| payments?)?/], line: cashflow('dividendsPaid') },
  { metric: 'depreciationAndAmortization', label: 'Depreciation and amortization', unit: 'money', patterns: [/depreciation(?: and amortization)?/], line: cashflow('depreciationAndAmortization') },
  { metric: 'stockBasedCompensation', label: 'Share-based compensation expense', unit: 'money', patterns: [/(?:stock|share)[- ]based compensation/], line: cashflow('stockBasedCompensation') },
  { metric: 'debtToEquity', label: 'Debt to equity', unit: 'multiple', patterns: [/debt[- ]to[- ]equity/, /\bleverage\b/, /\bd\/e\b/] },
  { metric: 'netDebt', label: 'Net debt', unit: 'money', patterns: [/net debt/, /net cash position/] },
  { metric: 'longTermDebt', label: 'Long-term debt (non-current)', unit: 'money', patterns: [/long[- ]term debt/, /non-?current (?:term )?debt/], line: balance('longTermDebt') },
  { metric: 'shortTermDebt', label: 'Short-term debt (incl. commercial paper)', unit: 'money', patterns: [/short[- ]term debt/, /current (?:portion of )?(?:term )?debt/], line: balance('shortTermDebt') },
  { metric: 'totalDebt', label: 'Total debt', unit: 'money', patterns: [/total debt/, /\bdebt\b/, /borrowings?/] },
  { metric: 'cashAndCashEquivalents', label: 'Cash and cash equivalents', unit: 'money', patterns: [/cash (?:and|&) (?:cash )?equivalents/], line: balance('cashAndCashEquivalents') },
  { metric: 'cash', label: 'Cash and marketable securities', unit: 'money', patterns: [/cash (?:and|&) (?:short[- ]term |marketable )?(?:investments|securities)/, /\bcash\b(?! ?flow)/] },
  { metric: 'totalCurrentAssets', label: 'Total current assets', unit: 'money', patterns: [/current assets/], line: balance('totalCurrentAssets') },
  { metric: 'totalAssets', label: 'Total assets', unit: 'money', patterns: [/total assets/, /\bassets\b/], line: balance('totalAssets') },
  { metric: 'totalCurrentLiabilities', label: 'Total current liabilities', unit: 'money', patterns: [/current liabilities/], line: balance('totalCurrentLiabilities') },
  { metric: 'totalLiabilities', label: 'Total liabilities', unit: 'money', patterns: [/total liabilities/, /\bliabilities\b/], line: balance('totalLiabilities') },
  { metric: 'totalStockholdersEquity', label: 'Total shareholders’ equity', unit: 'money', patterns: [/(?:share|stock)holders[’']? equity/, /\bbook value\b/, /\bequity\b/], line: balance('totalStockholdersEquity') },
  { metric: 'retainedEarnings', label: 'Retained earnings (accumulated deficit)', unit: 'money', patterns: [/retained earnings/, /accumulated deficit/], line: balance('retainedEarnings') },
  { metric: 'inventory', label: 'Inventories', unit: 'money', patterns: [/inventor(?:y|ies)/], line: balance('inventory') },
  { metric: 'accountsReceivables', label: 'Accounts receivable', unit: 'money', patterns: [/(?:accounts |trade )?receivables?/], line: balance('accountsReceivables') },
  { metric: 'accountPayables', label: 'Accounts payable', unit: 'money', patterns: [/(?:accounts |trade )?payables?/], line: balance('accountPayables') },
  { metric: 'propertyPlantEquipmentNet', label: 'Property, plant and equipment, net', unit: 'money', patterns: [/property,? plant(?:,? and|&) equipment/, /pp&e/], line: balance('propertyPlantEquipmentNet') },
  { metric: 'goodwill', label: 'Goodwill', unit: 'money', patterns: [/goodwill/], line: balance('goodwill') },
  { metric: 'deferredRevenue', label: 'Deferred revenue', unit: 'money', patterns: [/deferred revenue/], line: balance('deferredRevenue') },
  { metric: 'researchAndDevelopmentExpenses', label: 'Research and development expense', unit: 'money', patterns: [/research (?:and|&) development/, /\br&d\b/], line: income('researchAndDevelopmentExpenses') },
  { metric: 'sellingGeneralAndAdministrativeExpenses', label: 'Selling, general and administrative expense', unit: 'money', patterns: [/selling,? general(?:,? and|&) administrative/, /\bsg&a\b/], line: income('sellingGeneralAndAdministrativeExpenses') },
  { metric: 'operatingExpenses', label: 'Total operating expenses', unit: 'money', patterns: [/operating expenses/, /\bopex\b/], line: income('operatingExpenses') },
  { metric: 'costOfRevenue', label: 'Cost of sales', unit: 'money', patterns: [/cost of (?:sales|revenues?|goods sold)/, /\bcogs\b/], line: income('costOfRevenue') },
  { metric: 'incomeBeforeTax', label: 'Income before provision for income taxes', unit: 'money', patterns: [/(?:income|earnings|profit) before (?:provision for )?(?:income )?taxe?s?/, /pre-?tax (?:income|profit|earnings)/], line: income('incomeBeforeTax') },
  { metric: 'incomeTaxExpense', label: 'Provision for income taxes', unit: 'money', patterns: [/provision for (?:income )?taxes/, /income tax(?:es)?(?: expense)?/, /tax expense/, /\btaxes\b/], line: income('incomeTaxExpense') },
  { metric: 'interestExpense', label: 'Interest expense', unit: 'money', patterns: [/interest expense/], line: income('interestExpense') },
  { metric: 'otherIncomeExpenseNet', label: 'Other income/(expense), net', unit: 'money', patterns: [/other income/, /non-?operating income/], line: income('otherIncomeExpenseNet') },
  { metric: 'eps', label: 'Basic EPS', unit: 'per_share', patterns: [/basic (?:eps|earnings per share)/], line: income('eps') },
  { metric: 'epsDiluted', label: 'Diluted EPS', unit: 'per_share', patterns: [/(?:diluted )?\beps\b/, /(?:diluted )?earnings per share/], line: income('epsDiluted') },
  { metric: 'operatingIncome', label: 'Operating income', unit: 'money', patterns: [/operating income/, /operating profit/, /\bebit\b/], line: income('operatingIncome') },
  { metric: 'grossProfit', label: 'Gross profit', unit: 'money', patterns: [/gross profit/], line: income('grossProfit') },
  { metric: 'netIncome', label: 'Net income', unit: 'money', patterns: [/net income/, /net (?:profit|earnings)/, /\bprofits?\b/, /\bearnings\b/], line: income('netIncome') },
  { metric: 'revenue', label: 'Revenue', unit: 'money', patterns: [/revenues?/, /net sales/, /\bsales\b/, /\bturnover\b/, /\btop line\b/], line: income('revenue') },
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
export function metricsAskedFor(question: string, options: { groups?: boolean } = {}): string[] {
  let rest = question.toLowerCase();
  const found: string[] = [];
  for (const definition of METRICS) {
    for (const pattern of definition.patterns) {
      if (!pattern.test(rest)) continue;
      if (!found.includes(definition.metric)) found.push(definition.metric);
      rest = rest.replace(new RegExp(pattern.source, 'g'), ' ');
    }
  }
  // Group words ("margins", "growth") widen a question that names no figure of its own.
  for (const group of options.groups === false && found.length > 0 ? [] : GROUPS) {
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
