/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Scheduled tasks (the price-alerts check) run once per schedule however many instances share
 * the database: each instance's timer tries to insert (name, slot); the primary key lets one win.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schedule_runs')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slot', 'bigint', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('schedule_runs_pk', ['name', 'slot'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schedule_runs').ifExists().execute();
}
