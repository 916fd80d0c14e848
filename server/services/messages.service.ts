/**
 * The in-app inbox. Users only ever reach their own messages: another user's id answers 404
 * like an unknown one. Subject and body arrive trimmed and non-empty (the route checks them).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromBoolInt } from '../db/column-types';
import {
  countMessagesOf,
  findMessageOf,
  insertMessage,
  listMessagesOf,
  type MessageFilter,
  updateMessagesOf,
} from '../db/repositories/message.repository';
import type { Database } from '../db/schema';
import type { Message, MessagePriority } from '../db/tables/message.table';
import { notFound } from '../lib/errors';
import { checkedLink } from '../lib/message-link';
import type { Message as ApiMessage } from '../../generated/model';

type SenderType = 'system' | 'user' | 'ai';

const SENDER_TYPES: readonly string[] = ['system', 'user', 'ai'];

function toApiMessage(row: Message): ApiMessage {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    priority: row.priority,
    senderType: (SENDER_TYPES.includes(row.senderType) ? row.senderType : 'system') as SenderType,
    isRead: fromBoolInt(row.isRead),
    isArchived: fromBoolInt(row.isArchived),
    createdAt: row.createdAt,
    relatedLink: row.relatedLink,
  };
}

export async function listMessages(
  db: Kysely<Database>,
  userId: string,
  filter: MessageFilter,
  page: { limit: number; offset: number },
): Promise<{ messages: ApiMessage[]; total: number; hasMore: boolean }> {
  const [rows, total] = await Promise.all([listMessagesOf(db, userId, filter, page), countMessagesOf(db, userId, filter)]);
  return { messages: rows.map(toApiMessage), total, hasMore: page.offset + rows.length < total };
}

export async function getMessage(db: Kysely<Database>, userId: string, id: string): Promise<ApiMessage> {
  const row = await findMessageOf(db, userId, id);
  if (!row) throw notFound('Message not found');
  return toApiMessage(row);
}

export interface NewInboxMessage {
  subject: string;
  body: string;
  priority?: MessagePriority;
  senderType: SenderType;
  link?: string;
}

export async function createMessage(db: Kysely<Database>, userId: string, input: NewInboxMessage, now: Date): Promise<ApiMessage> {
  const row: Message = {
    id: randomUUID(),
    userId,
    subject: input.subject,
    body: input.body,
    priority: input.priority ?? 'normal',
    senderType: input.senderType,
    isRead: 0,
    isArchived: 0,
    isDeleted: 0,
    relatedLink: checkedLink(input.link),
    createdAt: now.toISOString(),
    readAt: null,
    archivedAt: null,
  };
  await insertMessage(db, row);
  return toApiMessage(row);
}

export async function getUnreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  return countMessagesOf(db, userId, { unreadOnly: true });
}

export async function getMessageStats(db: Kysely<Database>, userId: string) {
  const count = (filter: MessageFilter) => countMessagesOf(db, userId, filter);
  const [all, unread, archived, totalMessages, unreadMessages] = await Promise.all([
    count({}),
    count({ unreadOnly: true }),
    count({ archivedOnly: true }),
    count({ includeArchived: true }),
    count({ includeArchived: true, unreadOnly: true }),
  ]);
  return {
    all,
    unread,
    archived,
    totalMessages,
    archivedMessages: archived,
    unreadMessages,
    unreadNonArchivedMessages: unread,
  };
}

/** Changes one of the user's messages and answers with it; 404 when it is not theirs. */
async function changeMessage(db: Kysely<Database>, userId: string, id: string, changes: Partial<Message>): Promise<ApiMessage> {
  const changed = await updateMessagesOf(db, userId, changes, (eb) => eb.and([eb('id', '=', id)]));
  if (changed === 0) throw notFound('Message not found');
  return getMessage(db, userId, id);
}

export function markRead(db: Kysely<Database>, userId: string, id: string, now: Date): Promise<ApiMessage> {
  return changeMessage(db, userId, id, { isRead: 1, readAt: now.toISOString() });
}

export function archive(db: Kysely<Database>, userId: string, id: string, now: Date): Promise<ApiMessage> {
  return changeMessage(db, userId, id, { isArchived: 1, archivedAt: now.toISOString() });
}

export async function deleteMessage(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  const changed = await updateMessagesOf(db, userId, { isDeleted: 1 }, (eb) => eb.and([eb('id', '=', id)]));
  if (changed === 0) throw notFound('Message not found');
}

export function markAllRead(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  return updateMessagesOf(db, userId, { isRead: 1, readAt: now.toISOString() }, (eb) =>
    eb.and([eb('isArchived', '=', 0), eb('isRead', '=', 0)]),
  );
}

export function archiveAll(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  return updateMessagesOf(db, userId, { isArchived: 1, archivedAt: now.toISOString() }, (eb) => eb.and([eb('isArchived', '=', 0)]));
}

export function deleteArchived(db: Kysely<Database>, userId: string): Promise<number> {
  return updateMessagesOf(db, userId, { isDeleted: 1 }, (eb) => eb.and([eb('isArchived', '=', 1)]));
}
