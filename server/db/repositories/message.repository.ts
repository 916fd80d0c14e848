/** A user's inbox. Every query is scoped to one user; deletion is soft (`isDeleted`). */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Message, MessagePriority, MessageUpdate, NewMessage } from '../tables/message.table';

type Db = Kysely<Database>;

export interface MessageFilter {
  includeArchived?: boolean;
  archivedOnly?: boolean;
  includeDeleted?: boolean;
  unreadOnly?: boolean;
  priority?: MessagePriority;
  senderType?: string;
}

function filtered(db: Db, userId: string, filter: MessageFilter) {
  let query = db.selectFrom('messages').where('userId', '=', userId);
  if (!filter.includeDeleted) query = query.where('isDeleted', '=', 0);
  if (filter.archivedOnly) query = query.where('isArchived', '=', 1);
  else if (!filter.includeArchived) query = query.where('isArchived', '=', 0);
  if (filter.unreadOnly) query = query.where('isRead', '=', 0);
  if (filter.priority) query = query.where('priority', '=', filter.priority);
  if (filter.senderType) query = query.where('senderType', '=', filter.senderType);
  return query;
}

export function listMessagesOf(db: Db, userId: string, filter: MessageFilter, page: { limit: number; offset: number }): Promise<Message[]> {
  return filtered(db, userId, filter)
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMessagesOf(db: Db, userId: string, filter: MessageFilter): Promise<number> {
  const row = await filtered(db, userId, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One of the user's messages that is not deleted. */
export function findMessageOf(db: Db, userId: string, id: string): Promise<Message | undefined> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
}

export async function insertMessage(db: Db, message: NewMessage): Promise<void> {
  await db.insertInto('messages').values(message).execute();
}

/** Updates the user's non-deleted messages matching `where`; returns how many changed. */
export async function updateMessagesOf(
  db: Db,
  userId: string,
  changes: MessageUpdate,
  where: (eb: ExpressionBuilder<Database, 'messages'>) => ReturnType<ExpressionBuilder<Database, 'messages'>['and']>,
): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set(changes)
    .where('userId', '=', userId)
    .where('isDeleted', '=', 0)
    .where(where)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
