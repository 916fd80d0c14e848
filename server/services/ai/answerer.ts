/**
 * Answers a question about a company: gathers the context (statement facts, the best passages
 * of its latest 10-K), asks the configured AI provider, and keeps only the citations that the
 * sources confirm. Used by Ask AI, conversations and the 10-K analysis.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AnswerVerification, Citation, SegmentFigure } from '../../../generated/model';
import { passageTexts } from '../../db/repositories/filing.repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { renumberMarkers } from './engines/citation-markers';
import { ModelRoundsSpent } from './engines/model-rounds';
import { yearsAskedFor } from './understanding/metric-catalog';
import { asksAboutRecentPeriod } from './understanding/question-scope';
import { asksAboutQuarters } from './understanding/fiscal-quarters';
import { citedSegmentFigure } from './engines/segment-citation';
import { mayNamePart, segmentQualifier } from './understanding/segment-qualifier';
import { getSegments } from '../segments/segments.service';
import {
  type AiProvider,
  type AnswerContext,
  type AnswerTools,
  type CompanyFact,
  type AnswerRequest,
  type DraftAnswer,
  type ModelRoundsTaker,
  type StatementFact,
} from './engines/types';
import { type ChatMessage, LlmError } from '../../providers/llm/chat';
import type { AnnualStatements } from '../../providers/market/types';
import { filingsForQuestion } from '../retrieval/filing-index';
import { itemKeysFor } from '../retrieval/item-routing';
import { retrievePassages } from '../retrieval/retrieve-passages';
import { relevantPassages } from '../retrieval/relevance';
import { searchFilingPassages } from '../../db/passage-search';
import type { AiSources } from './ai-sources';
import { verifyCitations } from './citation-verifier';
import { companyFactsOf } from './company-facts';
import { judgementAskedFor } from './engines/offline/judgement-answerer';
import { valuationFacts } from './valuation-facts';
import { type KnownFigure, verifyClaims } from './claims/claim-verify';
import { asksAlsoOf, resolveFollowUp } from './follow-up';
import { buildStatementFacts } from './statement-facts';
import { comparedCompanies } from './compared-companies';
import { buildQuarterFacts } from './quarter-facts';
import { isQuarterCitation } from './statement-rows';
import type { Clock } from '../../lib/clock';

export interface AiDeps {
  db: Kysely<Database>;
  provider: AiProvider;
  sources: AiSources;
  logger: Logger;
  clock: Clock;
  /** A fresh bound on the model calls of one answer (AI_MAX_MODEL_ROUNDS); the provider's default when absent. */
  rounds?: () => ModelRoundsTaker;
}

export interface Answer {
  text: string;
  citations: Citation[];
  /** Every figure and quotation of the text checked against the citations it names. */
  verification: AnswerVerification;
}

export interface QuestionInput {
  /** The company asked about; null for a conversation without a company. */
  symbol: string | null;
  question: string;
  /** The user's own words, when `question` was resolved from a follow-up. */
  asked?: string;
  history?: ChatMessage[];
  includeFinancials?: boolean;
  includeRatios?: boolean;
  signal?: AbortSignal;
}

const PASSAGES_PER_ANSWER = 5;
/** How many of them a recent-period question may take from the latest 10-Q, leaving the rest to the 10-K. */
const PASSAGES_FROM_10Q = 3;

interface GatheredContext {
  context: AnswerContext;
  statements: AnnualStatements | null;
  /** The companies the question compares with, as the verifier checks their citations. */
  peers?: AnswerSources['peers'];
  /** What a model may look up beyond the context. */
  tools?: AnswerTools;
}

/** Facts kept by a conversation's choices: money and per-share lines are financials, the rest ratios. */
function keepFacts(facts: StatementFact[], includeFinancials: boolean, includeRatios: boolean): StatementFact[] {
  return facts.filter((fact) => (fact.unit === 'money' || fact.unit === 'per_share' ? includeFinancials : includeRatios));
}

