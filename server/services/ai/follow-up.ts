/**
 * Follow-up questions in a conversation: 'and the year before?', 'operating margin in that
 * year?', 'what about the margin?' name only what changes; the rest (the figure, the fiscal
 * year) comes from the earlier turns. Each turn is resolved into a question that stands on its
 * own, which both engines answer: the offline engine reads it, a model is told it beside the
 * user's own words. A turn's years are the ones it named, else the fiscal years its reply cited.
 */
import type { Citation } from '../../../generated/model';
import { metricByKey, metricMentions, metricsAskedFor, SHARE_OF_REVENUE, yearsAskedFor } from './understanding/metric-catalog';
import { metricsOfVerbs } from './understanding/verb-intents';
import { companyFactsAskedFor } from './engines/offline/company-fact-answerer';
import { comparisonIntent } from './engines/offline/comparison-answerer';
import { namesPart } from './engines/segment-citation';
import type { ChatMessage } from '../../providers/llm/chat';

const YEAR_BEFORE =
  /\b(?:the )?(?:fiscal )?year before\b|\b(?:the )?(?:previous|prior|preceding) (?:fiscal )?year\b|\ba year (?:earlier|before)\b|\bthe year prior\b/i;
const YEAR_AFTER = /\b(?:the )?(?:fiscal )?year after\b|\bthe following (?:fiscal )?year\b|\ba year later\b/i;
const SAME_YEAR = /\b(?:that|the same|same) (?:fiscal )?year\b|\bin that period\b/i;
/** Words that lean on an earlier turn: a leading 'and', 'what about', 'same for', or a pronoun for the figure. */
const LEANS_BACK = /^\s*(?:and|also|so|then|what about|how about|same for|and for|what of|plus)\b|\b(?:it|that|those|them|the same)\b/i;
const YEAR_NAMED = /\b(?:fy\s?'?|fiscal (?:year )?)?(?:(?:19|20)\d{2}|(?<=fy\s?'?)\d{2})\b/gi;
/** A pronoun standing for the earlier figure ('how much did it grow?', 'what share of revenue was that?'), not 'that year'. */
const PRONOUN = /\b(?:it|that|those|them)\b(?!\s+(?:fiscal\s+)?(?:year|period|quarter)s?\b)/i;
/** Words comparing with something named after them ('compare with MSFT', 'versus Microsoft'). */
const COMPARED_WITH = /\b(?:compared?|comparing)\s+(?:it\s+)?(?:with|to)\b|\bversus\b|\bvs\.?\s|\brelative to\b|\bagainst\b/i;
/** A follow-up that asks the same of something else ('And Gaming?', 'What about Services?'). */
const ASKS_ALSO = /^\s*(?:and|also|plus|what about|how about|same for)\b/i;
/** Words that carry no topic of their own in a follow-up. */
const FILLER =
  /\b(?:and|also|so|then|what|how|about|same|for|of|plus|the|a|an|in|on|is|was|were|are|did|does|do|it|that|those|them|please|its|their)\b|[?.!,]/gi;

interface Resolved {
  question: string;
  years: number[];
  /** The fiscal years of the conversation's turns about the same figures, so far ('revenue in 2024', 'and in 2023?'). */
  span: number[];
}

/** The fiscal years of the statement lines a reply cited. */
function citedYears(citations: Citation[] | undefined): number[] {
  const years = (citations ?? [])
    .filter((citation) => citation.kind === 'statement')
    .map((citation) => Number(/\bFY(\d{4})\b/.exec(citation.label)?.[1] ?? citation.period?.slice(0, 4)))
    .filter((year) => Number.isFinite(year));
  return [...new Set(years)].sort((a, b) => a - b);
}

const labelOf = (metric: string) => (metricByKey.get(metric)?.label ?? metric).toLowerCase();

function yearsText(years: number[]): string {
  return years.map((year) => `FY${year}`).join(' and ');
}

