/**
 * What an answer's sentence calls a figure: the metric or company fact named nearest before it in
 * its clause (else in its sentence or line, else right after it in its clause), and the part of
 * the company it is narrowed to ("Services revenue", "iPhone net sales", "Greater China"). The
 * claim verifier holds the cited source to this label: "Services revenue $391.04B" citing total
 * revenue is the wrong figure under the right number.
 */
import { companyFactMentions } from '../engines/offline/company-fact-answerer';
import { metricMentions } from '../understanding/metric-catalog';
import { segmentQualifier } from '../understanding/segment-qualifier';

export interface ClaimLabel {
  /** The metric key the sentence names for the figure (`revenue`, `grossMargin`), if any. */
  metric?: string;
  /** The company-page facts the sentence's words name for the figure (`pe` and its `fxRate`), if any. */
  companyKeys?: string[];
  /** The words narrowing the figure to a part of the company ("Services revenue"), if any. */
  part?: string;
  /** The words the label was read from, for the reason a claim fails. */
  words: string;
  /** The sentence up to the figure (a part's own name may hold commas: 'Wearables, Home and Accessories'). */
  sentence?: string;
}

export interface LabelCompany {
  companyName: string;
  symbol: string;
}

/** Markdown emphasis, citation markers and [unverified] marks are not words of a label. */
function plain(text: string): string {
  return text.replace(/\[(?:\d{1,3}|unverified)\]|\*\*|__|`/g, (mark) => ' '.repeat(mark.length));
}

/** Where the sentence or line holding `at` starts. */
function sentenceStart(text: string, at: number): number {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(lineStart, at);
  const boundary = [...before.matchAll(/[.!?]\s+(?=[A-Z*“"(-])/g)].at(-1);
  return lineStart + (boundary ? (boundary.index ?? 0) + boundary[0].length : 0);
}

/** Where the clause holding `at` starts: after the last ';', ',' or joining word before it in its sentence. */
function clauseStart(text: string, from: number, at: number): number {
  const before = text.slice(from, at);
  const boundary = [...before.matchAll(/;|,\s|\s(?:and|while|whereas|but|against|compared (?:with|to)|versus|vs\.?)\s/g)].at(-1);
  return from + (boundary ? (boundary.index ?? 0) + boundary[0].length : 0);
}

/** Where the clause after `at` ends. */
function clauseEnd(text: string, at: number): number {
  const match = /[;,.\n]|\s(?:and|while|but)\s/.exec(text.slice(at));
  return match ? at + match.index : text.length;
}

interface Named {
  metric?: string;
  companyKeys?: string[];
  start: number;
}

/** Every metric and company fact a span names, in order (company phrases first, so "price-to-earnings" is not "earnings"). */
function namedIn(span: string): Named[] {
  const company = companyFactMentions(span);
  let rest = span;
  for (const mention of company)
    rest = `${rest.slice(0, mention.start)}${' '.repeat(mention.end - mention.start)}${rest.slice(mention.end)}`;
  return [
    ...company.map((mention) => ({ companyKeys: mention.keys, start: mention.start })),
    ...metricMentions(rest).map((mention) => ({ metric: mention.metric, start: mention.start })),
  ].sort((a, b) => a.start - b.start);
}

/** The label of the figure written from `start` to `end` in `text`. */
export function claimLabel(text: string, start: number, end: number, company: LabelCompany): ClaimLabel {
  const clean = plain(text);
  const sentence = sentenceStart(clean, start);
  const clause = clauseStart(clean, sentence, start);
  const inClause = namedIn(clean.slice(clause, start)).at(-1);
  const afterIt = inClause ? undefined : namedIn(clean.slice(end, clauseEnd(clean, end)))[0];
  const inSentence = inClause || afterIt ? undefined : namedIn(clean.slice(sentence, start)).at(-1);
  const named = inClause ?? afterIt ?? inSentence;
  // The part is read from the clause that names the figure up to the figure ("Services revenue, FY2024: $96.17B").
  const labelAt = inClause ? clause + inClause.start : inSentence ? sentence + inSentence.start : clause;
  const from = clauseStart(clean, sentence, labelAt);
  const words = `${clean.slice(from, start)}${afterIt ? clean.slice(end, clauseEnd(clean, end)) : ''}`
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-*]\s+/, '');
  const part = segmentQualifier(words, company.companyName, company.symbol) ?? undefined;
  return {
    ...(named?.metric ? { metric: named.metric } : {}),
    ...(named?.companyKeys ? { companyKeys: named.companyKeys } : {}),
    ...(part ? { part } : {}),
    words,
    sentence: clean.slice(sentence, start).replace(/\s+/g, ' ').trim(),
  };
}
