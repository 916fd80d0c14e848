import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

export type MessagePriority = 'high' | 'normal' | 'low';

/** An in-app message to one user. Deletion is soft (`isDeleted`). */
export interface MessagesTable {
  id: string;
  userId: string;
  subject: string;
  body: string;
  /** Default 'normal'; the database rejects anything but high, normal, low. */
  priority: Generated<MessagePriority>;
  /** Default 'system'. */
  senderType: Generated<string>;
  isRead: Generated<BoolInt>;
  isArchived: Generated<BoolInt>;
  isDeleted: Generated<BoolInt>;
  relatedLink: string | null;
  createdAt: IsoTimestamp;
  readAt: IsoTimestamp | null;
  archivedAt: IsoTimestamp | null;
}

export type Message = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type MessageUpdate = Updateable<MessagesTable>;
