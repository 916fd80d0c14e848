/**
 * Keeps a company's recent 10-K filings split and indexed in the database: a filing is fetched
 * through the market-data port, turned into Items and paragraphs and stored once; later
 * questions read it from the database. Concurrent requests for the same filing share one fetch.
 */
import type { Kysely } from 'kysely';
import { findFiling, listFilings, saveFiling } from '../../db/repositories/filing.repository';
import type { Database } from '../../db/schema';
import type { FilingRow } from '../../db/tables/ai.table';
import type { TenKFilingRef } from '../../providers/market/types';
import type { AiSources } from '../ai/ai-sources';
import { splitTenK } from './tenk-splitter';

const inFlight = new Map<string, Promise<FilingRow>>();

/** Splits a 10-K document and stores it with its passages. */
export function indexFilingDocument(db: Kysely<Database>, symbol: string, ref: TenKFilingRef, html: string): Promise<FilingRow> {
  const passages = splitTenK(html).flatMap((item) =>
    item.paragraphs.map((paragraph) => ({ ...paragraph, item: item.item, itemTitle: item.title })),
  );
  return saveFiling(
    db,
    { symbol, accession: ref.accession, fiscalYear: ref.fiscalYear, filedAt: ref.filedAt, reportDate: ref.reportDate, documentUrl: ref.url || null },
    passages,
  );
}

/** The stored filing, fetching and indexing it first when it is not stored yet. */
export async function ensureFilingIndexed(db: Kysely<Database>, sources: AiSources, symbol: string, ref: TenKFilingRef): Promise<FilingRow> {
  const stored = await findFiling(db, symbol, ref.accession);
  if (stored) return stored;
  const key = `${symbol}:${ref.accession}`;
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const document = await sources.filingDocument(symbol, ref.accession);
    return indexFilingDocument(db, symbol, ref, document.html);
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

/**
 * The company's latest `limit` 10-K filings, indexed, newest first. When the provider cannot
 * list filings, the filings already stored are used; a filing whose document cannot be fetched
 * is left out, unless none can be, which throws the first failure.
 */
export async function ensureRecentFilings(db: Kysely<Database>, sources: AiSources, symbol: string, limit: number): Promise<FilingRow[]> {
  const refs = await sources.tenKFilings(symbol, limit).catch(async (error: unknown) => {
    if ((await listFilings(db, symbol)).length > 0) return null;
    throw error;
  });
  if (!refs) return (await listFilings(db, symbol)).slice(0, limit);
  const filings: FilingRow[] = [];
  const failures: unknown[] = [];
  for (const ref of refs.slice(0, limit)) {
    try {
      filings.push(await ensureFilingIndexed(db, sources, symbol, ref));
    } catch (error) {
      failures.push(error);
    }
  }
  if (filings.length === 0 && failures.length > 0) throw failures[0];
  return filings.sort((a, b) => b.fiscal_year - a.fiscal_year);
}