/** The question without its closing mark, to add to. */
function withoutClosingMark(question: string): string {
  return question.replace(/\s*[?.!]+\s*$/, '');
}

/** `text` with the years it names replaced by `years` (or `years` added when it names none). */
function withYears(text: string, years: number[]): string {
  if (years.length === 0) return text;
  let replaced = false;
  const swapped = text.replace(YEAR_NAMED, () => {
    if (replaced) return '';
    replaced = true;
    return yearsText(years);
  });
  if (replaced) return swapped.replace(/\s+(?:and|to|through|-)\s+(?=[?.!]|$)/i, '').replace(/\s{2,}/g, ' ');
  return `${withoutClosingMark(text)} in ${yearsText(years)}?`;
}

function withoutYearReference(text: string): string {
  return text
    .replace(YEAR_BEFORE, ' ')
    .replace(YEAR_AFTER, ' ')
    .replace(SAME_YEAR, ' ')
    .replace(/\b(?:in|for|of)\s+(?=[?.!]|$)/i, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([?.!])/g, '$1')
    .trim();
}

/** `question` with its pronoun for the earlier figure replaced by the figures' names, or null when it has none. */
function withFiguresNamed(question: string, metrics: string[]): string | null {
  return metrics.length > 0 && PRONOUN.test(question) ? question.replace(PRONOUN, metrics.map(labelOf).join(' and ')) : null;
}

/** The first and last of the years. */
function spanOf(years: number[]): [number, number] {
  return [Math.min(...years), Math.max(...years)];
}

/** `question` asked from the first year of `span` to its last ('How much did revenue grow from FY2023 to FY2024?'). */
function overSpan(question: string, [first, last]: [number, number]): string {
  return `${withoutClosingMark(question)} from FY${first} to FY${last}?`;
}

/** What the follow-up names of its own once its leaning words, years and pronouns are left out ('Gaming' of 'And Gaming?'). */
function topicOf(question: string): string {
  return withoutYearReference(question.replace(YEAR_NAMED, ' ')).replace(FILLER, ' ').replace(/\s+/g, ' ').trim();
}

