/**
 * Answers comparisons and changes from the statement facts, computing what the question asks:
 * the change of a figure between two years (percent and amount), its compound annual growth
 * rate, its best and worst year, and which of two figures grew faster. Every computed figure
 * cites the lines it is computed from, so the claim verifier can recompute it.
 */
import type { Citation } from '../../../../../generated/model';
import { citationNumber } from '../citation-markers';
import { formatFactValue, formatMoney } from '../fact-format';
import { LEVEL_OF, metricByKey, metricsAskedFor, yearsAskedFor } from '../../understanding/metric-catalog';
import type { AnswerContext, DraftAnswer, StatementFact } from '../types';
import { defaultYearCap } from './metric-answerer';

type Intent = 'change' | 'cagr' | 'extreme';

const CAGR = /\bcagr\b|\bcompound(?:ed|s|ing)?\b|annuali[sz]ed growth|average annual growth/i;
const EXTREME = /\b(?:highest|lowest|best|worst|peak|largest|smallest|strongest|weakest)\b/i;
const CHANGE =
  /\b(?:chang\w*|grow\w*|grew|increas\w*|decreas\w*|declin\w*|rose|rise|fell|fall\w*|compar\w*|versus|vs\.?|faster|slower|trend|improv\w*|deteriorat\w*|up or down|higher|lower|more|less|bigger|smaller|larger)\b/i;
const WHICH_FASTER = /\b(?:faster|slower|more quickly|more slowly|outpac\w*)\b/i;

export function comparisonIntent(question: string): Intent | null {
  if (CAGR.test(question)) return 'cagr';
  if (EXTREME.test(question)) return 'extreme';
  return CHANGE.test(question) ? 'change' : null;
}

/** 'since 2020', 'from FY2020', 'after fiscal 2020': a change from that year to the newest. */
const SINCE_YEAR = /\b(?:since|from|after)\s+(?:fiscal\s+(?:year\s+)?|fy\s?)?(?:19|20)\d{2}\b/i;

/**
 * The first and last fiscal year of a change asked with one year named or none: 'since 2020' from
 * that year to the newest, 'in fiscal 2024' from the year before it, none named the newest and the
 * year before. For company totals here and for a segment's figures (offline-provider.ts).
 */
export function changeEnds(question: string, named: number | undefined, newest: number): [from: number, to: number] {
  if (named === undefined) return [newest - 1, newest];
  return SINCE_YEAR.test(question) ? [named, newest] : [named - 1, named];
}

function yearSpan(question: string, available: number[], intent: Intent, cap: number | undefined): number[] {
  const asked = yearsAskedFor(question);
  const newest = asked.years.length === 0 && cap !== undefined ? Math.min(cap, Math.max(...available)) : Math.max(...available);
  let from: number;
  let to: number;
  if (asked.years.length >= 2) [from, to] = [Math.min(...asked.years), Math.max(...asked.years)];
  else if (asked.years.length === 1) [from, to] = changeEnds(question, asked.years[0], newest);
  else [from, to] = [newest - (intent === 'change' ? Math.max(asked.latest - 1, 1) : Math.max(asked.latest - 1, 2)), newest];
  return available.filter((year) => year >= from && year <= to).sort((a, b) => a - b);
}

function percent(value: number): string {
  return `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}%`;
}

interface Series {
  metric: string;
  label: string;
  facts: StatementFact[];
}

