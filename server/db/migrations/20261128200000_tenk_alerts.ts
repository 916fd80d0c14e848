/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/* The newest 10-K each favourited company was checked at, so a new one is announced once. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenk_alerts')
    .addColumn('symbol', 'text', (col) => col.primaryKey())
    .addColumn('accession', 'text', (col) => col.notNull())
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenk_alerts').execute();
}
