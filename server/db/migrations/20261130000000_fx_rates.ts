/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Exchange rates against the US dollar, one row per currency: the rate, the day it is for, and
 * the provider that gave it and when. Ratios that mix a trading and a reporting currency, and the
 * screener's US-dollar market caps, convert with these and say which rate and date they used.
 * company_metrics keeps the two currencies its row was computed in and the rates it used (JSON),
 * so an answer names the very rates behind its figures, not a newer one stored since.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fx_rates')
    .addColumn('currency', 'text', (col) => col.primaryKey())
    .addColumn('usd_per_unit', 'double precision', (col) => col.notNull())
    .addColumn('rate_date', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('company_metrics').addColumn('price_currency', 'text').execute();
  await db.schema.alterTable('company_metrics').addColumn('reporting_currency', 'text').execute();
  await db.schema.alterTable('company_metrics').addColumn('fx_rates', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_metrics').dropColumn('fx_rates').execute();
  await db.schema.alterTable('company_metrics').dropColumn('reporting_currency').execute();
  await db.schema.alterTable('company_metrics').dropColumn('price_currency').execute();
  await db.schema.dropTable('fx_rates').ifExists().execute();
}
