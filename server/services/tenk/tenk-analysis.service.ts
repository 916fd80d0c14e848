/**
 * The 10-K analysis of a company: for each of its last five 10-K filings, the fixed questions
 * (tenk-questions.ts) answered from that filing's passages and that year's figures. Its status
 * lives in the database (pending → in_progress → complete | error, with a message), so the job
 * that runs it survives a restart (see jobs/definitions/tenk-analysis.job.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Citation, TenKAnalysis, TenKStartResponse } from '../../../generated/model';
import { searchFilingPassages } from '../../db/passage-search';
import {
  deleteAnswers,
  findAnalysis,
  findAnalysisById,
  insertAnalysis,
  listAnalysesIn,
  listAnswers,
  replaceFilingAnswers,
  setAnalysisStatus,
} from '../../db/repositories/tenk.repository';
import type { FilingRow, TenKAnswerRow } from '../../db/tables/ai.table';
import { AppError, notFound, validationFailed } from '../../lib/errors';
import type { AnswerContext, StatementFact } from '../ai/engines/types';
import type { RetrievedPassage } from '../../db/passage-search';
import { type AiDeps, finalizeAnswer } from '../ai/answerer';
import { parseVerification } from '../ai/claims/claim-verify';
import { buildStatementFacts } from '../ai/statement-facts';
import { hasQuotableSentence } from '../ai/engines/boilerplate';
import { ensureRecentFilings } from '../retrieval/filing-index';
import { TENK_QUESTIONS, type TenKQuestion } from './tenk-questions';

/** How many of a company's latest 10-K filings an analysis covers. */
const TENK_FILING_LIMIT = 5;
const PASSAGES_PER_QUESTION = 3;
/** Searched beyond those, to stand in for passages that are only boilerplate. */
const SPARE_PASSAGES = 5;

function parseCitations(json: string): Citation[] {
  return JSON.parse(json) as Citation[];
}

/** Why a fund has no 10-K analysis (the client shows the same sentence). */
function fundSentence(symbol: string, type: string): string {
  const kind = type === 'etf' ? 'an ETF' : 'a mutual fund';
  return `${symbol} is ${kind}: funds do not file 10-K annual reports, so there is no 10-K to analyse. See its holdings and sector weights on its fund page.`;
}

/** The analysis as the API shows it, or 404 when none was started. */
export async function getTenKAnalysis(deps: Pick<AiDeps, 'db'>, symbol: string): Promise<TenKAnalysis> {
  const analysis = await findAnalysis(deps.db, symbol);
  if (!analysis) throw notFound(`No 10-K analysis found for ${symbol}`);
  const answers = await listAnswers(deps.db, analysis.id);
  const byAccession = new Map<string, TenKAnswerRow[]>();
  for (const answer of answers) byAccession.set(answer.accession, [...(byAccession.get(answer.accession) ?? []), answer]);
  const tenKs = [...byAccession.values()].map((rows) => {
    const first = rows[0] as TenKAnswerRow;
    return {
      year: first.fiscalYear,
      accession: first.accession,
      ...(first.filedAt ? { filedAt: first.filedAt } : {}),
      qAndAs: rows.map((row) => ({
        question: row.question,
        answer: row.answer,
        citations: parseCitations(row.citations),
        ...parseVerification(row.verification),
      })),
    };
  });
  return {
    symbol: analysis.symbol,
    processingStatus: analysis.status,
    processingStatusMessage: analysis.statusMessage,
    createdAt: analysis.createdAt,
    updatedAt: analysis.updatedAt,
    tenKs,
  };
}

/**
 * Records a request to analyse a company and returns the analysis id to run. A new company or
 * one whose last run failed starts over; a pending, running or finished analysis is a conflict.
 */
export async function requestTenKAnalysis(
  deps: Pick<AiDeps, 'db' | 'sources' | 'clock'>,
  symbol: string,
  userId: string,
): Promise<{ id: string; response: TenKStartResponse }> {
  await deps.sources.companyName(symbol);
  const type = await deps.sources.securityType?.(symbol);
  if (type && type !== 'stock') throw validationFailed(fundSentence(symbol, type), 'symbol');
  const existing = await findAnalysis(deps.db, symbol);
  const response: TenKStartResponse = { status: 'pending', message: `10-K analysis of ${symbol} started` };
  if (!existing) {
    const at = deps.clock.now().toISOString();
    const id = randomUUID();
    await insertAnalysis(deps.db, {
      id,
      symbol,
      status: 'pending',
      statusMessage: 'Waiting to start',
      requestedBy: userId,
      createdAt: at,
      updatedAt: at,
    });
    return { id, response };
  }
  const restarted = await setAnalysisStatus(deps.db, existing.id, 'pending', 'Waiting to start', deps.clock.now().toISOString(), ['error']);
  if (!restarted) {
    const state = existing.status === 'complete' ? 'is already complete' : 'is already in progress';
    throw new AppError('conflict', `The 10-K analysis of ${symbol} ${state}`);
  }
  await deleteAnswers(deps.db, existing.id);
  return { id: existing.id, response };
}

function factsOfYear(facts: StatementFact[], year: number, metrics: string[]): StatementFact[] {
  return facts.filter((fact) => fact.fiscalYear === year && metrics.includes(fact.metric));
}

/**
 * Answers one question from one filing. Passages an earlier question of the same filing already
 * quoted are left out, so each question gets answers of its own rather than the same sentences.
 */
