import type { Insertable, Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/**
 * A browser session. Only a hash of the cookie value is stored (`idHash`), so a leaked
 * database does not leak usable sessions.
 */
export interface SessionsTable {
  idHash: string;
  userId: string;
  createdAt: IsoTimestamp;
  lastSeenAt: IsoTimestamp;
  expiresAt: IsoTimestamp;
  userAgent: string | null;
}

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
