import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

export type MessagePriority = 'high' | 'normal' | 'low';

/** An in-app message to one user. Deletion is soft (`is_deleted`). */
export interface MessagesTable {
  id: string;
  user_id: string;
  subject: string;
  body: string;
  /** Default 'normal'; the database rejects anything but high, normal, low. */
  priority: Generated<MessagePriority>;
  /** Default 'system'. */
  sender_type: Generated<string>;
  is_read: Generated<BoolInt>;
  is_archived: Generated<BoolInt>;
  is_deleted: Generated<BoolInt>;
  related_link: string | null;
  created_at: IsoTimestamp;
  read_at: IsoTimestamp | null;
  archived_at: IsoTimestamp | null;
}

export type Message = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type MessageUpdate = Updateable<MessagesTable>;
