/** Browser sessions, keyed by the hash of the cookie value. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { NewSession, Session } from '../tables/session.table';

type Db = Kysely<Database>;

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export function findSession(db: Db, idHash: string): Promise<Session | undefined> {
  return db.selectFrom('sessions').selectAll().where('idHash', '=', idHash).executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: at }).where('idHash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('idHash', '=', idHash).execute();
}
