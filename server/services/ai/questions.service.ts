/**
 * Ask AI: a user's questions about a ticker. A question is answered in the background; the
 * request waits up to AI_ANSWER_WAIT_MS and otherwise answers `processing` (the client polls).
 * A slow answer leaves an inbox message when the user chose 'Alert me when AI completes'.
 */
import { randomUUID } from 'node:crypto';
import type { Citation, QaEntry } from '../../../generated/model';
import {
  deleteQuestionOf,
  failProcessingQuestions,
  findQuestionOf,
  insertQuestion,
  listQuestionsOf,
  updateQuestion,
} from '../../db/repositories/ai-question.repository';
import type { AiQuestionRow } from '../../db/tables/ai.table';
import type { JobRunner } from '../../jobs/runtime/job-runner';
import { notFound } from '../../lib/errors';
import { createMessage } from '../messages.service';
import { listPreferences } from '../preferences.service';
import { type AiDeps, answerQuestion } from './answerer';
import { parseVerification } from './claims/claim-verify';

const ALERT_PREFERENCE = 'askAIAlertOnCompletion';
const QUESTION_NOT_FOUND = 'Question not found';

export interface AskDeps extends AiDeps {
  jobs: JobRunner;
  answerWaitMs: number;
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
    createdAt: row.created_at,
    completedAt: row.completed_at,
    updatedAt: row.updated_at,
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

/** Stores the question (new, or an earlier one being refreshed) as processing. */
async function storeProcessing(deps: AskDeps, userId: string, input: AskInput, alert: boolean): Promise<AiQuestionRow> {
  const at = deps.clock.now().toISOString();
  const reset = {
    question: input.question,
    answer: null,
    citations: '[]',
    verification: null,
    status: 'processing' as const,
    error: null,
    completed_at: null,
  };
  if (input.id) {
    const existing = await findQuestionOf(deps.db, userId, input.id);
    if (!existing || existing.ticker !== input.ticker) throw notFound(QUESTION_NOT_FOUND);
    await updateQuestion(deps.db, existing.id, { ...reset, alert_on_completion: alert ? 1 : 0, updated_at: at });
    return { ...existing, ...reset, alert_on_completion: alert ? 1 : 0, updated_at: at };
  }
  const row: AiQuestionRow = {
    id: randomUUID(),
    user_id: userId,
    ticker: input.ticker,
    ...reset,
    alert_on_completion: alert ? 1 : 0,
    created_at: at,
    updated_at: null,
  };
  await insertQuestion(deps.db, row);
  return row;
}

/** Answers a stored question and records the outcome; never throws (failures are stored). */
async function answerStored(deps: AskDeps, row: AiQuestionRow, signal: AbortSignal): Promise<void> {
  try {
    const answer = await answerQuestion(deps, { symbol: row.ticker, question: row.question, signal });
    const completedAt = deps.clock.now().toISOString();
    await updateQuestion(deps.db, row.id, {
      status: 'completed',
      answer: answer.text,
      citations: JSON.stringify(answer.citations),
      verification: JSON.stringify(answer.verification),
      completed_at: completedAt,
    });
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'The answer failed';
    await updateQuestion(deps.db, row.id, { status: 'error', error: message, completed_at: deps.clock.now().toISOString() });
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
    if (waited && row.alert_on_completion === 1) await alertWhenDone(deps, userId, row);
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

/** At start-up: closes the questions a stopped process left processing; returns how many. */
export function failInterruptedQuestions({ db, clock }: Pick<AiDeps, 'db' | 'clock'>): Promise<number> {
  return failProcessingQuestions(db, 'The answer was interrupted by a restart; refresh to ask again.', clock.now().toISOString());
}
