/**
 * A company's segment, product and geography figures: read from each filing's inline XBRL once
 * and stored (segment_facts), whenever the product fetches a filing's document (the AI's filing
 * index hands the document over) or a company's segments are asked for and its newest filings
 * are not read yet. A filing whose document cannot be fetched is skipped and tried again after
 * RETRY_MS; one read per filing runs at a time.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { SegmentFigure, SegmentFigures } from '../../../generated/model';
import { listSegmentFacts, readAccessions, saveFilingSegments, type StoredSegmentFact } from '../../db/repositories/segment.repository';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TenKFilingRef } from '../../providers/market/types';
import type { AiSources } from '../ai/ai-sources';
import { segmentFactsOf } from './segment-facts';
import { perDatabase } from '../../lib/per-database';

export interface SegmentDeps {
  db: Kysely<Database>;
  sources: Pick<AiSources, 'tenKFilings' | 'filingDocument'>;
  logger: Logger;
  clock: Clock;
}

export type SegmentPeriods = 'annual' | 'quarterly';

/** How many of a company's newest 10-Ks are read (a 10-K reports three fiscal years). */
const FILINGS_READ = 3;
/** How many of its newest 10-Qs are read for quarterly figures (each reports its quarter and the same quarter a year before). */
const QUARTERLY_FILINGS_READ = 4;
const RETRY_MS = 60 * 60_000;

/** Reads in flight, by symbol and period, and when a filing that could not be read is tried again. */
const inFlightOf = perDatabase(() => new Map<string, Promise<void>>());
const retryAtOf = perDatabase(() => new Map<string, number>());

/** Reads a fetched filing document's segment figures and stores them (replacing an earlier read). */
export async function storeFilingSegments(
  db: Kysely<Database>,
  symbol: string,
  ref: Pick<TenKFilingRef, 'accession' | 'filedAt' | 'url'>,
  html: string,
  now: Date,
): Promise<number> {
  const read = segmentFactsOf(html);
  await saveFilingSegments(
    db,
    {
      symbol,
      accession: ref.accession,
      form: read.form,
      fiscalYear: read.fiscalYear,
      fiscalPeriod: read.fiscalPeriod,
      periodEnd: read.periodEnd,
      filedAt: ref.filedAt,
      documentUrl: ref.url || null,
      factCount: read.facts.length,
      readAt: now.toISOString(),
    },
    read.facts.map((fact) => ({
      metric: fact.metric,
      axis: fact.axis,
      dimension: fact.dimension,
      member: fact.member,
      label: fact.label,
      concept: fact.concept,
      fiscalYear: fact.fiscalYear,
      fiscalPeriod: fact.fiscalPeriod,
      periodStart: fact.periodStart,
      periodEnd: fact.periodEnd,
      value: fact.value,
      unit: fact.unit,
    })),
  );
  return read.facts.length;
}

async function readFiling(deps: SegmentDeps, symbol: string, ref: TenKFilingRef): Promise<void> {
  const key = `${symbol}:${ref.accession}`;
  const now = deps.clock.now();
  const retryAt = retryAtOf(deps.db);
  if ((retryAt.get(key) ?? 0) > now.getTime()) return;
  try {
    const document = await deps.sources.filingDocument(symbol, ref.accession);
    const count = await storeFilingSegments(deps.db, symbol, ref, document.html, now);
    retryAt.delete(key);
    deps.logger.info({ symbol, accession: ref.accession, figures: count }, 'segment figures read from a filing');
  } catch (error) {
    retryAt.set(key, now.getTime() + RETRY_MS);
    deps.logger.warn(
      { symbol, accession: ref.accession, error: error instanceof Error ? error.message : String(error) },
      'a filing could not be read for segment figures; skipped until retried',
    );
  }
}

/**
 * Reads the company's newest filings that are not read yet: its 10-Ks, and for quarterly figures
 * its 10-Qs too. A company whose filings cannot be listed keeps what is stored.
 */
async function ensureSegmentsRead(deps: SegmentDeps, symbol: string, period: SegmentPeriods): Promise<void> {
  const key = `${symbol}:${period}`;
  const inFlight = inFlightOf(deps.db);
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const read = await readAccessions(deps.db, symbol);
    const listed = async (limit: number, forms?: readonly string[]) =>
      (
        await deps.sources.tenKFilings(symbol, limit, forms).catch((error: unknown) => {
          // An unknown company is a 404; one whose filings cannot be listed now keeps what is stored.
          if (read.size === 0 && error instanceof AppError && error.code === 'not_found') throw error;
          deps.logger.warn({ err: error, symbol }, 'cannot list filings for segment figures; using the stored ones');
          return [];
        })
      ).slice(0, limit);
    const refs = [...(await listed(FILINGS_READ)), ...(period === 'quarterly' ? await listed(QUARTERLY_FILINGS_READ, ['10-Q']) : [])];
    for (const ref of refs) if (!read.has(ref.accession)) await readFiling(deps, symbol, ref);
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

function figureOf(row: StoredSegmentFact): SegmentFigure {
  return {
    metric: row.metric as SegmentFigure['metric'],
    axis: row.axis as SegmentFigure['axis'],
    member: row.member,
    label: row.label,
    concept: row.concept,
    fiscalYear: row.fiscalYear,
    fiscalPeriod: row.fiscalPeriod as SegmentFigure['fiscalPeriod'],
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    value: row.value,
    unit: row.unit,
    accession: row.accession,
    form: row.form,
    filedOn: row.filedAt,
    url: row.documentUrl,
  };
}

/** The company's stored segment figures of one period kind, newest period first. */
async function storedSegments(db: Kysely<Database>, symbol: string, period: SegmentPeriods): Promise<SegmentFigure[]> {
  return (await listSegmentFacts(db, symbol, period)).map(figureOf);
}

/** GET /companies/{symbol}/segments: reads the newest filings first when they are not read yet. */
export async function getSegments(deps: SegmentDeps, symbol: string, period: SegmentPeriods): Promise<SegmentFigures> {
  await ensureSegmentsRead(deps, symbol, period);
  return { symbol, period, figures: await storedSegments(deps.db, symbol, period) };
}
