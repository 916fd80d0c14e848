/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * Filings of every form the product reads (10-K, 10-Q, 20-F): a filing names its form and fiscal
 * period (FY, Q1–Q3); a passage that is a table keeps its rows and cells (`table_json`). On a
 * 10-Q a passage's `item` is keyed by part ('I-2', 'II-1A'). The filings split before this
 * migration were split by the regular-expression splitter: they are public data read again on
 * demand, so they are dropped and split anew by the HTML parser.
 */

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await sql`delete from filing_passages_fts`.execute(db);
  await db.deleteFrom('filing_passages').execute();
  await db.deleteFrom('filings').execute();
  await db.schema
    .alterTable('filings')
    .addColumn('form', 'text', (col) => col.notNull().defaultTo('10-K'))
    .execute();
  await db.schema
    .alterTable('filings')
    .addColumn('fiscal_period', 'text', (col) => col.notNull().defaultTo('FY'))
    .execute();
  await db.schema.alterTable('filing_passages').addColumn('table_json', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('filing_passages').dropColumn('table_json').execute();
  await db.schema.alterTable('filings').dropColumn('fiscal_period').execute();
  await db.schema.alterTable('filings').dropColumn('form').execute();
}
