/**
 * Keeps a company's recent 10-K filings split and indexed in the database: a filing is fetched
 * through the market-data port, turned into Items and paragraphs and stored once; later
 * questions read it from the database. Concurrent requests for the same filing share one fetch.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { findFiling, listFilings, saveFiling } from '../../db/repositories/filing.repository';
import type { Database } from '../../db/schema';
import type { FilingRow } from '../../db/tables/ai.table';
import type { TenKFilingRef } from '../../providers/market/types';
import { AppError } from '../../lib/errors';
import type { AiSources } from '../ai/ai-sources';
import { formOf, itemKey } from '../filings/filing-forms';
import { splitFiling } from '../filings/filing-sections';
import { storeFilingSegments } from '../segments/segments.service';
import { perDatabase } from '../../lib/per-database';

/** Indexing in flight, by symbol and accession: concurrent requests for one filing share one fetch. */
const inFlightOf = perDatabase(() => new Map<string, Promise<FilingRow>>());

/** Splits a filing's document (10-K, 10-Q, 20-F) and stores it with its passages (a 10-Q's Items keyed by part, `II-1A`) and its segment figures (segment_facts). */
async function indexFilingDocument(
  db: Kysely<Database>,
  symbol: string,
  ref: TenKFilingRef,
  html: string,
  now: number,
): Promise<FilingRow> {
  await storeFilingSegments(db, symbol, ref, html, new Date(now));
  const form = formOf(ref.form ?? '10-K');
  const passages = splitFiling(html, form).flatMap((section) =>
    section.passages.map((passage) => ({
      passageId: passage.passageId,
      paragraph: passage.paragraph,
      text: passage.text,
      tableJson: passage.table ? JSON.stringify(passage.table) : null,
      item: itemKey(form, section.part, section.item),
      itemTitle: section.title,
    })),
  );
  return saveFiling(
    db,
    {
      symbol,
      accession: ref.accession,
      form,
      fiscalYear: ref.fiscalYear,
      fiscalPeriod: ref.fiscalPeriod ?? 'FY',
      filedAt: ref.filedAt,
      reportDate: ref.reportDate,
      documentUrl: ref.url || null,
      indexedAt: new Date(now).toISOString(),
    },
    passages,
  );
}

