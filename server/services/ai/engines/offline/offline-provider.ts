/**
 * The `offline` AI provider, the default: answers without a model, from the stored statements
 * (figures of fiscal years, and of fiscal quarters and trailing twelve months for a question
 * about them) and the retrieved filing passages (quotes: 10-Ks, and the latest 10-Q for a
 * question about a recent period), and says plainly what it cannot answer.
 */
import { renumberMarkers } from '../citation-markers';
import { type OutOfScope, outOfScope, QUARTERLY_FROM_10Q_NOTE, SCOPE_NOTES, scopeOf } from '../../understanding/question-scope';
import type { SegmentFigure } from '../../../../../generated/model';
import { formatMoney } from '../fact-format';
import { LEVEL_OF, metricByKey, metricsAskedFor, yearsAskedFor } from '../../understanding/metric-catalog';
import { namesPart, partNamedIn, segmentCitation, segmentFigureName } from '../segment-citation';
import { asksForPartFigure, segmentQualifier } from '../../understanding/segment-qualifier';
import type { AiProvider, AnswerContext, AnswerRequest, DraftAnswer } from '../types';
import { answerCompanyFacts, companyFactsAskedFor } from './company-fact-answerer';
import { answerComparison, changeEnds } from './comparison-answerer';
import { answerJudgement } from './judgement-answerer';
import { answerMetricQuestion } from './metric-answerer';
import { answerQuarterQuestion } from './quarter-answerer';
import { asksAboutQuarters } from '../../understanding/fiscal-quarters';
import { answerFromPassages } from './passage-answerer';

const ASKS_FOR_REASONS = /\b(why|drove|driv\w*|explain\w*|reasons?|because|caused?)\b/i;

/** The offline answer: figures, quotes, or both; else a plain statement of what is missing. */
export function composeOfflineAnswer(request: AnswerRequest): DraftAnswer {
  const scope = request.expects ? null : outOfScope(request.question, scopeOf(request.context));
  if (scope) return declineAnswer(scope, request);
  const answer = answerInScope(request);
  const missing = missingPeersNote(request.context);
  return missing ? { ...answer, text: `${missing}\n\n${answer.text}` } : answer;
}

/**
 * 'I found no financial statements of ZZZQ, so I cannot compare with it.': a compared company the
 * market has no statements of, or whose statements could not be loaded just now.
 */
function missingPeersNote({ missingPeers = [], unavailablePeers = [] }: AnswerContext): string | null {
  const them = (tickers: string[]) => (tickers.length === 1 ? 'it' : 'them');
  const notes = [
    missingPeers.length > 0 &&
      `I found no financial statements of ${missingPeers.join(' or ')}, so I cannot compare with ${them(missingPeers)}.`,
    unavailablePeers.length > 0 &&
      `I could not load the financial statements of ${unavailablePeers.join(' or ')} just now, so I cannot compare with ${them(unavailablePeers)}; try again later.`,
  ].filter((note) => note !== false);
  return notes.length > 0 ? notes.join(' ') : null;
}

/**
 * A forecast, quarterly (when the statements hold no quarters) or advice question: says it
 * cannot, then gives what it can instead (the latest annual figures the question names, labelled
 * as historical, and for a quarterly question what the latest 10-Q says) and never quotes a 10-K
 * as if it answered it.
 */
function declineAnswer(scope: OutOfScope, { question, context }: AnswerRequest): DraftAnswer {
  const note = SCOPE_NOTES[scope];
  // 'Should I worry about the debt?': no advice, but what the figures show, with its rule.
  const judged = scope === 'advice' ? answerJudgement(question, context) : null;
  if (judged) return { text: `${note}\n\n${judged.text}`, citations: judged.citations };
  // Another company's question gets nothing of this company's: no figure, no quote.
  const figures =
    scope === 'advice' || scope === 'other_company' ? null : answerMetricQuestion(question.replace(/\b(?:19|20)\d{2}\b/g, ' '), context);
  const quarterQuotes = scope === 'quarterly' ? quotesFromQuarterlyReport(question, context) : null;
  if (!figures || figures.citations.length === 0)
    return quarterQuotes ? merge({ text: QUARTERLY_FROM_10Q_NOTE, citations: [] }, quarterQuotes) : { text: note, citations: [] };
  const heading = scope === 'forecast' ? 'Latest reported (historical, not a forecast):' : 'Latest annual figures (not quarterly):';
  const answer = { text: `${note}\n\n${heading}\n${figures.text.split('\n').slice(1).join('\n')}`, citations: figures.citations };
  return quarterQuotes ? merge(answer, quarterQuotes) : answer;
}

/** What the latest 10-Q says about a quarterly question: quotes of its passages, when retrieval found any. */
function quotesFromQuarterlyReport(question: string, context: AnswerContext): DraftAnswer | null {
  const passages = context.passages.filter((passage) => passage.form === '10-Q');
  return passages.length > 0 ? answerFromPassages(question, { ...context, passages }, 2) : null;
}

