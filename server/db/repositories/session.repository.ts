/** Browser sessions, keyed by the hash of the cookie value. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { NewSession, Session } from '../tables/session.table';

type Db = Kysely<Database>;

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export function findSession(db: Db, idHash: string): Promise<Session | undefined> {
  return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
}

export async function touchSession(db: Db, idHash: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}
