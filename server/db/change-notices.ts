/**
 * Telling the other instances on one PostgreSQL that shared data changed, so they drop what
 * they cached from it (LISTEN/NOTIFY). On SQLite, one process serves the app: nothing to tell.
 */
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { dialectOf, parseDatabaseUrl } from './database';
import type { Database } from './schema';

/** Market data (companies, quotes, statements) was written. */
export const MARKET_DATA_CHANGED = 'market_data_changed';

/** Notifies every instance listening on `channel` (this one included). */
export async function announceChange(db: Kysely<Database>, channel: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select pg_notify(${channel}, '')`.execute(db);
}

export interface ChangeListener {
  close(): Promise<void>;
}

/**
 * Calls `onChange` whenever any instance announces a change on `channel`. A dedicated connection
 * listens; if it drops, it reconnects after a second, and `onChange` runs once then too (a
 * notice may have been missed meanwhile).
 */
export async function listenForChanges(
  databaseUrl: string,
  channel: string,
  onChange: () => void,
  logger: Logger,
): Promise<ChangeListener> {
  const target = parseDatabaseUrl(databaseUrl);
  if (target.kind !== 'postgres') return { close: async () => {} };
  let closed = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: target.connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onChange();
    });
    next.on('error', (err) => {
      logger.warn({ err, channel }, 'change listener lost its connection; reconnecting');
      void next.end().catch(() => {});
      if (!closed)
        setTimeout(
          () => void connect().then(onChange, (error: unknown) => logger.error({ err: error }, 'change listener could not reconnect')),
          1000,
        ).unref();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      await client?.end();
    },
  };
}