/** What `question` means after the turn resolved as `earlier` (null before any); `parts` are the labels of the company's own parts. */
function resolveTurn(question: string, earlier: Resolved | null, parts: readonly string[] = []): Omit<Resolved, 'span'> {
  const { years: ownYears, latest } = yearsAskedFor(question);
  // A span of its own ('over the last three years', 'trend') is not the earlier turn's year.
  const ownSpan = latest > 1;
  const own = { question, years: ownYears };
  if (!earlier) return own;
  const shifted = YEAR_BEFORE.test(question)
    ? earlier.years.length > 0
      ? [Math.min(...earlier.years) - 1]
      : []
    : YEAR_AFTER.test(question)
      ? earlier.years.length > 0
        ? [Math.max(...earlier.years) + 1]
        : []
      : null;
  const ownMetrics = metricsAskedFor(question);
  const names = ownMetrics.length > 0 || companyFactsAskedFor(question).keys.length > 0;
  const refersToYear = shifted !== null || SAME_YEAR.test(question);
  const years = ownYears.length > 0 ? ownYears : (shifted ?? earlier.years);
  const earlierMetrics = metricsAskedFor(earlier.question, { groups: false });
  // Its own figure: the earlier turn lends only the year ('operating margin in that year?', 'what about the margin?'),
  // or the figure a pronoun stands for ('what share of revenue was that?').
  // A change asked of the earlier figures with no year of its own runs between the first and last years the conversation asked them for.
  const comparing = comparisonIntent(question) && earlierMetrics.length > 0;
  const between = comparing && ownYears.length === 0 && !ownSpan && !refersToYear && earlier.span.length > 1 ? spanOf(earlier.span) : null;
  if (names) {
    // A pronoun stands for the earlier figure only where the question names no figure of its own (a group word such as
    // 'grow' aside), or only revenue as the base of a share ('What share of revenue was that?').
    const ownNamed = [...metricMentions(question).map((mention) => mention.metric), ...metricsOfVerbs(question)];
    const onlyABase = ownNamed.every((metric) => metric === 'revenue') && (ownNamed.length === 0 || SHARE_OF_REVENUE.test(question));
    const named = onlyABase ? withFiguresNamed(question, earlierMetrics) : null;
    if (named && between) return { question: overSpan(named, between), years: between };
    if (!named && (ownYears.length > 0 || ownSpan || (!refersToYear && !LEANS_BACK.test(question)))) return own;
    return { question: withYears(withoutYearReference(named ?? question), years), years };
  }
  // No figure of its own, asking how it moved or over which span ('how did it change?', 'and over five years?'): this question,
  // about the earlier figures. Compared with another company ('Compare with MSFT.'): the earlier figures of the earlier years.
  const withOther = comparing && COMPARED_WITH.test(question);
  if ((comparing || (ownSpan && earlierMetrics.length > 0)) && (LEANS_BACK.test(question) || ownSpan || withOther)) {
    const about =
      withFiguresNamed(question, earlierMetrics) ?? `${withoutClosingMark(question)}: ${earlierMetrics.map(labelOf).join(' and ')}?`;
    if (between) return { question: overSpan(about, between), years: between };
    return withOther && ownYears.length === 0 ? { question: withYears(about, years), years } : { question: about, years: ownYears };
  }
  // A topic of its own and no year: a part of the earlier figures ('And Gaming?', 'and gaming?' where the company's filings
  // name a part so), or a question of its own ('what about legal proceedings?').
  const topic = ownYears.length > 0 || refersToYear ? '' : topicOf(question);
  const aPart = /^[A-Z]/.test(topic) || parts.some((label) => namesPart(topic, label));
  if (topic && earlierMetrics.length > 0 && ASKS_ALSO.test(question) && aPart && topic.split(' ').length <= 3)
    return { question: withYears(`${topic} ${earlierMetrics.map(labelOf).join(' and ')}?`, years), years };
  if (topic) return own;
  // No figure of its own: the earlier question again, for the years this one asks ('and the year before?', 'and in 2022?').
  if (refersToYear || ownYears.length > 0 || LEANS_BACK.test(question)) return { question: withYears(earlier.question, years), years };
  return own;
}

/** Whether two questions ask for the same figures. */
function sameMetrics(first: string, second: string): boolean {
  const a = metricsAskedFor(first, { groups: false });
  const b = metricsAskedFor(second, { groups: false });
  return a.length > 0 && a.length === b.length && a.every((metric) => b.includes(metric));
}

/**
 * The question as it stands on its own after the conversation so far (oldest turn first): the
 * question itself when it leans on nothing earlier. `parts` are the labels of the company's own
 * parts (segments, products, regions), which a follow-up may name in any case ('and gaming?').
 */
export function resolveFollowUp(question: string, history: ChatMessage[], parts: readonly string[] = []): string {
  let earlier: Resolved | null = null;
  history.forEach((turn, index) => {
    if (turn.role !== 'user') return;
    const resolved = resolveTurn(turn.content, earlier);
    const reply = history[index + 1];
    const years = resolved.years.length > 0 ? resolved.years : reply?.role === 'assistant' ? citedYears(reply.citations) : [];
    const sameFigures = earlier !== null && sameMetrics(earlier.question, resolved.question);
    earlier = { question: resolved.question, years, span: [...new Set([...(sameFigures ? (earlier?.span ?? []) : []), ...years])] };
  });
  return resolveTurn(question, earlier, parts).question;
}

/** Whether a follow-up asks the same of something else, which may be a part of the company ('and gaming?'). */
export function asksAlsoOf(question: string): boolean {
  return ASKS_ALSO.test(question) && topicOf(question) !== '';
}
