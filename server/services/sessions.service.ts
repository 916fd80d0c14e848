/**
 * Browser sessions: a random 256-bit id in the cookie, only its SHA-256 in the database. A
 * session ends after `sessionIdleMs` without a request or `sessionAbsoluteMs` after sign-in,
 * whichever comes first.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { deleteSession, findSession, insertSession, touchSession } from '../db/repositories/session.repository';
import type { Database } from '../db/schema';
import { hashSecret, randomSecret } from '../lib/secrets';

/** lastSeenAt is written at most this often, so polling does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface StartedSession {
  secret: string;
  expiresAt: Date;
}

export async function startSession(
  db: Kysely<Database>,
  auth: Config['auth'],
  userId: string,
  now: Date,
  userAgent: string | undefined,
): Promise<StartedSession> {
  const secret = randomSecret(32);
  const expiresAt = new Date(now.getTime() + auth.sessionAbsoluteMs);
  await insertSession(db, {
    idHash: hashSecret(secret),
    userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    userAgent: userAgent?.slice(0, 512) ?? null,
  });
  return { secret, expiresAt };
}

/** The session's user id and hash, or undefined when the session is unknown, idle too long or too old. */
export async function resolveSession(
  db: Kysely<Database>,
  auth: Config['auth'],
  secret: string,
  now: Date,
): Promise<{ userId: string; idHash: string } | undefined> {
  const idHash = hashSecret(secret);
  const session = await findSession(db, idHash);
  if (!session) return undefined;
  const idleSince = Date.parse(session.lastSeenAt);
  const ended = Date.parse(session.expiresAt) <= now.getTime() || idleSince + auth.sessionIdleMs <= now.getTime();
  if (ended) {
    await deleteSession(db, idHash);
    return undefined;
  }
  if (now.getTime() - idleSince >= TOUCH_INTERVAL_MS) await touchSession(db, idHash, now.toISOString());
  return { userId: session.userId, idHash };
}

export async function endSession(db: Kysely<Database>, secret: string): Promise<void> {
  await deleteSession(db, hashSecret(secret));
}
