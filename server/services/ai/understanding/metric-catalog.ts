/**
 * Reads the figures and fiscal years a question asks for, with the catalogue of
 * metric-definitions.ts.
 */
import { GROUPS, METRICS } from './metric-definitions';
import { metricsOfVerbs } from './verb-intents';
import { DERIVED_FIGURES, type DerivedDefinition } from '../../../../common/derived-figures';

export const metricByKey = new Map(METRICS.map((definition) => [definition.metric, definition]));

/** A metric named in a text, and where (the matched phrase's start and end). */
export interface MetricMention {
  metric: string;
  start: number;
  end: number;
}

/** A phrase of the catalogue found in a text, with its metric's place in the catalogue. */
interface Candidate extends MetricMention {
  rank: number;
}

/**
 * The metric phrases of a text: every catalogue pattern is tried everywhere, and where phrases
 * overlap the longest wins ('cash and short-term investments' over 'short-term investments'
 * inside it), then the one listed first. Returns the chosen phrases and the text with them
 * blanked (same length, so positions hold).
 */
function matchMetrics(text: string): { mentions: Array<MetricMention & { rank: number }>; rest: string } {
  const lower = text.toLowerCase();
  const candidates: Candidate[] = METRICS.flatMap((definition, rank) =>
    definition.patterns.flatMap((pattern) =>
      [...lower.matchAll(new RegExp(pattern.source, 'g'))]
        .filter((match) => match[0].length > 0)
        .map((match) => ({ metric: definition.metric, start: match.index, end: match.index + match[0].length, rank })),
    ),
  );
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.rank - b.rank || a.start - b.start);
  const chosen: Candidate[] = [];
  for (const candidate of candidates) {
    if (chosen.every((taken) => candidate.end <= taken.start || candidate.start >= taken.end)) chosen.push(candidate);
  }
  let rest = lower;
  for (const { start, end } of chosen) rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  return { mentions: chosen.sort((a, b) => a.start - b.start), rest };
}

/** The text, lower-cased, with the metrics it names blanked out. */
export function wordsBesideMetrics(text: string): string {
  return matchMetrics(text).rest;
}

/** Every metric a text names, in the order written (see matchMetrics for overlapping phrases). */
export function metricMentions(text: string): MetricMention[] {
  return matchMetrics(text).mentions.map(({ metric, start, end }) => ({ metric, start, end }));
}

/** The growth metrics, and the figure each is the growth of. */
export const LEVEL_OF: Readonly<Record<string, string>> = { revenueGrowth: 'revenue', epsGrowth: 'epsDiluted' };

/** The margin of a figure (the figure as a share of revenue), as common/derived-figures.ts defines the margins. */
const DERIVED: readonly DerivedDefinition[] = DERIVED_FIGURES;
const MARGIN_OF: ReadonlyMap<string, string> = new Map(
  DERIVED.flatMap((definition) => (definition.marginOf ? [[definition.marginOf, definition.key] as const] : [])),
);
/** 'What share of revenue…': revenue named as the base of a share. */
export const SHARE_OF_REVENUE = /\b(?:percent(?:age)?|share|proportion|fraction) of (?:net |total )?(?:revenues?|sales)\b/i;

/**
 * 'What percentage of revenue was gross profit?' asks the gross margin: a figure as a share of
 * revenue is its margin, and revenue named only as that base is not asked for itself.
 */
function asMargins(question: string, named: string[], revenueMentions: number): string[] {
  if (!SHARE_OF_REVENUE.test(question) || !named.some((metric) => MARGIN_OF.has(metric))) return named;
  return named.filter((metric) => metric !== 'revenue' || revenueMentions > 1).map((metric) => MARGIN_OF.get(metric) ?? metric);
}

/** The metrics a question asks for, in catalogue order, each once. */
export function metricsAskedFor(question: string, options: { groups?: boolean } = {}): string[] {
  const { mentions, rest } = matchMetrics(question);
  const revenueMentions = mentions.filter((mention) => mention.metric === 'revenue').length;
  const named = asMargins(
    question,
    [...new Set([...mentions].sort((a, b) => a.rank - b.rank).map((mention) => mention.metric))],
    revenueMentions,
  );
  // A question may ask a figure by its verb ('How much did Apple earn?', 'How much cash did operations generate?').
  const byVerb = metricsOfVerbs(question, named);
  const found = byVerb.length > 0 ? byVerb : named;
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
