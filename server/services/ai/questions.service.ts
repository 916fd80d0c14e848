/**
 * Ask AI: a user's questions about a ticker. A question is answered in the background; the
 * request waits up to AI_ANSWER_WAIT_MS and otherwise answers `processing` (the client polls).
 * A slow answer leaves an inbox message when the user chose 'Alert me when AI completes'.
 *
 * The process answering a question holds a lease on it (its id in `lockedBy`, `lockedAt`
 * renewed every third of the lease), like a durable job: a question is closed as interrupted
 * only once its lease has expired, so instances sharing a PostgreSQL never close each other's
 * answers, and only the lease holder records the outcome.
 */
import { randomUUID } from 'node:crypto';
import type { Citation, QaEntry } from '../../../generated/model';
import {
  deleteQuestionOf,
  failProcessingQuestions,
  findQuestionOf,
  finishQuestion,
  insertQuestion,
  listQuestionsOf,
  renewQuestionLease,
  updateQuestion,
} from '../../db/repositories/ai-question.repository';
import { dialectOf } from '../../db/database';
import type { AiQuestionRow } from '../../db/tables/ai.table';
import type { JobRunner } from '../../jobs/runtime/job-runner';
import { notFound } from '../../lib/errors';
import { createMessage } from '../messages.service';
import { listPreferences } from '../preferences.service';
import { type AiDeps, answerQuestion } from './answerer';
import { parseVerification } from './claims/claim-verify';

const ALERT_PREFERENCE = 'askAIAlertOnCompletion';
const QUESTION_NOT_FOUND = 'Question not found';

/** Who answers: this process's id and its lease (the durable jobs' owner and JOB_LEASE_MS). */
interface AnswerLease {
  owner: string;
  leaseMs: number;
}

export interface AskDeps extends AiDeps {
  jobs: JobRunner;
  answerWaitMs: number;
  lease: AnswerLease;
}

export interface AskInput {
  question: string;
  ticker: string;
  /** Refresh this earlier entry instead of asking anew. */
  id?: string;
}

function toQaEntry(row: AiQuestionRow): QaEntry {
  return {
    id: row.id,
    ticker: row.ticker,
    question: row.question,
    answer: row.answer,
    status: row.status,
    ...(row.error ? { error: row.error } : {}),
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    updatedAt: row.updatedAt,
    citations: JSON.parse(row.citations) as Citation[],
    ...parseVerification(row.verification),
  };
}

export async function listHistory(deps: Pick<AiDeps, 'db'>, userId: string, ticker?: string): Promise<QaEntry[]> {
  return (await listQuestionsOf(deps.db, userId, ticker)).map(toQaEntry);
}

export async function getQuestion(deps: Pick<AiDeps, 'db'>, userId: string, id: string): Promise<QaEntry> {
  const row = await findQuestionOf(deps.db, userId, id);
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return toQaEntry(row);
}

export async function deleteQuestion(deps: Pick<AiDeps, 'db'>, userId: string, id: string): Promise<void> {
  if (!(await deleteQuestionOf(deps.db, userId, id))) throw notFound(QUESTION_NOT_FOUND);
}

async function wantsAlert(deps: AiDeps, userId: string): Promise<boolean> {
  const preferences = await listPreferences(deps.db, userId);
  return preferences.some((preference) => preference.name === ALERT_PREFERENCE && preference.value === 'true');
}

/** Stores the question (new, or an earlier one being refreshed) as processing, under this process's lease. */
async function storeProcessing(deps: AskDeps, userId: string, input: AskInput, alert: boolean): Promise<AiQuestionRow> {
  const at = deps.clock.now().toISOString();
  const reset = {
    question: input.question,
    answer: null,
    citations: '[]',
    verification: null,
    status: 'processing' as const,
    error: null,
    completedAt: null,
    lockedBy: deps.lease.owner,
    lockedAt: at,
  };
  if (input.id) {
    const existing = await findQuestionOf(deps.db, userId, input.id);
    if (!existing || existing.ticker !== input.ticker) throw notFound(QUESTION_NOT_FOUND);
    await updateQuestion(deps.db, existing.id, { ...reset, alertOnCompletion: alert ? 1 : 0, updatedAt: at });
    return { ...existing, ...reset, alertOnCompletion: alert ? 1 : 0, updatedAt: at };
  }
  const row: AiQuestionRow = {
    id: randomUUID(),
    userId,
    ticker: input.ticker,
    ...reset,
    alertOnCompletion: alert ? 1 : 0,
    createdAt: at,
    updatedAt: null,
  };
  await insertQuestion(deps.db, row);
  return row;
}

