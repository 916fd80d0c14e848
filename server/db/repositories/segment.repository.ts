/** Segment figures read from filings: storing a filing's figures once, and reading a company's by period kind. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { FilingSegmentReadRow, NewSegmentFact, SegmentFactRow } from '../tables/segment.table';

const INSERT_BATCH = 200;

export type SegmentFactInput = Omit<NewSegmentFact, 'id' | 'symbol' | 'accession'>;

/** Stores what one filing's read gave (replacing an earlier read of it), in one transaction. */
export async function saveFilingSegments(db: Kysely<Database>, read: FilingSegmentReadRow, facts: SegmentFactInput[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('segment_facts').where('symbol', '=', read.symbol).where('accession', '=', read.accession).execute();
    await trx.deleteFrom('filing_segment_reads').where('symbol', '=', read.symbol).where('accession', '=', read.accession).execute();
    await trx.insertInto('filing_segment_reads').values(read).execute();
    const rows = facts.map((fact) => ({ ...fact, id: randomUUID(), symbol: read.symbol, accession: read.accession }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx
        .insertInto('segment_facts')
        .values(rows.slice(start, start + INSERT_BATCH))
        .execute();
    }
  });
}

/** The accessions of a company's filings already read. */
export async function readAccessions(db: Kysely<Database>, symbol: string): Promise<Set<string>> {
  const rows = await db.selectFrom('filing_segment_reads').select('accession').where('symbol', '=', symbol).execute();
  return new Set(rows.map((row) => row.accession));
}

export interface StoredSegmentFact extends SegmentFactRow {
  form: string | null;
  filedAt: string | null;
  documentUrl: string | null;
  /** The end of the period of the filing the figure was read from (a newer filing restates older years). */
  filingPeriodEnd: string | null;
}

/**
 * A company's segment figures of annual (FY) or quarterly (Q1–Q4) periods; where several filings
 * report the same figure (a 10-K holds three years), the newest filing's, newest period first.
 */
export async function listSegmentFacts(
  db: Kysely<Database>,
  symbol: string,
  periods: 'annual' | 'quarterly',
): Promise<StoredSegmentFact[]> {
  const rows = await db
    .selectFrom('segment_facts as f')
    .innerJoin('filing_segment_reads as r', (join) => join.onRef('r.symbol', '=', 'f.symbol').onRef('r.accession', '=', 'f.accession'))
    .selectAll('f')
    .select(['r.form', 'r.filedAt', 'r.documentUrl', 'r.periodEnd as filingPeriodEnd'])
    .where('f.symbol', '=', symbol)
    .where('f.fiscalPeriod', periods === 'annual' ? '=' : '<>', 'FY')
    .orderBy('f.periodEnd', 'desc')
    .orderBy('r.periodEnd', 'desc')
    .orderBy('f.accession', 'desc')
    .execute();
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.metric}|${row.axis}|${row.member}|${row.periodStart}|${row.periodEnd}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
