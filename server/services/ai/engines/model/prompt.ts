/**
 * Turns an AnswerContext into chat messages for a model, and the model's source markers
 * ([F1] for a statement figure of a fiscal year, quarter or trailing twelve months, [P1] for a
 * 10-K passage, [S1] for a segment figure) back into citations and [n] markers.
 */
import type { Citation, SegmentFigure } from '../../../../../generated/model';
import { citationNumber } from '../citation-markers';
import { leadQuote, passageCitation, passageLabel } from '../passage-citation';
import { formatFactValue, formatMoney } from '../fact-format';
import { namesPart, segmentCitation, segmentFigureName } from '../segment-citation';
import { LEVEL_OF, metricsAskedFor, yearsAskedFor } from '../../understanding/metric-catalog';
import { quarterRequest } from '../../understanding/fiscal-quarters';
import { outOfScope, SCOPE_NOTES, scopeOf } from '../../understanding/question-scope';
import type { AnswerContext, AnswerRequest, DraftAnswer, StatementFact } from '../types';
import type { ChatMessage } from '../../../../providers/llm/chat';

const INSTRUCTIONS = [
  'You are a careful equity research assistant inside a research terminal.',
  'Answer only from the sources below. Cite every figure with its [F#] marker, every figure of a segment, product or region with its [S#] marker, every fact of the company page with its [C#] marker and every statement drawn from a filing with its [P#] marker.',
  'When you quote a filing, copy the words exactly and put them in double quotes right before the marker.',
  'Write every figure exactly as the sources give it (or computed only from figures you cite); every figure and quotation is checked against the sources you cite, and one that does not match is marked unverified.',
  'If the sources do not answer the question, say plainly that the stored data does not answer it; never invent figures.',
  'Never forecast and never give investment advice: say so and offer what the sources can give instead.',
  'Give a figure of a quarter or of the trailing twelve months only from a statement figure of that period (labelled such as FY2024 Q4 or TTM FY2024 Q4), naming the period as labelled; never give a fiscal year’s figure as a quarter’s, and when the sources hold no figure of the quarter asked, say so.',
  'Write concise markdown.',
].join(' ');

/** The messages sent to the model: instructions with sources, the conversation so far, the question. */
const TOOLS_NOTE =
  '\n\nWhen the sources below lack what the question needs, call the tools to look up statement figures, 10-K passages or company facts, and cite what they return by its marker.';

export function buildChatMessages({ question, asked, history, context, tools }: AnswerRequest): ChatMessage[] {
  const scope = outOfScope(question, scopeOf(context));
  const note =
    (scope ? `\n\nThis question is out of scope (${scope}). Begin your answer with: "${SCOPE_NOTES[scope]}"` : '') +
    (asked ? `\n\nThe user's last message follows up the conversation; read it as: "${question}".` : '') +
    (tools ? TOOLS_NOTE : '');
  return [
    { role: 'system', content: `${INSTRUCTIONS}${note}\n\n${describeSources(context)}` },
    ...history.map(turnForModel),
    { role: 'user', content: asked ?? question },
  ];
}

/** An earlier turn as the model reads it: a reply ends with what its markers cited (the facts a follow-up leans on). */
function turnForModel({ role, content, citations }: ChatMessage): ChatMessage {
  if (role !== 'assistant' || !citations?.length) return { role, content };
  const sources = citations.map((citation, index) => `[${index + 1}] ${citation.label}`).join('; ');
  return { role, content: `${content}\n\nSources of this reply: ${sources}` };
}

