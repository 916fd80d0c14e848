/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * The figures only a filing holds: revenue and operating income by segment, product and
 * geography, read from a 10-K's or 10-Q's inline XBRL. `filing_segment_reads` records each
 * filing read (also one without such figures, so it is not fetched again) with the document's
 * own form, fiscal year and period; `segment_facts` holds each figure with its member, concept
 * and period. Same conventions as the market data: text ids, ISO text, double precision.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('filing_segment_reads')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('accession', 'text', (c) => c.notNull())
    .addColumn('form', 'text')
    .addColumn('fiscal_year', 'integer')
    .addColumn('fiscal_period', 'text')
    .addColumn('period_end', 'text')
    .addColumn('filed_at', 'text')
    .addColumn('document_url', 'text')
    .addColumn('fact_count', 'integer', (c) => c.notNull())
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('filing_segment_reads_pk', ['symbol', 'accession'])
    .execute();
  await db.schema
    .createTable('segment_facts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('accession', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('axis', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('member', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('concept', 'text', (c) => c.notNull())
    .addColumn('fiscal_year', 'integer', (c) => c.notNull())
    .addColumn('fiscal_period', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('segment_facts_symbol').on('segment_facts').columns(['symbol', 'fiscal_period', 'fiscal_year']).execute();
  await db.schema.createIndex('segment_facts_filing').on('segment_facts').columns(['symbol', 'accession']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('segment_facts').execute();
  await db.schema.dropTable('filing_segment_reads').execute();
}