/** The stored filing, fetching and indexing it first when it is not stored yet. */
export async function ensureFilingIndexed(
  db: Kysely<Database>,
  sources: AiSources,
  symbol: string,
  ref: TenKFilingRef,
  now: number,
): Promise<FilingRow> {
  const stored = await findFiling(db, symbol, ref.accession);
  if (stored) return stored;
  const key = `${symbol}:${ref.accession}`;
  const inFlight = inFlightOf(db);
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const document = await sources.filingDocument(symbol, ref.accession);
    return indexFilingDocument(db, symbol, ref, document.html, now);
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

/**
 * The company's latest `limit` 10-K filings, indexed, newest first. When the provider cannot
 * list filings, the filings already stored are used; a filing whose document cannot be fetched
 * is left out, unless none can be, which throws the first failure.
 */
export async function ensureRecentFilings(
  db: Kysely<Database>,
  sources: AiSources,
  symbol: string,
  limit: number,
  now: number,
): Promise<FilingRow[]> {
  const refs = await sources.tenKFilings(symbol, limit).catch(async (error: unknown) => {
    if ((await listFilings(db, symbol)).length > 0) return null;
    throw error;
  });
  if (!refs) return (await listFilings(db, symbol)).slice(0, limit);
  const filings: FilingRow[] = [];
  const failures: unknown[] = [];
  for (const ref of refs.slice(0, limit)) {
    try {
      filings.push(await ensureFilingIndexed(db, sources, symbol, ref, now));
    } catch (error) {
      failures.push(error);
    }
  }
  if (filings.length === 0 && failures.length > 0) throw failures[0];
  return filings.sort((a, b) => b.fiscalYear - a.fiscalYear);
}

/** A filing whose document could not be fetched: skipped until `retryAt`, logged once. */
interface FetchFailure {
  accession: string;
  status: string;
  message: string;
  retryAt: number;
}

/** How long a filing that failed to fetch is skipped before it is tried again. */
export const FILING_RETRY_MS = 60 * 60_000;
const HOW_MANY_LISTED = 6;

const failuresOf = perDatabase(() => new Map<string, FetchFailure>());

/** The failures the app of this database remembers (for tests and diagnostics). */
export function filingFailures(db: Kysely<Database>): FetchFailure[] {
  return [...failuresOf(db).values()];
}

function statusOf(error: unknown): string {
  return error instanceof AppError ? error.code : error instanceof Error ? error.name : 'error';
}

async function tryIndex(
  db: Kysely<Database>,
  sources: AiSources,
  symbol: string,
  ref: TenKFilingRef,
  logger: Logger,
  now: number,
): Promise<FilingRow | null> {
  const key = `${symbol}:${ref.accession}`;
  const failures = failuresOf(db);
  const failed = failures.get(key);
  if (failed && failed.retryAt > now) return null;
  try {
    const row = await ensureFilingIndexed(db, sources, symbol, ref, now);
    failures.delete(key);
    return row;
  } catch (error) {
    const failure = {
      accession: ref.accession,
      status: statusOf(error),
      message: error instanceof Error ? error.message : String(error),
      retryAt: now + FILING_RETRY_MS,
    };
    failures.set(key, failure);
    logger.warn(
      { symbol, accession: ref.accession, fiscalYear: ref.fiscalYear, status: failure.status, error: failure.message },
      'a filing document could not be fetched; skipped until retried',
    );
    return null;
  }
}

/** How many of the newest 10-Qs are tried, newest first, for the latest one that can be read. */
const QUARTERLY_TRIED = 3;

/**
 * The filings a question should be answered from: those of the fiscal years it names, else the
 * newest 10-K that can be fetched; for a question about a quarter or the most recent period
 * (`recent`), the newest readable 10-Q first, when it ends after that 10-K. A filing whose document fails is skipped (the
 * failure is remembered with its accession and status, logged once and retried after
 * FILING_RETRY_MS) and the next older one is used. When the provider cannot list filings, the
 * stored ones are used.
 */
export async function filingsForQuestion(
  db: Kysely<Database>,
  sources: AiSources,
  symbol: string,
  asked: { years: number[]; recent: boolean },
  logger: Logger,
  /** The time in ms (the app's clock): failures are retried after FILING_RETRY_MS. */
  now: number,
): Promise<FilingRow[]> {
  const annual = await annualReportsFor(db, sources, symbol, asked.years, logger, now);
  const quarterly = asked.recent ? await latestQuarterlyReport(db, sources, symbol, logger, now) : null;
  // Only a 10-Q after the newest annual report is more recent than it.
  const annualEnd =
    annual
      .map((filing) => filing.reportDate ?? '')
      .sort()
      .at(-1) ?? '';
  return quarterly && (quarterly.reportDate ?? '') > annualEnd ? [quarterly, ...annual] : annual;
}

async function latestQuarterlyReport(
  db: Kysely<Database>,
  sources: AiSources,
  symbol: string,
  logger: Logger,
  now: number,
): Promise<FilingRow | null> {
  const refs = await sources.tenKFilings(symbol, QUARTERLY_TRIED, ['10-Q']).catch((error: unknown) => {
    logger.warn({ err: error, symbol }, 'cannot list 10-Q filings; using the stored ones');
    return null;
  });
  if (!refs) return (await listFilings(db, symbol, '10-Q'))[0] ?? null;
  for (const ref of refs) {
    const row = await tryIndex(db, sources, symbol, ref, logger, now);
    if (row) return row;
  }
  return null;
}

async function annualReportsFor(
  db: Kysely<Database>,
  sources: AiSources,
  symbol: string,
  years: number[],
  logger: Logger,
  now: number,
): Promise<FilingRow[]> {
  const stored = await listFilings(db, symbol);
  const refs = await sources.tenKFilings(symbol, HOW_MANY_LISTED).catch((error: unknown) => {
    logger.warn({ err: error, symbol }, 'cannot list 10-K filings; using the stored ones');
    return null;
  });
  if (!refs) {
    const named = stored.filter((filing) => years.includes(filing.fiscalYear));
    return named.length > 0 ? named : stored.slice(0, 1);
  }
  const chosen: FilingRow[] = [];
  for (const ref of refs.filter((r) => years.includes(r.fiscalYear))) {
    const row = await tryIndex(db, sources, symbol, ref, logger, now);
    if (row) chosen.push(row);
  }
  if (chosen.length > 0) return chosen;
  for (const ref of refs) {
    const row = await tryIndex(db, sources, symbol, ref, logger, now);
    if (row) return [row];
  }
  return stored.slice(0, 1);
}
