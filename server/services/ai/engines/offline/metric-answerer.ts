/**
 * Answers questions about figures (revenue, margins, growth, debt, EPS, cash flow) from the
 * statement facts, for the years asked or the latest; says plainly which figures it lacks.
 */
import type { Citation } from '../../../../../generated/model';
import { citationNumber } from '../citation-markers';
import { formatFactValue } from '../fact-format';
import { metricByKey, metricsAskedFor, yearsAskedFor } from '../../understanding/metric-catalog';
import type { AnswerContext, DraftAnswer, StatementFact } from '../types';

/**
 * Markdown with one bullet per figure and numbered citation markers, or null when no figure was
 * asked for. `metricsGiven` overrides the figures read from the question.
 */
export function answerMetricQuestion(question: string, context: AnswerContext, metricsGiven?: string[]): DraftAnswer | null {
  const metrics = metricsGiven ?? metricsAskedFor(question);
  if (metrics.length === 0) return null;
  const request = yearsAskedFor(question);
  const cap = request.years.length === 0 ? defaultYearCap(context) : undefined;
  const citations: Citation[] = [];
  const lines: string[] = [];
  const missing: string[] = [];
  const definitions = new Map<string, string>();
  for (const metric of metrics) {
    const facts = context.facts
      .filter((fact) => fact.metric === metric && (cap === undefined || fact.fiscalYear <= cap))
      .sort((a, b) => b.fiscalYear - a.fiscalYear);
    const chosen =
      request.years.length > 0 ? facts.filter((fact) => request.years.includes(fact.fiscalYear)) : facts.slice(0, request.latest);
    const label = metricByKey.get(metric)?.label ?? metric;
    if (chosen.length === 0) {
      missing.push(describeMissing(label, request.years, facts));
      continue;
    }
    if (request.years.length === 0 && chosen.length < request.latest) {
      missing.push(`${label}: ${request.latest} years asked, only ${chosen.map((fact) => `FY${fact.fiscalYear}`).join(', ')} stored.`);
    }
    for (const fact of chosen) {
      lines.push(`- ${label}, FY${fact.fiscalYear}: **${formatFactValue(fact, context.currency)}** ${markers(fact, citations)}`);
      if (fact.definition) definitions.set(label, fact.definition);
    }
  }
  const heading = `**${context.companyName} (${context.symbol})**, from the annual statements:`;
  const newest = Math.max(...context.facts.map((fact) => fact.fiscalYear));
  if (cap !== undefined && cap < newest && lines.length > 0) {
    missing.push(
      `No year asked: FY${cap} is the latest fiscal year whose 10-K is available (the statements also hold FY${newest}, whose 10-K document is not available), so figures and quotes agree.`,
    );
  }
  const body = lines.length > 0 ? [heading, '', ...lines] : [`I cannot answer this from the stored statements of ${context.symbol}.`];
  if (definitions.size > 0) body.push('', [...definitions].map(([label, definition]) => `${label} = ${definition}.`).join(' '));
  if (missing.length > 0) body.push('', ...missing.map((text) => `- ${text}`));
  return { text: body.join('\n'), citations };
}

/**
 * The newest fiscal year a question naming no year is answered for: the year of the newest 10-K
 * available when the statements hold it (a later year's figures may be reported before its 10-K
 * document can be read), else none (the newest statement year).
 */
export function defaultYearCap(context: AnswerContext): number | undefined {
  const year = context.documentYear;
  return year !== undefined && context.facts.some((fact) => fact.fiscalYear === year) ? year : undefined;
}

function describeMissing(label: string, years: number[], facts: StatementFact[]): string {
  const available = [...new Set(facts.map((fact) => fact.fiscalYear))];
  const asked = years.length > 0 ? ` for FY${years.join(', FY')}` : '';
  const have = available.length > 0 ? ` (stored years: ${available.join(', ')})` : ' (the statements do not report it)';
  return `No ${label.toLowerCase()}${asked} in the stored statements${have}.`;
}

/** Adds the fact's citations to the list and returns their markers such as `[2][3]`. */
function markers(fact: StatementFact, citations: Citation[]): string {
  return fact.citations.map((citation) => `[${citationNumber(citation, citations)}]`).join('');
}