/** `segments`: the company's annual segment figures when reading the question already read them. */
async function gatherContext(deps: AiDeps, input: QuestionInput, segments?: SegmentFigure[]): Promise<GatheredContext> {
  const { symbol } = input;
  if (!symbol) return { context: { symbol: '', companyName: '', currency: 'USD', facts: [], passages: [] }, statements: null };
  const [companyName, statements, snapshot] = await Promise.all([
    deps.sources.companyName(symbol),
    deps.sources.annualStatements(symbol),
    deps.sources.companySnapshot?.(symbol) ?? null,
  ]);
  const now = deps.clock.now().toISOString();
  const valuation =
    snapshot && statements && judgementAskedFor(input.question) === 'valuation'
      ? await valuationFacts({ db: deps.db, sources: deps.sources, logger: deps.logger, symbol, statements, snapshot, now })
      : [];
  const companyFacts = snapshot ? [...companyFactsOf(symbol, snapshot, now), ...valuation] : [];
  const keep = (all: StatementFact[]) => keepFacts(all, input.includeFinancials ?? true, input.includeRatios ?? true);
  const facts = statements ? keep(buildStatementFacts(symbol, statements)) : [];
  // The quarters and trailing twelve months: in the context for a question about them, and for a model's lookups
  // (read once, when first needed: most questions are about fiscal years).
  let quarters: StatementFact[] | undefined;
  const periodFacts = () => (quarters ??= statements ? keep(buildQuarterFacts(symbol, statements)) : []);
  const filings = await filingsForQuestion(
    deps.db,
    deps.sources,
    symbol,
    { years: yearsAskedFor(input.question).years, recent: asksAboutRecentPeriod(input.question) },
    deps.logger,
    deps.clock.now().getTime(),
  ).catch((error: unknown) => {
    deps.logger.warn({ err: error, symbol }, 'no filings for the AI context');
    return [];
  });
  // A question about the latest quarter reads the 10-Q first (at most PASSAGES_FROM_10Q), then the 10-Ks.
  const quarterly = filings.filter((f) => f.form === '10-Q');
  const annual = filings.filter((f) => f.form !== '10-Q');
  const fromQuarter = await retrievePassages(
    deps.db,
    quarterly.map((f) => f.id),
    input.question,
    companyName,
    PASSAGES_FROM_10Q,
  );
  const passages = [
    ...fromQuarter,
    ...(await retrievePassages(
      deps.db,
      annual.map((f) => f.id),
      input.question,
      companyName,
      PASSAGES_PER_ANSWER - fromQuarter.length,
    )),
  ];
  const filingIds = filings.map((f) => f.id);
  const tools: AnswerTools = {
    allFacts: facts,
    periodFacts,
    searchPassages: async (query, item) =>
      item
        ? relevantPassages(
            query,
            companyName,
            await searchFilingPassages(deps.db, { filingIds, query, items: itemKeysFor(item), limit: 6 }),
          )
        : retrievePassages(deps.db, filingIds, query, companyName, 3),
  };
  const documentYear = annual.length > 0 ? Math.max(...annual.map((f) => f.fiscalYear)) : undefined;
  const [partFigures, { peers, missing, unavailable }] = await Promise.all([
    segmentsForQuestion(deps, { symbol, question: input.question, companyName }, segments),
    comparedCompanies(deps, { question: input.question, symbol, companyName }, keep),
  ]);
  const context: AnswerContext = {
    symbol,
    companyName,
    currency: statements?.currency ?? 'USD',
    facts,
    passages,
    companyFacts,
    ...(documentYear ? { documentYear } : {}),
    ...(partFigures.length > 0 ? { segments: partFigures } : {}),
    ...(asksAboutQuarters(input.question) ? { periodFacts: periodFacts() } : {}),
    ...(peers.length > 0 ? { peers: peers.map(({ statements: _statements, ...peer }) => peer) } : {}),
    ...(missing.length > 0 ? { missingPeers: missing } : {}),
    ...(unavailable.length > 0 ? { unavailablePeers: unavailable } : {}),
  };
  const compared =
    peers.length > 0
      ? { statements: new Map(peers.map((peer) => [peer.symbol, peer.statements])), facts: peers.flatMap((peer) => peer.facts) }
      : undefined;
  return { context, statements, ...(compared ? { peers: compared } : {}), tools };
}

/**
 * The company's annual segment figures, for a question about a part of it (a segment, product or
 * region) or for a figure with a word beside it that may name one of the company's own parts;
 * none otherwise.
 */
