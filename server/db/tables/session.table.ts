import type { Insertable, Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/**
 * A browser session. Only a hash of the cookie value is stored (`id_hash`), so a leaked
 * database does not leak usable sessions.
 */
export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: IsoTimestamp;
  last_seen_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  user_agent: string | null;
}

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
