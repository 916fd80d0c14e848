/**
 * Work that must not run twice at once, across every instance on one database: on PostgreSQL a
 * session advisory lock named by `name`, held on a connection of its own while `work` runs on the
 * pool; on SQLite (one process) a queue per name in this process.
 */
import { sql } from 'kysely';
import { perDatabase } from '../lib/per-database';
import { type AnyKysely, dialectOf } from './database';

/** The work queued under each name, per database: apps sharing a process (tests) never wait on each other. */
const queuesOf = perDatabase(() => new Map<string, Promise<unknown>>());

export async function withExclusiveLock<T>(db: AnyKysely, name: string, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') {
    return db.connection().execute(async (session) => {
      await sql`select pg_advisory_lock(hashtext(${name}))`.execute(session);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(session);
      }
    });
  }
  const queues = queuesOf(db);
  const previous = queues.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.catch(() => undefined);
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return run;
}