/** A comparison answer, or null when the question compares nothing the facts hold. */
export function answerComparison(question: string, context: AnswerContext): DraftAnswer | null {
  const intent = comparisonIntent(question);
  if (!intent) return null;
  const metrics = [...new Set(metricsAskedFor(question, { groups: false }).map((metric) => LEVEL_OF[metric] ?? metric))];
  const series: Series[] = [];
  for (const metric of metrics) {
    const all = context.facts.filter((fact) => fact.metric === metric);
    const years = yearSpan(
      question,
      all.map((fact) => fact.fiscalYear),
      intent,
      defaultYearCap(context),
    );
    const facts = years
      .map((year) => all.find((fact) => fact.fiscalYear === year))
      .filter((fact): fact is StatementFact => fact !== undefined);
    if (facts.length >= 2) series.push({ metric, label: metricByKey.get(metric)?.label ?? metric, facts });
  }
  if (series.length === 0) return null;
  const citations: Citation[] = [];
  const cite = (facts: StatementFact[]) =>
    [...new Set(facts.flatMap((fact) => fact.citations).map((c) => citationNumber(c, citations)))].map((n) => `[${n}]`).join('');
  const lines: string[] = [];
  const changes: Array<{ label: string; change: number; facts: StatementFact[] }> = [];
  for (const { label, facts } of series) {
    const first = facts[0] as StatementFact;
    const last = facts.at(-1) as StatementFact;
    lines.push(
      `- ${label}: ${facts.map((fact) => `FY${fact.fiscalYear} **${formatFactValue(fact, context.currency)}** ${cite([fact])}`).join(', ')}`,
    );
    if (intent === 'extreme') {
      const best = facts.reduce((a, b) => (b.value > a.value ? b : a));
      const worst = facts.reduce((a, b) => (b.value < a.value ? b : a));
      lines.push(
        `  - Highest: FY${best.fiscalYear} (**${formatFactValue(best, context.currency)}**) ${cite([best])}; lowest: FY${worst.fiscalYear} (**${formatFactValue(worst, context.currency)}**) ${cite([worst])}`,
      );
      continue;
    }
    if (first.unit === 'ratio') {
      const direction = last.value > first.value ? 'up' : last.value < first.value ? 'down' : 'unchanged';
      lines.push(
        `  - FY${first.fiscalYear} → FY${last.fiscalYear}: ${direction}, from **${formatFactValue(first, context.currency)}** to **${formatFactValue(last, context.currency)}** ${cite([first, last])}`,
      );
      continue;
    }
    // Outflows (capex, dividends, buybacks) are stored negative: compare their sizes when both
    // years share a sign; a change across zero has no meaningful percentage.
    const outflow = first.value < 0 && last.value < 0;
    if (first.value === 0 || first.value < 0 !== last.value < 0) continue;
    const [from, to] = outflow ? [-first.value, -last.value] : [first.value, last.value];
    const span = last.fiscalYear - first.fiscalYear;
    const size = outflow ? ' (size of the outflow)' : '';
    if (intent === 'cagr' && span >= 1) {
      const cagr = (to / from) ** (1 / span) - 1;
      lines.push(
        `  - Compound annual growth FY${first.fiscalYear} → FY${last.fiscalYear} (${span} years)${size}: **${percent(cagr)}** a year ${cite([first, last])}`,
      );
      changes.push({ label, change: cagr, facts: [first, last] });
      continue;
    }
    const change = to / from - 1;
    const amount = first.unit === 'money' ? ` (${to - from >= 0 ? '+' : '−'}${formatMoney(Math.abs(to - from), context.currency)})` : '';
    lines.push(`  - Change FY${first.fiscalYear} → FY${last.fiscalYear}${size}: **${percent(change)}**${amount} ${cite([first, last])}`);
    changes.push({ label, change, facts: [first, last] });
  }
  if (WHICH_FASTER.test(question) && changes.length >= 2) {
    const [a, b] = [...changes].sort((x, y) => y.change - x.change);
    if (a && b)
      lines.push(
        '',
        `${a.label} grew faster than ${b.label.toLowerCase()}: ${a.label.toLowerCase()} ${percent(a.change)} ${cite(a.facts)} against ${b.label.toLowerCase()} ${percent(b.change)} ${cite(b.facts)}.`,
      );
  }
  const heading = `**${context.companyName} (${context.symbol})**, computed from the annual statements:`;
  return { text: [heading, '', ...lines].join('\n'), citations };
}