function describeSources(context: AnswerContext): string {
  const facts = context.facts.map((fact, index) => `[F${index + 1}] ${factLine(fact, context.currency)}`);
  const passages = context.passages.map((passage, index) => `[P${index + 1}] ${passageLabel(passage)}:\n${passage.text}`);
  const company = (context.companyFacts ?? []).map((fact, index) => `[C${index + 1}] ${fact.label}: ${fact.text}`);
  const segments = (context.segments ?? []).map(
    (figure, index) =>
      `[S${index + 1}] ${segmentFigureName(figure)}: ${formatMoney(figure.value, figure.unit)} (${figure.form} ${figure.accession})`,
  );
  return [
    `Company: ${context.companyName} (${context.symbol}); figures in ${context.currency}.`,
    ...(company.length > 0 ? [`Company page:\n${company.join('\n')}`] : []),
    facts.length > 0 ? `Statement figures:\n${facts.join('\n')}` : 'Statement figures: none stored.',
    ...(segments.length > 0 ? [`Segment, product and region figures (the filings' own, inline XBRL):\n${segments.join('\n')}`] : []),
    passages.length > 0 ? `Filing passages:\n${passages.join('\n\n')}` : 'Filing passages: none found for this question.',
    ...(context.missingPeers?.length
      ? [`Compared with, but not found: no financial statements of ${context.missingPeers.join(' or ')}. Say so in the answer.`]
      : []),
    ...(context.unavailablePeers?.length
      ? [
          `Compared with, but not loaded: the financial statements of ${context.unavailablePeers.join(' or ')} could not be loaded just now. Say so in the answer.`,
        ]
      : []),
  ].join('\n\n');
}

