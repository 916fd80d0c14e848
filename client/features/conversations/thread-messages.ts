/**
 * What a conversation thread shows: the stored messages, then the exchange still streaming in
 * (the sent text and the reply so far). A refetch can bring the stored copies of that exchange
 * while it is still on screen; each part is shown once, the stored copy winning.
 */
import type { ConversationMessage } from '../../../generated/model';

export interface PendingExchange {
  /** How many messages the thread had stored when the message was sent. */
  storedBefore: number;
  user: string;
  /** The id of the stored user message, once the server has sent it back. */
  userId?: string;
  reply: string;
  /** The id of the stored reply, once it is complete. */
  replyId?: string;
}

export type ThreadEntry = Pick<ConversationMessage, 'id' | 'role' | 'content' | 'citations'>;

export const PENDING_USER_ID = 'pending-user';
export const PENDING_REPLY_ID = 'pending-reply';

/** The stored messages followed by whatever part of `pending` is not stored yet. */
export function threadMessages(stored: readonly ConversationMessage[], pending: PendingExchange | null): ThreadEntry[] {
  if (!pending) return [...stored];
  const ids = new Set(stored.map((message) => message.id));
  const storedSince = stored.slice(pending.storedBefore);
  const userStored = pending.userId
    ? ids.has(pending.userId)
    : storedSince.some((message) => message.role === 'user' && message.content === pending.user);
  const replyStored = pending.replyId
    ? ids.has(pending.replyId)
    : userStored && storedSince.some((message) => message.role === 'assistant');
  const entries: ThreadEntry[] = [...stored];
  if (!userStored) entries.push({ id: PENDING_USER_ID, role: 'user', content: pending.user });
  if (!replyStored && pending.reply) entries.push({ id: PENDING_REPLY_ID, role: 'assistant', content: pending.reply });
  return entries;
}
