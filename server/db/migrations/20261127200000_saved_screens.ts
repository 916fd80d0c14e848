/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Saved screens: a user's named screener filters, sort and columns (JSON as text), with the
 * alert switch and the members the alert last saw (a JSON array of tickers; null before its first check).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_screens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('filters', 'text', (col) => col.notNull())
    .addColumn('sort_by', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'text', (col) => col.notNull())
    .addColumn('columns', 'text')
    .addColumn('alert', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('members', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('saved_screens_user_name_unique', ['user_id', 'name'])
    .execute();
  await db.schema.createIndex('saved_screens_alert_idx').on('saved_screens').column('alert').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_screens').execute();
}
