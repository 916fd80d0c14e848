/**
 * Answers a question about a fiscal quarter or the trailing twelve months from the quarterly
 * facts (server/services/ai/quarter-facts.ts): the figure of each quarter asked, named as the
 * company labels it ('FY2024 Q4') with the day it ended (and, for a fourth quarter no report
 * covers alone, that it is the fiscal year less the first three); a change against the quarter
 * before or the same quarter a year earlier; and, for a quarter the statements do not hold, a
 * sentence saying so. A fiscal year's figure is never given for a quarter's.
 */
import type { Citation } from '../../../../../generated/model';
import { citationNumber } from '../citation-markers';
import { formatFactValue, formatMoney } from '../fact-format';
import { endsIn, type QuarterRef, type QuarterRequest, quarterRequest } from '../../understanding/fiscal-quarters';
import { LEVEL_OF, metricByKey, metricsAskedFor } from '../../understanding/metric-catalog';
import type { AnswerContext, DraftAnswer, StatementFact } from '../types';
import { comparisonIntent } from './comparison-answerer';

/** One stored period: a quarter, or the twelve months ending with it. */
interface Period {
  fiscalYear: number;
  fiscalQuarter: number;
  name: string;
  end: string;
}

const order = (a: Period, b: Period) => a.fiscalYear - b.fiscalYear || a.fiscalQuarter - b.fiscalQuarter;
const same = (a: Period, b: Period) => a.fiscalYear === b.fiscalYear && a.fiscalQuarter === b.fiscalQuarter;

/** The periods the facts hold, newest first. */
function storedPeriods(facts: StatementFact[]): Period[] {
  const periods: Period[] = [];
  for (const fact of facts) {
    const { period } = fact;
    if (!period) continue;
    const candidate = { fiscalYear: fact.fiscalYear, fiscalQuarter: period.fiscalQuarter, name: period.name, end: period.end };
    if (!periods.some((known) => same(known, candidate))) periods.push(candidate);
  }
  return periods.sort((a, b) => order(b, a));
}

/** The name of a quarter as the statements would label it, for one they do not hold. */
function refName(ref: QuarterRef, kind: QuarterRequest['kind']): string {
  const quarter = `${ref.fiscalYear ? `FY${ref.fiscalYear} ` : ''}Q${ref.quarter}`;
  return kind === 'ttm' ? `TTM ${quarter}` : quarter;
}

