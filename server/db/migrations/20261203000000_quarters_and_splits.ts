/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Fiscal quarters beside the fiscal years (one row per company and quarter end, labelled with
 * the company's fiscal year and quarter), and the stock splits the per-share figures and share
 * counts of both are adjusted for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quarterly_statements')
    .addColumn('symbol', 'text', (col) => col.notNull().references('securities.symbol').onDelete('cascade'))
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('fiscal_year', 'integer', (col) => col.notNull())
    .addColumn('fiscal_quarter', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('income', 'text')
    .addColumn('balance', 'text')
    .addColumn('cash_flow', 'text')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('quarterly_statements_pk', ['symbol', 'period_end'])
    .execute();
  await db.schema
    .createTable('stock_splits')
    .addColumn('symbol', 'text', (col) => col.notNull().references('securities.symbol').onDelete('cascade'))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('ratio', 'double precision', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('stock_splits_pk', ['symbol', 'date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_splits').ifExists().execute();
  await db.schema.dropTable('quarterly_statements').ifExists().execute();
}
