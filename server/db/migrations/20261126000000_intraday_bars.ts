/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import { type Kysely, sql } from 'kysely';

/*
 * Intraday bars of real providers, stored by the per-symbol refresh: the last two trading days
 * of 1-minute and of 15-minute bars, one row per bar, stamped with the provider and as-of time
 * like every other market row. `timestamp` is the bar's start as UTC ISO-8601 text (so text order
 * is time order). The demo market computes its bars and stores none.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('intraday_bars')
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('interval', 'text', (col) => col.notNull().check(sql`${sql.ref('interval')} in ('1min', '15min')`))
    .addColumn('timestamp', 'text', (col) => col.notNull())
    .addColumn('open', 'double precision', (col) => col.notNull())
    .addColumn('high', 'double precision', (col) => col.notNull())
    .addColumn('low', 'double precision', (col) => col.notNull())
    .addColumn('close', 'double precision', (col) => col.notNull())
    .addColumn('volume', 'double precision', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('intraday_bars_pk', ['symbol', 'interval', 'timestamp'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('intraday_bars').ifExists().execute();
}