/** The periods asked for (oldest first), and the names of those the statements do not hold. */
function periodsAsked(request: QuarterRequest, stored: Period[]): { periods: Period[]; missing: string[] } {
  const missing: string[] = [];
  const periods: Period[] = [];
  const add = (period: Period | undefined, name: string) => {
    if (!period) missing.push(name);
    else if (!periods.some((known) => same(known, period))) periods.push(period);
  };
  if (request.quarters.length > 0) {
    for (const ref of request.quarters)
      add(
        stored.find((p) => p.fiscalQuarter === ref.quarter && (ref.fiscalYear === undefined || p.fiscalYear === ref.fiscalYear)),
        refName(ref, request.kind),
      );
  } else if (request.endedIn) {
    const dated = request.endedIn;
    const month = new Date(Date.UTC(dated.year, dated.month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    add(
      stored.find((p) => endsIn(p.end, dated)),
      `quarter ended in ${month} ${dated.year}`,
    );
  } else if (request.years.length > 0) {
    for (const year of request.years) {
      const ofYear = stored.filter((p) => p.fiscalYear === year);
      if (ofYear.length === 0) missing.push(`quarter of FY${year}`);
      for (const period of request.everyQuarter ? ofYear : ofYear.slice(0, 1)) add(period, period.name);
    }
  } else add(stored[0], 'quarter');
  return { periods: periods.sort(order), missing };
}

/** What a change of one period is measured against: the quarter before, or (by default) the same quarter a year earlier. */
function comparedWith(period: Period, request: QuarterRequest, stored: Period[]): { period: Period | undefined; name: string } {
  if (request.against === 'previous') {
    const [year, quarter] = period.fiscalQuarter === 1 ? [period.fiscalYear - 1, 4] : [period.fiscalYear, period.fiscalQuarter - 1];
    return { period: stored.find((p) => p.fiscalYear === year && p.fiscalQuarter === quarter), name: 'the quarter before' };
  }
  const year = stored.find((p) => p.fiscalYear === period.fiscalYear - 1 && p.fiscalQuarter === period.fiscalQuarter);
  return { period: year, name: 'the same quarter a year earlier' };
}

/** The metrics asked: growth reads as a change of the figure it is the growth of. */
function metricsOf(question: string): { metrics: string[]; growth: boolean } {
  const asked = metricsAskedFor(question);
  const growth = asked.some((metric) => LEVEL_OF[metric] !== undefined);
  return { metrics: [...new Set(asked.map((metric) => LEVEL_OF[metric] ?? metric))], growth };
}

function percent(value: number): string {
  return `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}%`;
}

/** A period's last day as 'Sep 28, 2024'. */
function dayOf(end: string): string {
  return new Date(`${end}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** What a figure's line says of its period after the figure: when it ended, and how it was obtained. */
function periodNote(fact: StatementFact): string {
  const period = fact.period;
  if (!period) return '';
  const first = fact.citations.at(-1)?.label.match(/\bFY\d{4} Q[1-4]\b/)?.[0];
  if (period.kind === 'ttm')
    return ` (the four quarters ${first ? `${first} to ` : 'to '}${period.name.replace(/^TTM /, '')}, ended ${dayOf(period.end)})`;
  return ` (quarter ended ${dayOf(period.end)}${period.derivation ? `; ${period.derivation}` : ''})`;
}

/**
 * The answer to a question about quarters or the trailing twelve months, or null when it asks
 * none of their figures (what a 10-Q says is then quoted) or the statements hold no quarters.
 */
export function answerQuarterQuestion(question: string, context: AnswerContext): DraftAnswer | null {
  const request = quarterRequest(question);
  const all = context.periodFacts ?? [];
  if (!request || all.length === 0) return null;
  const { metrics, growth } = metricsOf(question);
  if (metrics.length === 0) return null;
  const facts = all.filter((fact) => fact.period?.kind === request.kind);
  const stored = storedPeriods(facts);
  const { periods, missing } = periodsAsked(request, stored);
  const change = growth || request.against !== undefined || comparisonIntent(question) === 'change';
  // One period asked with a change: compare it with the quarter before or the same quarter a year earlier.
  const [only] = periods;
  const against = change && periods.length === 1 && only ? comparedWith(only, request, stored) : undefined;
  if (against && !against.period) missing.push(`${against.name} (to compare ${only?.name} with)`);
  const shown = against?.period ? [against.period, ...periods] : periods;
  const citations: Citation[] = [];
  const cite = (cited: StatementFact[]) =>
    [...new Set(cited.flatMap((fact) => fact.citations).map((c) => citationNumber(c, citations)))].map((n) => `[${n}]`).join('');
  const lines: string[] = [];
  for (const metric of metrics) {
    const label = metricByKey.get(metric)?.label ?? metric;
    const series = shown.flatMap((period) => {
      const fact = facts.find(
        (f) => f.metric === metric && f.fiscalYear === period.fiscalYear && f.period?.fiscalQuarter === period.fiscalQuarter,
      );
      return fact ? [fact] : [];
    });
    if (series.length < shown.length) {
      const lacking = shown.filter((period) => !series.some((fact) => fact.period?.name === period.name)).map((p) => p.name);
      missing.push(`${label.toLowerCase()} for ${lacking.join(', ')} (not in the stored quarterly statements)`);
    }
    if (series.length === 0) continue;
    if (!change || series.length < 2) {
      for (const fact of series)
        lines.push(`- ${label}, ${fact.period?.name}: **${formatFactValue(fact, context.currency)}** ${cite([fact])}${periodNote(fact)}`);
      continue;
    }
    lines.push(
      `- ${label}: ${series.map((fact) => `${fact.period?.name} **${formatFactValue(fact, context.currency)}** ${cite([fact])}`).join(', ')}`,
    );
    lines.push(changeLine(series[0] as StatementFact, series.at(-1) as StatementFact, against?.name, context.currency, cite));
  }
  return compose(context, request, lines, missing, citations, stored);
}

/** How a figure changed between two periods: in points of a ratio, else in percent and amount. */
function changeLine(
  first: StatementFact,
  last: StatementFact,
  against: string | undefined,
  currency: string,
  cite: (f: StatementFact[]) => string,
): string {
  const span = `${first.period?.name} → ${last.period?.name}${against ? ` (${against})` : ''}`;
  const markers = cite([first, last]);
  if (first.unit === 'ratio') {
    const direction = last.value > first.value ? 'up' : last.value < first.value ? 'down' : 'unchanged';
    return `  - ${span}: ${direction}, from **${formatFactValue(first, currency)}** to **${formatFactValue(last, currency)}** ${markers}`;
  }
  if (first.value === 0 || first.value < 0 !== last.value < 0) return `  - ${span}: no percentage change across zero`;
  const outflow = first.value < 0;
  const [from, to] = outflow ? [-first.value, -last.value] : [first.value, last.value];
  const amount = first.unit === 'money' ? ` (${to - from >= 0 ? '+' : '−'}${formatMoney(Math.abs(to - from), currency)})` : '';
  return `  - Change ${span}${outflow ? ' (size of the outflow)' : ''}: **${percent(to / from - 1)}**${amount} ${markers}`;
}

function compose(
  context: AnswerContext,
  request: QuarterRequest,
  lines: string[],
  missing: string[],
  citations: Citation[],
  stored: Period[],
): DraftAnswer {
  const range = stored.length > 0 ? ` (they cover ${stored.at(-1)?.name} to ${stored[0]?.name})` : '';
  const notes = missing.map(
    (what) => `The stored quarterly statements of ${context.companyName} (${context.symbol}) hold no ${what}${range}.`,
  );
  const from =
    request.kind === 'ttm'
      ? 'the trailing twelve months (the sum of four consecutive fiscal quarters of its statements)'
      : 'its quarterly statements (fiscal quarters as the company labels them)';
  const heading = `**${context.companyName} (${context.symbol})**, from ${from}:`;
  const body = lines.length > 0 ? [heading, '', ...lines] : [];
  if (notes.length > 0) body.push(...(body.length > 0 ? [''] : []), ...notes);
  if (body.length === 0) body.push(`I found no quarterly figure for this question in the stored statements of ${context.symbol}.`);
  return { text: body.join('\n'), citations };
}
