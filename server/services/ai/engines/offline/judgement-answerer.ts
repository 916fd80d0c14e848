/**
 * Judgement questions ('Is the debt a problem?', 'Is growth accelerating?', 'Are margins
 * improving?', 'Is the stock expensive?') answered with the figures that decide them and a
 * conclusion computed from those figures, with its rule named. The conclusion states what the
 * figures show, never advice.
 */
import type { Citation } from '../../../../../generated/model';
import { citationNumber } from '../citation-markers';
import { formatFactValue } from '../fact-format';
import { LEVEL_OF, metricByKey, metricsAskedFor, yearsAskedFor } from '../../understanding/metric-catalog';
import type { AnswerContext, CompanyFact, DraftAnswer, StatementFact } from '../types';
import { defaultYearCap } from './metric-answerer';

type Judgement = 'debt' | 'growth' | 'margin' | 'valuation';

const DEBT = /\b(?:debts?|leverage\w*|borrowings?|indebted\w*|balance sheet)\b/i;
const DEBT_JUDGED =
  /\b(?:problem\w*|concern\w*|worr\w*|risk\w*|manageable|sustainable|too (?:much|high|large)|safe|healthy|strong|weak|danger\w*|burden\w*|afford\w*|okay|fine|serious|issue)\b/i;
const GROWTH_TREND = /\b(?:accelerat\w*|decelerat\w*|slow\w*|speed\w* up|pick\w* up|momentum|stall\w*)\b/i;
const MARGIN = /\bmargins?\b/i;
const MARGIN_TREND =
  /\b(?:improv\w*|expand\w*|widen\w*|contract\w*|shrink\w*|compress\w*|squeez\w*|better|worse|deteriorat\w*|trend\w*|ris(?:e|es|en|ing)|rose|fall\w*|fell|declin\w*)\b/i;
/** Profitability with its direction beside it ('more profitable', 'profitability improving'): what the margins measure. */
const PROFITABILITY_TREND =
  /\b(?:more|less|increasingly)\s+profitable\b|\bprofitability\s+(?:\w+\s+)?(?:improv|declin|ris|fall|grow|shrink|deteriorat)\w*/i;

/** Whether the price is high or low for what the company earns: the words investors use for it. */
const VALUATION =
  /\b(?:expensive|cheap|pricey|pricy|overvalued|undervalued|over-valued|under-valued|(?:richly|fairly|fully) valued|bargain)\b|\bvaluation\b(?!\s+(?:allowances?|techniques?|models?|methods?))/i;
/** The P/E itself judged ('Is the P/E high?'), not only asked for. */
const PE_JUDGED =
  /(?:\bp\/e\b|\bpe ratio\b|price[- ]to[- ]earnings|earnings multiple)[^?.]*\b(?:high|low|stretched|elevated|reasonable|demanding|rich)\b/i;

const DEBT_RULE = 'net debt when total debt exceeds cash and short-term investments, net cash when it does not';
const GROWTH_RULE = "growth is accelerating when the latest year's rate is above the year before's, slowing when it is below";
const MARGIN_RULE = "a margin is improving when the latest year's is above the year before's, declining when it is below";
const VALUATION_RULE =
  "the P/E now against the P/E at each of the last five fiscal year ends (the year's last close over its diluted EPS) and against the median P/E of the stored companies of its sector with earnings";

/** What the question asks to be judged, or null for a question that asks for figures only. */
export function judgementAskedFor(question: string): Judgement | null {
  if (GROWTH_TREND.test(question) && /\bgrow\w*|\bgrew\b/i.test(question)) return 'growth';
  if ((MARGIN.test(question) && MARGIN_TREND.test(question)) || PROFITABILITY_TREND.test(question)) return 'margin';
  if (DEBT.test(question) && DEBT_JUDGED.test(question)) return 'debt';
  if (VALUATION.test(question) || PE_JUDGED.test(question)) return 'valuation';
  return null;
}

/** Facts of one metric by fiscal year, up to the newest year the answer is for. */
function byYear(context: AnswerContext, metric: string, newest: number): Map<number, StatementFact> {
  return new Map(
    context.facts.filter((fact) => fact.metric === metric && fact.fiscalYear <= newest).map((fact) => [fact.fiscalYear, fact] as const),
  );
}

class Draft {
  readonly citations: Citation[] = [];
  readonly lines: string[] = [];

  constructor(private readonly context: AnswerContext) {}

