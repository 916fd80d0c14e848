/** Conversations and their messages; every read and write is scoped to the owning user. */
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../schema';
import type { ConversationMessageRow, ConversationRow, ConversationsTable } from '../tables/ai.table';

type Db = Kysely<Database> | Transaction<Database>;

export interface ConversationFilter {
  status: 'active' | 'archived';
  entityType?: 'Company';
  entityId?: string;
}

/** A conversation with its message count and the last question its user asked. */
export interface ConversationSummaryRow extends ConversationRow {
  messageCount: number;
  lastQuestion: string | null;
}

function summaries(db: Db) {
  return db
    .selectFrom('conversations as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('conversation_messages as m')
        .whereRef('m.conversationId', '=', 'c.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('messageCount'),
      eb
        .selectFrom('conversation_messages as m')
        .whereRef('m.conversationId', '=', 'c.id')
        .where('m.role', '=', 'user')
        .select('m.content')
        .orderBy('m.position', 'desc')
        .limit(1)
        .as('lastQuestion'),
    ]);
}

function filtered(db: Db, userId: string, filter: ConversationFilter) {
  let query = summaries(db).where('c.userId', '=', userId).where('c.status', '=', filter.status);
  if (filter.entityType) query = query.where('c.entityType', '=', filter.entityType);
  if (filter.entityId) query = query.where('c.entityId', '=', filter.entityId);
  return query;
}

export async function listConversationsOf(db: Db, userId: string, filter: ConversationFilter, page: { limit: number; offset: number }) {
  const rows = await filtered(db, userId, filter)
    .orderBy('c.updatedAt', 'desc')
    .orderBy('c.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  let count = db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', filter.status);
  if (filter.entityType) count = count.where('entityType', '=', filter.entityType);
  if (filter.entityId) count = count.where('entityId', '=', filter.entityId);
  const { n } = await count.executeTakeFirstOrThrow();
  return { rows: rows as ConversationSummaryRow[], total: Number(n) };
}

export async function findConversationOf(db: Db, userId: string, id: string): Promise<ConversationSummaryRow | undefined> {
  return (await summaries(db).where('c.userId', '=', userId).where('c.id', '=', id).executeTakeFirst()) as
    ConversationSummaryRow | undefined;
}

export async function insertConversation(db: Db, row: ConversationRow): Promise<void> {
  await db.insertInto('conversations').values(row).execute();
}

export async function updateConversationOf(db: Db, userId: string, id: string, changes: Updateable<ConversationsTable>): Promise<boolean> {
  const result = await db.updateTable('conversations').set(changes).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteConversationOf(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('conversations').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Messages oldest first. */
export function listMessagesOf(db: Db, conversationId: string, page: { limit: number; offset: number }): Promise<ConversationMessageRow[]> {
  return db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .orderBy('position')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The last `count` messages, oldest first (the history a reply is given). */
export async function lastMessagesOf(db: Db, conversationId: string, count: number): Promise<ConversationMessageRow[]> {
  const rows = await db
    .selectFrom('conversation_messages')
    .selectAll()
    .where('conversationId', '=', conversationId)
    .orderBy('position', 'desc')
    .limit(count)
    .execute();
  return rows.reverse();
}

/** Appends a message at the next position and touches the conversation's updatedAt. */
export async function appendMessage(
  db: Kysely<Database>,
  message: Omit<ConversationMessageRow, 'position'>,
): Promise<ConversationMessageRow> {
  return db.transaction().execute(async (trx) => {
    const { last } = await trx
      .selectFrom('conversation_messages')
      .select((eb) => eb.fn.max<number | null>('position').as('last'))
      .where('conversationId', '=', message.conversationId)
      .executeTakeFirstOrThrow();
    const row: ConversationMessageRow = { ...message, position: (last ?? 0) + 1 };
    await trx.insertInto('conversation_messages').values(row).execute();
    await trx.updateTable('conversations').set({ updatedAt: message.createdAt }).where('id', '=', message.conversationId).execute();
    return row;
  });
}
