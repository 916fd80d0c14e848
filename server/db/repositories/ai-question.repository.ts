/** Ask AI questions; every read and write is scoped to the owning user. */
import type { Kysely, Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../schema';
import type { AiQuestionRow, AiQuestionsTable } from '../tables/ai.table';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertQuestion(db: Db, row: AiQuestionRow): Promise<void> {
  await db.insertInto('ai_questions').values(row).execute();
}

export function findQuestionOf(db: Db, userId: string, id: string): Promise<AiQuestionRow | undefined> {
  return db.selectFrom('ai_questions').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The user's questions (about one ticker when given), most recently asked or refreshed first. */
export function listQuestionsOf(db: Db, userId: string, ticker?: string): Promise<AiQuestionRow[]> {
  let query = db.selectFrom('ai_questions').selectAll().where('userId', '=', userId);
  if (ticker) query = query.where('ticker', '=', ticker);
  return query
    .orderBy(sql`coalesce(updated_at, created_at)`, 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

export async function updateQuestion(db: Db, id: string, changes: Updateable<AiQuestionsTable>): Promise<void> {
  await db.updateTable('ai_questions').set(changes).where('id', '=', id).execute();
}

/** True when the user's question existed and was deleted. */
export async function deleteQuestionOf(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('ai_questions').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Records the outcome of an answer (and ends its lease) when `owner` still holds the question:
 * false when its lease expired and it was closed meanwhile, or it was asked again since.
 */
export async function finishQuestion(db: Db, id: string, owner: string, changes: Updateable<AiQuestionsTable>): Promise<boolean> {
  const result = await db
    .updateTable('ai_questions')
    .set({ ...changes, lockedBy: null, lockedAt: null })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('lockedBy', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Renews `owner`'s lease on a question it is answering. */
export async function renewQuestionLease(db: Db, id: string, owner: string, at: string): Promise<void> {
  await db
    .updateTable('ai_questions')
    .set({ lockedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('lockedBy', '=', owner)
    .execute();
}

/**
 * Marks as failed the processing questions whose lease expired before `leaseExpiredBefore` (or
 * that have none), or every processing question when it is undefined; returns how many.
 */
export async function failProcessingQuestions(db: Db, message: string, at: string, leaseExpiredBefore?: string): Promise<number> {
  let query = db
    .updateTable('ai_questions')
    .set({ status: 'error', error: message, completedAt: at, lockedBy: null, lockedAt: null })
    .where('status', '=', 'processing');
  if (leaseExpiredBefore !== undefined) {
    query = query.where((eb) => eb.or([eb('lockedAt', 'is', null), eb('lockedAt', '<', leaseExpiredBefore)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
