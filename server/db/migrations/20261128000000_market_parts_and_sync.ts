/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Partial refreshes and the background market sync.
 *
 * `market_parts`: one row per security and part (profile, quote, statements, executives, bars,
 * filings, fund, news) saying which provider last served it and when (`provider`, `as_of`, null
 * until it succeeded once) and its last failure (`last_error`, `last_error_at`, cleared by the
 * next success). A failed part keeps its previous rows; the part row says why they are old.
 *
 * `market_sync`: the state of the background sync, one row per sync name ('market'): the pass in
 * progress (`pass_started_at`, null when idle), its size and progress. `market_sync_companies`
 * says when the sync last worked on each company, so a restart resumes the pass where it stopped
 * (a company attempted after `pass_started_at` is done).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_parts')
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('part', 'text', (col) => col.notNull())
    .addColumn('provider', 'text')
    .addColumn('as_of', 'text')
    .addColumn('detail', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .addPrimaryKeyConstraint('market_parts_pk', ['symbol', 'part'])
    .execute();

  await db.schema
    .createTable('market_sync')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('pass_started_at', 'text')
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('errors', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requests', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('last_pass_finished_at', 'text')
    .addColumn('last_pass_ms', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('market_sync_companies')
    .addColumn('symbol', 'text', (col) => col.primaryKey())
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('market_sync_companies').ifExists().execute();
  await db.schema.dropTable('market_sync').ifExists().execute();
  await db.schema.dropTable('market_parts').ifExists().execute();
}