function answerInScope({ question, context, expects }: AnswerRequest): DraftAnswer {
  const part = expects ? null : partAskedFor(question, context);
  const asked = metricsAskedFor(question);
  // A quarter's figure comes from the quarterly statements only (scope: they are stored), never a year's.
  const quarterly = !expects && (context.periodFacts?.length ?? 0) > 0 && asksAboutQuarters(question);
  // Another company's annual figures answer neither a part's question nor a quarter's.
  const across = expects || part || quarterly ? null : answerAcrossCompanies(question, context);
  if (across) return across;
  if (quarterly && part && asked.length > 0) return quarterOfPart(question, part, context);
  if (part && asked.length > 0) return answerForPart(question, part, asked, context);
  const company = expects ? null : answerCompanyFacts(question, context);
  // Words that asked for a company fact ("price-to-earnings") do not also ask for a statement line.
  const rest = company ? companyFactsAskedFor(question).rest : question;
  // Asked for figures outright (a 10-K analysis question), it shows every figure it was given.
  const given = expects === 'both' || expects === 'figures' ? [...new Set(context.facts.map((fact) => fact.metric))] : undefined;
  const quarter = quarterly ? answerQuarterQuestion(rest, context) : null;
  // A question about quarters gets no fiscal year's figure, judgement or comparison in their place.
  const judgement = expects || quarterly ? null : answerJudgement(rest, context);
  const comparison = expects || judgement || quarterly ? null : answerComparison(rest, context);
  const metrics = expects === 'text' || given?.length === 0 || judgement || quarterly ? null : answerMetricQuestion(rest, context, given);
  const statements = quarter ?? judgement ?? comparison ?? metrics;
  const figures = company && statements?.citations.length ? merge(company, statements) : (company ?? statements);
  const wantsText = expects === 'both' || expects === 'text' || !figures || company !== null || ASKS_FOR_REASONS.test(question);
  const quotes = wantsText ? answerFromPassages(question, context, figures ? 2 : 3) : null;
  if (figures && quotes) return merge(figures, quotes);
  if (figures) return figures;
  if (quotes) return quotes;
  return { text: context.symbol ? cannotAnswer(context.symbol) : NO_COMPANY, citations: [] };
}

/**
 * A figure compared across companies ('How did net income compare with ARCX's?'): each company's
 * own stored figure of the years asked (else its latest), under its own name and cited to its own
 * statements, or null when the question compares with no stored company or names no figure.
 */
function answerAcrossCompanies(question: string, context: AnswerContext): DraftAnswer | null {
  const metrics = metricsAskedFor(question, { groups: false });
  if (!context.peers?.length || metrics.length === 0) return null;
  const own = answerMetricQuestion(question, context, metrics);
  const peers = context.peers.map((peer) =>
    answerMetricQuestion(
      question,
      { symbol: peer.symbol, companyName: peer.companyName, currency: peer.currency, facts: peer.facts, passages: [] },
      metrics,
    ),
  );
  return [own, ...peers].reduce<DraftAnswer | null>((all, answer) => (!answer ? all : all ? merge(all, answer) : answer), null);
}

/**
 * The part of the company a question is about: one of its own parts named by its filings' label (in
 * any case when it asks for a figure they report by part), else a region, product or segment its words name.
 */
function partAskedFor(question: string, context: AnswerContext): string | null {
  const own = partNamedIn(question, context.segments ?? [], context.companyName, asksForPartFigure(question));
  return own ?? segmentQualifier(question, context.companyName, context.symbol);
}

/**
 * A quarter's figure of a part of the company: the quarterly statements hold company totals and
 * the segment figures are annual, so it says so and quotes the latest 10-Q where it has one.
 */
function quarterOfPart(question: string, part: string, context: AnswerContext): DraftAnswer {
  const note = `The quarterly statements of ${context.companyName} (${context.symbol}) report the company as a whole, and its stored segment figures are annual, so I have no quarterly figure for ${part} alone.`;
  const quotes = quotesFromQuarterlyReport(question, context);
  return quotes ? merge({ text: note, citations: [] }, quotes) : { text: note, citations: [] };
}

/**
 * A figure of a part of the company (a region, product or segment): the stored segment figures
 * of its 10-Ks (inline XBRL) when they hold it, cited to their filing. Otherwise the statements
 * hold company totals only, so the total is never given as the answer; the 10-K's segment and
 * product tables are quoted instead, or the answer says the figure is not stored.
 */