async function segmentsForQuestion(
  deps: AiDeps,
  { symbol, question, companyName }: { symbol: string; question: string; companyName: string },
  read?: SegmentFigure[],
): Promise<SegmentFigure[]> {
  if (!segmentQualifier(question, companyName, symbol) && !mayNamePart(question, companyName, symbol)) return [];
  return read ?? segmentsOf(deps, symbol);
}

/** The company's annual segment figures; none when they cannot be read. */
function segmentsOf(deps: AiDeps, symbol: string): Promise<SegmentFigure[]> {
  return getSegments(deps, symbol, 'annual').then(
    (answer) => answer.figures,
    (error: unknown) => {
      deps.logger.warn({ err: error, symbol }, 'no segment figures for the AI context');
      return [];
    },
  );
}

/**
 * Keeps the citations their sources confirm (renumbering the text's markers to match), then
 * checks every claim of the text against the citations it names: a figure that matches none,
 * or a quotation not in its passage, is marked [unverified] and counted in `verification`.
 */
export interface AnswerSources {
  symbol: string;
  /** The company's name: its own name never narrows a figure to a part of it. */
  companyName?: string;
  statements: AnnualStatements | null;
  facts?: StatementFact[];
  companyFacts?: CompanyFact[];
  /** The segment figures the answer may cite. */
  segments?: SegmentFigure[];
  /** The quarterly and trailing-twelve-month facts the answer may cite (a TTM figure is verified as the sum it cites). */
  periodFacts?: StatementFact[];
  /** The companies compared with: their statements by ticker, and their facts. */
  peers?: { statements: ReadonlyMap<string, AnnualStatements>; facts: StatementFact[] };
}

export async function finalizeAnswer(deps: AiDeps, draft: DraftAnswer, sources: AnswerSources): Promise<Answer> {
  const { symbol, statements, facts = [], companyFacts = [], segments = [], periodFacts = [], peers } = sources;
  const segmentFigure = (citation: Citation) => citedSegmentFigure(citation, segments);
  const texts = new Map<string, string>();
  const byFiling = new Map<string, string[]>();
  for (const citation of draft.citations) {
    if (citation.kind !== 'filing' || !citation.accession || !citation.passageId) continue;
    byFiling.set(citation.accession, [...(byFiling.get(citation.accession) ?? []), citation.passageId]);
  }
  for (const [accession, ids] of byFiling) {
    for (const [id, text] of await passageTexts(deps.db, symbol, accession, ids)) texts.set(`${accession}/${id}`, text);
  }
  const passageText = (accession: string, passageId: string) => texts.get(`${accession}/${passageId}`);
  const companyFact = (key: string) => companyFacts.find((fact) => fact.key === key);
  const { verified, rejected } = verifyCitations(draft.citations, {
    statements,
    symbol,
    ...(peers ? { peers: peers.statements } : {}),
    passageText,
    companyFact: (key) => companyFact(key) !== undefined,
    segmentFigure: (citation) => segmentFigure(citation) !== undefined,
  });
  if (rejected.length > 0) deps.logger.warn({ symbol, rejected: rejected.map((r) => r.reason) }, 'dropped unverified citations');
  const knownFigures: KnownFigure[] = [...facts, ...periodFacts, ...(peers?.facts ?? [])].map((fact) => ({
    value: fact.value,
    unit: fact.unit,
    fiscalYear: fact.fiscalYear,
    citations: fact.citations,
    metric: fact.metric,
    ...(fact.period ? { period: fact.period } : {}),
  }));
  const companyFactValue = (citation: Citation) => (citation.kind === 'company' ? companyFact(citation.lineItem ?? '')?.value : undefined);
  const companyCurrency = companyFacts.find((fact) => fact.currency)?.currency;
  const checked = verifyClaims(renumberKept(draft, new Set(verified)), verified, {
    statements,
    symbol,
    ...(peers ? { peers: peers.statements } : {}),
    passageText,
    knownFigures,
    companyFactValue,
    segmentFigure,
    ...(companyCurrency ? { companyCurrency } : {}),
    company: { companyName: sources.companyName ?? '', symbol },
  });
  if (checked.verification.unverified > 0) {
    const failed = checked.verification.claims.filter((claim) => claim.status === 'unverified');
    deps.logger.warn({ symbol, unverified: failed.map((claim) => `${claim.text}: ${claim.reason ?? ''}`) }, 'answer has unverified claims');
  }
  return { text: checked.text, citations: verified, verification: checked.verification };
}