/** A figure as the model reads it: its period as the company labels it ('FY2024', 'FY2024 Q4', 'TTM FY2024 Q4'). */
export function factLine(fact: StatementFact, currency: string): string {
  const notes = [fact.definition, fact.period && `period ended ${fact.period.end}`, fact.period?.derivation].filter(Boolean);
  const period = fact.period?.name ?? `FY${fact.fiscalYear}`;
  return `${fact.label}, ${period}: ${formatFactValue(fact, fact.currency ?? currency)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
}

/**
 * The context a model is given: only the facts the question needs (markers [F#] number these), and
 * those of the companies it compares with, each labelled with its company and written in its own
 * reporting currency (the verifier holds a figure to the currency of the statements it cites).
 */
export function modelContext({ question, history, context }: AnswerRequest): AnswerContext {
  // Copies: tool calls add the sources they find to this context, not to the caller's.
  const segments = relevantSegments(question, context.segments ?? []);
  const peerFacts = (context.peers ?? []).flatMap((peer) =>
    relevantFacts(question, history, peer.facts).map((fact) => ({
      ...fact,
      label: `${fact.label} of ${peer.companyName} (${peer.symbol})`,
      ...(peer.currency === context.currency ? {} : { currency: peer.currency }),
    })),
  );
  return {
    ...context,
    facts: [...relevantFacts(question, history, context.facts), ...relevantPeriodFacts(question, context.periodFacts ?? []), ...peerFacts],
    passages: [...context.passages],
    ...(segments.length > 0 ? { segments } : {}),
  };
}

/** The annual segment figures of the parts the question names, else of the newest year: those a model may cite ([S#]). */
function relevantSegments(question: string, figures: readonly SegmentFigure[]): SegmentFigure[] {
  const annual = figures.filter((figure) => figure.fiscalPeriod === 'FY');
  const named = annual.filter((figure) => namesPart(question, figure.label));
  if (named.length > 0) return named;
  const newest = Math.max(...annual.map((figure) => figure.fiscalYear));
  return annual.filter((figure) => figure.fiscalYear === newest);
}

/** Figures shown when a question names none: the headline lines and derived figures. */
const HEADLINE = [
  'revenue',
  'grossMargin',
  'operatingIncome',
  'netIncome',
  'epsDiluted',
  'operatingCashFlow',
  'freeCashFlow',
  'totalDebt',
  'netDebt',
];
const MAX_YEARS = 5;

/**
 * The facts a model needs for the question, not every figure of every year: the figures the
 * question (or, for a follow-up, the latest earlier user turn) names, for the years it names or
 * the last five; without any, the headline figures of the last two years.
 */
export function relevantFacts(question: string, history: ChatMessage[], facts: StatementFact[]): StatementFact[] {
  const metrics = metricsAskedFor(question);
  const years = yearsAskedFor(question).years;
  const allYears = [...new Set(facts.map((fact) => fact.fiscalYear))].sort((a, b) => b - a);
  const wantedYears =
    years.length > 0 ? new Set(years.flatMap((year) => [year, year - 1])) : new Set(allYears.slice(0, metrics.length > 0 ? MAX_YEARS : 2));
  const wantedMetrics = new Set(metrics.length > 0 ? metrics : HEADLINE);
  const asked = facts.filter((fact) => wantedMetrics.has(fact.metric) && wantedYears.has(fact.fiscalYear));
  return [...asked, ...citedEarlier(history, facts).filter((fact) => !asked.includes(fact))];
}

/** The most quarterly facts a prompt holds: those of the quarters asked (and the ones compared with), else the newest. */
const MAX_PERIOD_FACTS = 40;

/**
 * The quarterly or trailing-twelve-month facts a question about them needs: the figures it names
 * (else revenue, net income and diluted EPS), of the fiscal years it names, else the newest
 * periods (five: a quarter, the three before and the same quarter a year earlier).
 */
export function relevantPeriodFacts(question: string, facts: StatementFact[]): StatementFact[] {
  const request = quarterRequest(question);
  if (!request || facts.length === 0) return [];
  const asked = metricsAskedFor(question).map((metric) => LEVEL_OF[metric] ?? metric);
  const metrics = new Set(asked.length > 0 ? asked : ['revenue', 'netIncome', 'epsDiluted']);
  const ofKind = facts.filter((fact) => fact.period?.kind === request.kind && metrics.has(fact.metric));
  const years = request.years.length > 0 ? new Set(request.years.flatMap((year) => [year, year - 1])) : null;
  const newest = [...new Set(ofKind.map((fact) => fact.period?.end ?? ''))].sort().reverse().slice(0, 5);
  const chosen = ofKind.filter((fact) => (years ? years.has(fact.fiscalYear) : newest.includes(fact.period?.end ?? '')));
  return chosen.slice(0, MAX_PERIOD_FACTS);
}

/** The facts earlier replies of the conversation cited, so a follow-up can cite them again. */
function citedEarlier(history: ChatMessage[], facts: StatementFact[]): StatementFact[] {
  const labels = new Set(history.flatMap((turn) => turn.citations ?? []).map((citation) => citation.label));
  if (labels.size === 0) return [];
  return facts.filter((fact) => fact.citations.length > 0 && fact.citations.every((citation) => labels.has(citation.label))).slice(0, 20);
}

/** A group of model markers: `[F1]`, `[C1]`, `[P2]`, `[S1]`, or several in one pair of brackets (`[F1, P2]`). */
const MODEL_MARKERS = /([ \t]*)\[([FPCS]\d{1,3}(?:\s*[,;]\s*[FPCS]\d{1,3})*)\]/g;

/**
 * The model's answer as a draft: each [F#]/[P#] marker becomes the [n] markers of its citations,
 * numbered in the order they are first used (so the UI links them), each filing quote taken from
 * the answer when verbatim; a marker naming no source is removed.
 */
export function draftFromModelText(text: string, context: AnswerContext): DraftAnswer {
  const citations: Citation[] = [];
  const rewritten = text.replace(MODEL_MARKERS, (_group, blanks: string, list: string, at: number) => {
    const numbers = list
      .split(/\s*[,;]\s*/)
      .flatMap((marker) => sourceCitations(marker, text, at, context))
      .map((citation) => citationNumber(citation, citations));
    return numbers.length === 0 ? '' : `${blanks}${[...new Set(numbers)].map((n) => `[${n}]`).join('')}`;
  });
  return { text: rewritten, citations };
}

/** The citations of one marker such as `F1` or `P2` found at `at` in the answer. */
function sourceCitations(marker: string, answer: string, at: number, context: AnswerContext): Citation[] {
  const index = Number(marker.slice(1)) - 1;
  if (marker.startsWith('F')) return context.facts[index]?.citations ?? [];
  if (marker.startsWith('C')) {
    const fact = context.companyFacts?.[index];
    return fact ? [fact.citation] : [];
  }
  if (marker.startsWith('S')) {
    const figure = context.segments?.[index];
    return figure ? [segmentCitation(context.symbol, figure)] : [];
  }
  const passage = context.passages[index];
  if (!passage) return [];
  return [passageCitation(context.symbol, passage, quotedTextNear(answer, at, passage.text) ?? leadQuote(passage.text))];
}

/** The double-quoted text just before a marker, when it is verbatim in the passage. */
function quotedTextNear(answer: string, markerAt: number, passageText: string): string | null {
  const before = answer.slice(Math.max(0, markerAt - 600), markerAt);
  const quotes = [...before.matchAll(/["“]([^"“”]{12,500})["”]/g)].map((m) => m[1] ?? '');
  const last = quotes.at(-1);
  return last && passageText.includes(last) ? last : null;
}
