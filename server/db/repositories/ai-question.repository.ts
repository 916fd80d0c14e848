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
  return db.selectFrom('ai_questions').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The user's questions (about one ticker when given), most recently asked or refreshed first. */
export function listQuestionsOf(db: Db, userId: string, ticker?: string): Promise<AiQuestionRow[]> {
  let query = db.selectFrom('ai_questions').selectAll().where('user_id', '=', userId);
  if (ticker) query = query.where('ticker', '=', ticker);
  return query
    .orderBy(sql`coalesce(updated_at, created_at)`, 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

export async function updateQuestion(db: Db, id: string, changes: Updateable<AiQuestionsTable>): Promise<void> {
  await db.updateTable('ai_questions').set(changes).where('id', '=', id).execute();
}

/** True when the user's question existed and was deleted. */
export async function deleteQuestionOf(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('ai_questions').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Marks questions left processing by a stopped process as failed; returns how many. */
export async function failProcessingQuestions(db: Db, message: string, at: string): Promise<number> {
  const result = await db
    .updateTable('ai_questions')
    .set({ status: 'error', error: message, completed_at: at })
    .where('status', '=', 'processing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