/** The draft's text with the markers of the kept citations renumbered in order, and the others removed. */
function renumberKept(draft: DraftAnswer, kept: Set<Citation>): string {
  const numbers = new Map<number, number>();
  draft.citations.forEach((citation, index) => {
    if (kept.has(citation)) numbers.set(index + 1, numbers.size + 1);
  });
  return renumberMarkers(draft.text, (n) => numbers.get(n) ?? null);
}

/**
 * The question as it stands on its own: a follow-up is resolved against the conversation's earlier
 * turns, and one that asks the same of something else ('and gaming?') against the company's own
 * parts too, as its filings label them. The part figures read for that come along, so the context
 * does not read them again.
 */
async function standalone(deps: AiDeps, asked: QuestionInput): Promise<{ input: QuestionInput; segments?: SegmentFigure[] }> {
  const history = asked.history ?? [];
  const plain = resolveFollowUp(asked.question, history);
  const asStated = (question: string) => (question === asked.question ? asked : { ...asked, question, asked: asked.question });
  if (plain !== asked.question || history.length === 0 || !asked.symbol || !asksAlsoOf(asked.question)) return { input: asStated(plain) };
  const segments = await segmentsOf(deps, asked.symbol);
  return { input: asStated(resolveFollowUp(asked.question, history, [...new Set(segments.map((figure) => figure.label))])), segments };
}

function toRequest(deps: AiDeps, input: QuestionInput, { context, tools }: GatheredContext): AnswerRequest {
  const rounds = deps.rounds?.();
  return {
    question: input.question,
    ...(input.asked ? { asked: input.asked } : {}),
    history: input.history ?? [],
    context,
    ...(tools ? { tools } : {}),
    signal: input.signal,
    ...(rounds ? { rounds } : {}),
  };
}

/** A model failure as the API's 502, keeping its message. */
function asProviderError(error: unknown): unknown {
  return error instanceof LlmError ? new AppError('provider_error', error.message) : error;
}

/** The answer of a model stopped at the bound on its calls: a sentence that says so. */
function roundsSpentAnswer(error: ModelRoundsSpent): DraftAnswer {
  const text = `I could not finish this answer: the model was still looking things up after ${error.rounds} calls, the most one answer may make. Please ask a narrower question.`;
  return { text, citations: [] };
}

function finalizeGathered(deps: AiDeps, draft: DraftAnswer, { context, statements, peers, tools }: GatheredContext): Promise<Answer> {
  // A model may look quarters up (model-tools.ts) for any question: an answer citing a quarter may cite a TTM sum of any.
  const periodFacts = draft.citations.some(isQuarterCitation) ? (tools?.periodFacts?.() ?? context.periodFacts) : undefined;
  return finalizeAnswer(deps, draft, {
    symbol: context.symbol,
    companyName: context.companyName,
    statements,
    facts: context.facts,
    ...(context.companyFacts ? { companyFacts: context.companyFacts } : {}),
    ...(context.segments ? { segments: context.segments } : {}),
    ...(periodFacts ? { periodFacts } : {}),
    ...(peers ? { peers } : {}),
  });
}

/** The whole answer, with verified citations. */
export async function answerQuestion(deps: AiDeps, asked: QuestionInput): Promise<Answer> {
  const { input, segments } = await standalone(deps, asked);
  const gathered = await gatherContext(deps, input, segments);
  const draft = await deps.provider.answer(toRequest(deps, input, gathered)).catch((error: unknown) => {
    if (error instanceof ModelRoundsSpent) return roundsSpentAnswer(error);
    throw asProviderError(error);
  });
  return finalizeGathered(deps, draft, gathered);
}

/** Streams the answer's text; returns the whole answer with verified citations. */
export async function* streamAnswer(deps: AiDeps, asked: QuestionInput): AsyncGenerator<string, Answer> {
  const { input, segments } = await standalone(deps, asked);
  const gathered = await gatherContext(deps, input, segments);
  let draft: DraftAnswer;
  try {
    draft = yield* deps.provider.stream(toRequest(deps, input, gathered));
  } catch (error) {
    if (!(error instanceof ModelRoundsSpent)) throw asProviderError(error);
    draft = roundsSpentAnswer(error);
    yield `\n\n${draft.text}`;
  }
  return finalizeGathered(deps, draft, gathered);
}