async function answerOne(
  deps: AiDeps,
  base: Omit<AnswerContext, 'facts' | 'passages'>,
  filing: FilingRow,
  question: TenKQuestion,
  facts: StatementFact[],
  used: Set<string>,
  signal: AbortSignal,
) {
  const search = {
    filingIds: [filing.id],
    query: `${question.question} ${question.search}`,
    limit: PASSAGES_PER_QUESTION + used.size + SPARE_PASSAGES,
  };
  const fresh = (hits: RetrievedPassage[]) =>
    hits.filter((hit) => !used.has(hit.passageId) && hasQuotableSentence(hit.text, question.question)).slice(0, PASSAGES_PER_QUESTION);
  let passages = fresh(await searchFilingPassages(deps.db, { ...search, items: question.items }));
  if (passages.length === 0) passages = fresh(await searchFilingPassages(deps.db, search));
  for (const passage of passages) used.add(passage.passageId);
  const context: AnswerContext = { ...base, facts: factsOfYear(facts, filing.fiscalYear, question.metrics), passages };
  const expects = question.metrics.length > 0 ? 'both' : 'text';
  const rounds = deps.rounds?.();
  return deps.provider.answer({ question: question.question, history: [], context, expects, signal, ...(rounds ? { rounds } : {}) });
}

/** Runs a claimed analysis to the end, writing each filing's answers as it goes. */
async function analyse(deps: AiDeps, id: string, symbol: string, signal: AbortSignal): Promise<'complete' | 'stopped'> {
  const [companyName, statements] = await Promise.all([deps.sources.companyName(symbol), deps.sources.annualStatements(symbol)]);
  await setAnalysisStatus(deps.db, id, 'in_progress', `Fetching the latest 10-K filings of ${symbol}`, deps.clock.now().toISOString());
  const filings = await ensureRecentFilings(deps.db, deps.sources, symbol, TENK_FILING_LIMIT, deps.clock.now().getTime());
  if (filings.length === 0) throw new AppError('not_found', `No 10-K filings found for ${symbol}`);
  const facts = statements ? buildStatementFacts(symbol, statements) : [];
  const base = { symbol, companyName, currency: statements?.currency ?? 'USD' };
  for (const [index, filing] of filings.entries()) {
    if (signal.aborted) return 'stopped';
    await setAnalysisStatus(
      deps.db,
      id,
      'in_progress',
      `Analysing the FY${filing.fiscalYear} 10-K (${index + 1} of ${filings.length})`,
      deps.clock.now().toISOString(),
    );
    const rows: TenKAnswerRow[] = [];
    const used = new Set<string>();
    for (const [position, question] of TENK_QUESTIONS.entries()) {
      const draft = await answerOne(deps, base, filing, question, facts, used, signal);
      const answer = await finalizeAnswer(deps, draft, {
        symbol,
        companyName,
        statements,
        facts: factsOfYear(facts, filing.fiscalYear, question.metrics),
      });
      rows.push({
        id: randomUUID(),
        analysisId: id,
        accession: filing.accession,
        fiscalYear: filing.fiscalYear,
        filedAt: filing.filedAt,
        questionKey: question.key,
        question: question.question,
        answer: answer.text,
        citations: JSON.stringify(answer.citations),
        verification: JSON.stringify(answer.verification),
        position,
      });
    }
    await replaceFilingAnswers(deps.db, id, filing.accession, rows);
  }
  await setAnalysisStatus(
    deps.db,
    id,
    'complete',
    `Analysed ${filings.length} 10-K filing${filings.length === 1 ? '' : 's'}`,
    deps.clock.now().toISOString(),
  );
  return 'complete';
}

/**
 * Runs an analysis to the end; failures end in `error` with their message. Its durable job
 * guarantees one runner at a time, so an analysis a dead process left in progress is taken over
 * as it stands. A stop request (shutdown) puts it back to pending and resolves 'stopped'.
 */
export async function runTenKAnalysis(deps: AiDeps, id: string, signal: AbortSignal): Promise<'complete' | 'stopped' | 'error' | 'absent'> {
  const analysis = await findAnalysisById(deps.db, id);
  if (!analysis) return 'absent';
  const claimed = await setAnalysisStatus(deps.db, id, 'in_progress', 'Starting', deps.clock.now().toISOString(), [
    'pending',
    'in_progress',
  ]);
  if (!claimed) return 'absent';
  let outcome: Awaited<ReturnType<typeof analyse>>;
  try {
    outcome = await analyse(deps, id, analysis.symbol, signal);
  } catch (error) {
    // Stopped mid-step (a model call cut by the shutdown) is a safe point, not a failure.
    if (!signal.aborted) {
      deps.logger.warn({ err: error, symbol: analysis.symbol }, '10-K analysis failed');
      const message = error instanceof Error && error.message ? error.message : 'An error occurred during processing';
      await setAnalysisStatus(deps.db, id, 'error', message, deps.clock.now().toISOString());
      return 'error';
    }
    outcome = 'stopped';
  }
  if (outcome === 'stopped') await setAnalysisStatus(deps.db, id, 'pending', 'Waiting to resume', deps.clock.now().toISOString());
  return outcome;
}

/** The ids of the analyses not yet complete nor failed (pending or in progress). */
export async function listUnfinishedAnalyses(db: AiDeps['db']): Promise<string[]> {
  return (await listAnalysesIn(db, ['pending', 'in_progress'])).map((analysis) => analysis.id);
}