function answerForPart(question: string, part: string, metrics: string[], context: AnswerContext): DraftAnswer {
  const figures = segmentFiguresAskedFor(question, metrics, context);
  if (figures.length > 0) return partFigures(figures, context);
  // A part's earnings: filings report no net income by part, so its nearest figure, named as what it is.
  for (const nearest of metrics.includes('netIncome') ? EARNINGS_OF_A_PART : []) {
    const reported = segmentFiguresAskedFor(question, [nearest], context);
    const label = (metricByKey.get(nearest)?.label ?? nearest).toLowerCase();
    if (reported.length > 0)
      return partFigures(
        reported,
        context,
        `The filings report no net income for ${part} alone; its ${label} is the nearest figure they report.`,
      );
  }
  const labels = metrics.map((metric) => (metricByKey.get(metric)?.label ?? metric).toLowerCase()).join(', ');
  const note = `The stored statements of ${context.companyName} (${context.symbol}) report ${labels} for the company as a whole, not for ${part} alone, so I do not give the company total as the answer.`;
  const quotes = answerFromPassages(question, context, 3);
  if (!quotes)
    return {
      text: `${note} No passage of the stored 10-K about it was found; the 10-K’s segment and product tables (Items 7 and 8) are where it is reported.`,
      citations: [],
    };
  return { text: `${note} The 10-K reports it by segment and product (Items 7 and 8):\n\n${quotes.text}`, citations: quotes.citations };
}

/** A part's figures where filings report no net income by part, nearest first. */
const EARNINGS_OF_A_PART = ['operatingIncome', 'revenue'];

/** Segment figures as the company reports them, cited to their filings; after `lead` when given. */
function partFigures(figures: SegmentFigure[], context: AnswerContext, lead?: string): DraftAnswer {
  const lines = figures.map((figure, index) => `- ${segmentFigureName(figure)}: ${formatMoney(figure.value, figure.unit)} [${index + 1}]`);
  const forms = [...new Set(figures.map((figure) => figure.form))].join(' and ');
  return {
    text: [
      ...(lead ? [lead, ''] : []),
      `As ${context.companyName} (${context.symbol}) reports it by segment, product and region in its ${forms} (inline XBRL):`,
      '',
      ...lines,
    ].join('\n'),
    citations: figures.map((figure) => segmentCitation(context.symbol, figure)),
  };
}

/**
 * The annual segment figures a question asks for: of each part it names (the longest name, so
 * 'Greater China' and not a 'China' inside it), each metric asked that filings report by part
 * (revenue, operating income), for the fiscal years it names, else the newest one reported; a
 * change or growth asked with one year or none, for the two years it compares.
 */
function segmentFiguresAskedFor(question: string, metrics: string[], context: AnswerContext): SegmentFigure[] {
  // A change or growth of a part is read from its figures of the years compared.
  const levels = metrics.map((metric) => LEVEL_OF[metric] ?? metric);
  const figures = (context.segments ?? []).filter(
    (figure) => figure.fiscalPeriod === 'FY' && levels.includes(figure.metric) && namesPart(question, figure.label),
  );
  const labels = [...new Set(figures.map((figure) => figure.label))];
  const named = labels.filter((label) => !labels.some((other) => other.length > label.length && namesPart(other, label)));
  const namedYears = yearsAskedFor(question).years;
  // A change asked with one year named or none compares the two years changeEnds gives.
  const asksChange = metrics.some((metric) => LEVEL_OF[metric] !== undefined);
  const chosen: SegmentFigure[] = [];
  for (const label of named)
    for (const metric of new Set(levels)) {
      const own = figures.filter((figure) => figure.label === label && figure.metric === metric);
      const stored = Math.max(...own.map((figure) => figure.fiscalYear));
      const years =
        asksChange && namedYears.length <= 1 ? changeEnds(question, namedYears[0], stored) : namedYears.length > 0 ? namedYears : [stored];
      for (const figure of own) {
        const wanted = years.includes(figure.fiscalYear);
        if (wanted && !chosen.some((c) => c.label === label && c.metric === metric && c.fiscalYear === figure.fiscalYear))
          chosen.push(figure);
      }
    }
  return chosen;
}

const NO_COMPANY = [
  'I cannot answer this: the offline engine answers only from a company’s stored statements and filings (10-K, 10-Q), and this conversation is not about a company.',
  '',
  'Start a conversation from a stock’s Ask AI tab to ask about that company.',
].join('\n');

function merge(first: DraftAnswer, second: DraftAnswer): DraftAnswer {
  const offset = first.citations.length;
  const renumbered = renumberMarkers(second.text, (n) => n + offset);
  return { text: `${first.text}\n\n${renumbered}`, citations: [...first.citations, ...second.citations] };
}

function cannotAnswer(symbol: string): string {
  return [
    `I found nothing relevant to this question in the stored data for ${symbol}: no statement figure or 10-K passage matches it, so I do not quote or cite anything.`,
    '',
    'The offline engine answers from stored data only: revenue, margins, growth, debt, EPS and cash flow for a given year or the latest, and other questions by quoting the company’s 10-K.',
  ].join('\n');
}

export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    async answer(request) {
      return composeOfflineAnswer(request);
    },
    async *stream(request) {
      const draft = composeOfflineAnswer(request);
      // Streams line by line so the UI shows the same progressive reply as with a model.
      for (const piece of draft.text.match(/[^\n]*\n|[^\n]+$/g) ?? []) yield piece;
      return draft;
    },
  };
}