  cite(...facts: StatementFact[]): string {
    const numbers = new Set(facts.flatMap((fact) => fact.citations).map((citation) => citationNumber(citation, this.citations)));
    return [...numbers].map((n) => `[${n}]`).join('');
  }

  figure(fact: StatementFact): string {
    return `**${formatFactValue(fact, this.context.currency)}** ${this.cite(fact)}`;
  }

  /** A fact of the company page, as written there, with its citation. */
  companyFigure(fact: CompanyFact): string {
    return `**${fact.text}** [${citationNumber(fact.citation, this.citations)}]`;
  }
}

function percent(value: number): string {
  return `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}%`;
}

/** The newest fiscal year the answer is for: the one named, else that of the newest 10-K, else the newest stored. */
function newestYear(question: string, context: AnswerContext): number {
  const named = yearsAskedFor(question).years;
  if (named.length > 0) return Math.max(...named);
  return defaultYearCap(context) ?? Math.max(...context.facts.map((fact) => fact.fiscalYear));
}

function judgeDebt(draft: Draft, context: AnswerContext, year: number): boolean {
  const fact = (metric: string) => byYear(context, metric, year).get(year);
  const [debt, cash, net] = [fact('totalDebt'), fact('cashAndShortTermInvestments'), fact('netDebt')];
  if (!debt || !cash || !net) return false;
  draft.lines.push(`- Total debt, FY${year}: ${draft.figure(debt)}`, `- Cash and short-term investments, FY${year}: ${draft.figure(cash)}`);
  const coverage = fact('interestCoverage');
  if (coverage) draft.lines.push(`- Interest coverage, FY${year}: ${draft.figure(coverage)}`);
  const conclusion =
    net.value > 0
      ? `net debt, FY${year}: ${draft.figure(net)}: total debt exceeds cash and short-term investments`
      : `net cash: cash and short-term investments cover total debt (net debt, FY${year}: ${draft.figure(net)})`;
  draft.lines.push('', `**Conclusion:** ${conclusion}.`, `Rule: ${DEBT_RULE}.`);
  return true;
}

/** The yearly growth of the figure asked for (revenue unless another is named) over the last three years. */
function judgeGrowth(draft: Draft, question: string, context: AnswerContext, year: number): boolean {
  const named = metricsAskedFor(question, { groups: false }).map((metric) => LEVEL_OF[metric] ?? metric);
  const metric = named.find((key) => metricByKey.get(key)?.unit === 'money' || key === 'epsDiluted') ?? 'revenue';
  const facts = byYear(context, metric, year);
  const years = [year - 3, year - 2, year - 1, year].filter((y) => facts.has(y));
  if (years.length < 3 || years.at(-1) !== year) return false;
  const label = metricByKey.get(metric)?.label ?? metric;
  const rates: Array<{ year: number; rate: number; marker: string }> = [];
  draft.lines.push(`- ${label}: ${years.map((y) => `FY${y} ${draft.figure(facts.get(y) as StatementFact)}`).join(', ')}`);
  for (const [k, y] of years.entries()) {
    const before = facts.get(years[k - 1] ?? Number.NaN);
    const now = facts.get(y) as StatementFact;
    if (!before || before.value <= 0) continue;
    const rate = now.value / before.value - 1;
    const marker = draft.cite(before, now);
    rates.push({ year: y, rate, marker });
    draft.lines.push(`  - Growth FY${before.fiscalYear} → FY${y}: **${percent(rate)}** ${marker}`);
  }
  const [earlier, latest] = rates.slice(-2);
  if (!earlier || !latest) return false;
  const trend = latest.rate > earlier.rate ? 'accelerating' : latest.rate < earlier.rate ? 'slowing' : 'steady';
  draft.lines.push(
    '',
    `**Conclusion:** ${label.toLowerCase()} growth is ${trend}: **${percent(latest.rate)}** ${latest.marker} in FY${latest.year} against **${percent(earlier.rate)}** ${earlier.marker} in FY${earlier.year}.`,
    `Rule: ${GROWTH_RULE}.`,
  );
  return true;
}

const MARGINS = ['grossMargin', 'operatingMargin', 'netMargin'];