/**
 * Answers a stored question, renewing the lease meanwhile, and records the outcome while this
 * process still holds it; never throws (failures are stored).
 */
async function answerStored(deps: AskDeps, row: AiQuestionRow, signal: AbortSignal): Promise<void> {
  const { owner, leaseMs } = deps.lease;
  const renew = setInterval(
    () => void renewQuestionLease(deps.db, row.id, owner, deps.clock.now().toISOString()).catch(() => undefined),
    Math.max(10, Math.floor(leaseMs / 3)),
  );
  try {
    const answer = await answerQuestion(deps, { symbol: row.ticker, question: row.question, signal });
    await finishQuestion(deps.db, row.id, owner, {
      status: 'completed',
      answer: answer.text,
      citations: JSON.stringify(answer.citations),
      verification: JSON.stringify(answer.verification),
      completedAt: deps.clock.now().toISOString(),
    });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'The answer failed';
    await finishQuestion(deps.db, row.id, owner, { status: 'error', error: message, completedAt: deps.clock.now().toISOString() });
  } finally {
    clearInterval(renew);
  }
}

async function alertWhenDone(deps: AskDeps, userId: string, row: AiQuestionRow): Promise<void> {
  const done = await findQuestionOf(deps.db, userId, row.id);
  if (!done || done.status === 'processing') return;
  const outcome = done.status === 'completed' ? 'has been answered' : `could not be answered: ${done.error ?? 'unknown error'}`;
  await createMessage(
    deps.db,
    userId,
    {
      subject: `AI answer ready: ${row.ticker}`,
      body: `Your question “${row.question}” about ${row.ticker} ${outcome}.`,
      senderType: 'ai',
      link: `/ask/${row.ticker}`,
    },
    deps.clock.now(),
  );
}

/**
 * Asks (or refreshes) a question. Resolves with the entry and whether it is finished within the
 * wait; an unfinished one completes in the background (and alerts the user when they asked for it).
 */
export async function askQuestion(deps: AskDeps, userId: string, input: AskInput): Promise<{ entry: QaEntry; finished: boolean }> {
  await deps.sources.companyName(input.ticker);
  const row = await storeProcessing(deps, userId, input, await wantsAlert(deps, userId));
  let waited = false;
  const work = deps.jobs.run('ai-answer', async (signal) => {
    await answerStored(deps, row, signal);
    if (waited && row.alertOnCompletion === 1) await alertWhenDone(deps, userId, row);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finished = await Promise.race([
    work.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), deps.answerWaitMs);
    }),
  ]);
  clearTimeout(timer);
  waited = !finished;
  return { entry: await getQuestion(deps, userId, row.id), finished };
}

const INTERRUPTED = 'The answer was interrupted: the server answering it stopped. Refresh to ask again.';

/**
 * Closes the processing questions whose process stopped: those whose lease expired `leaseMs`
 * after its last renewal, or every one when `leaseMs` is undefined. Returns how many.
 */
export function failAbandonedQuestions({ db, clock }: Pick<AiDeps, 'db' | 'clock'>, leaseMs: number | undefined): Promise<number> {
  const now = clock.now();
  const expiredBefore = leaseMs === undefined ? undefined : new Date(now.getTime() - leaseMs).toISOString();
  return failProcessingQuestions(db, INTERRUPTED, now.toISOString(), expiredBefore);
}

/**
 * At start-up: on SQLite (no other process shares the file) every question left processing was
 * the last process's; on PostgreSQL only those whose lease expired, as other instances may be answering the rest.
 */
export function failQuestionsLeftAtStart(deps: Pick<AiDeps, 'db' | 'clock'>, leaseMs: number): Promise<number> {
  return failAbandonedQuestions(deps, dialectOf(deps.db) === 'sqlite' ? undefined : leaseMs);
}