/** The margins asked for (gross, operating and net when none is named) over the last three years. */
function judgeMargins(draft: Draft, question: string, context: AnswerContext, year: number): boolean {
  const named = metricsAskedFor(question, { groups: false }).filter(
    (metric) => MARGINS.includes(metric) || metric === 'freeCashFlowMargin',
  );
  const conclusions: string[] = [];
  for (const metric of named.length > 0 ? named : MARGINS) {
    const facts = byYear(context, metric, year);
    const years = [year - 2, year - 1, year].filter((y) => facts.has(y));
    const [before, latest] = years.slice(-2).map((y) => facts.get(y) as StatementFact);
    if (!before || !latest || latest.fiscalYear !== year) continue;
    const label = metricByKey.get(metric)?.label ?? metric;
    draft.lines.push(`- ${label}: ${years.map((y) => `FY${y} ${draft.figure(facts.get(y) as StatementFact)}`).join(', ')}`);
    const trend = latest.value > before.value ? 'improving' : latest.value < before.value ? 'declining' : 'unchanged';
    conclusions.push(
      `${label.toLowerCase()} is ${trend}: ${draft.figure(latest)} in FY${latest.fiscalYear} against ${draft.figure(before)} in FY${before.fiscalYear}`,
    );
  }
  if (conclusions.length === 0) return false;
  draft.lines.push('', `**Conclusion:** ${conclusions.join('; ')}.`, `Rule: ${MARGIN_RULE}.`);
  return true;
}

/** Where `value` stands against `others`: 'above', 'below' or 'within' their range. */
function against(value: number, others: readonly number[]): 'above' | 'below' | 'within' {
  return value > Math.max(...others) ? 'above' : value < Math.min(...others) ? 'below' : 'within';
}

/** The P/E now against its own range at the last five fiscal year ends and its sector's median (valuation-facts.ts). */
function judgeValuation(draft: Draft, context: AnswerContext): boolean {
  const facts = context.companyFacts ?? [];
  const now = facts.find((fact) => fact.key === 'pe');
  const yearEnds = facts.filter((fact) => fact.key.startsWith('pe:FY') && fact.value !== undefined);
  const median = facts.find((fact) => fact.key === 'pe:sectorMedian');
  if (now?.value === undefined || now.value <= 0 || (yearEnds.length < 2 && !median)) return false;
  draft.lines.push(`- P/E now: ${draft.companyFigure(now)}`);
  if (yearEnds.length > 0) {
    draft.lines.push(
      `- P/E at the fiscal year ends: ${yearEnds.map((fact) => `${fact.key.slice(3)} ${draft.companyFigure(fact)}`).join(', ')}`,
    );
  }
  if (median) draft.lines.push(`- ${median.label}: ${draft.companyFigure(median)}`);
  const parts: string[] = [];
  if (yearEnds.length >= 2) {
    const values = yearEnds.map((fact) => fact.value as number);
    const low = yearEnds[values.indexOf(Math.min(...values))] as CompanyFact;
    const high = yearEnds[values.indexOf(Math.max(...values))] as CompanyFact;
    const range = `its range at the last ${yearEnds.length} fiscal year ends (${draft.companyFigure(low)} to ${draft.companyFigure(high)})`;
    parts.push(`${against(now.value, values)} ${range}`);
  }
  if (median?.value !== undefined) {
    const where = now.value > median.value ? 'above' : now.value < median.value ? 'below' : 'level with';
    parts.push(`${where} its sector's median P/E of ${draft.companyFigure(median)}`);
  }
  const conclusion = `the P/E of ${draft.companyFigure(now)} is ${parts.join(', and ')}`;
  draft.lines.push('', `**Conclusion:** ${conclusion}.`, `Rule: ${VALUATION_RULE}.`);
  return true;
}

/** A judgement answer, or null when the question asks for none or the figures that decide it are not stored. */
export function answerJudgement(question: string, context: AnswerContext): DraftAnswer | null {
  const judgement = judgementAskedFor(question);
  if (!judgement || context.facts.length === 0) return null;
  const year = newestYear(question, context);
  const draft = new Draft(context);
  const judged =
    judgement === 'debt'
      ? judgeDebt(draft, context, year)
      : judgement === 'growth'
        ? judgeGrowth(draft, question, context, year)
        : judgement === 'margin'
          ? judgeMargins(draft, question, context, year)
          : judgeValuation(draft, context);
  if (!judged) return null;
  const from = judgement === 'valuation' ? 'its P/E, its annual statements and its sector in the stored market' : 'the annual statements';
  const heading = `**${context.companyName} (${context.symbol})**, judged from ${from} (what the figures show, not advice):`;
  return { text: [heading, '', ...draft.lines].join('\n'), citations: draft.citations };
}
