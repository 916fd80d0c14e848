/**
 * 'What changed': a filing's risk factors and MD&A against the same period a year earlier. A
 * 10-K against the 10-K of the fiscal year before (Items 1A and 7), a 10-Q against the 10-Q of
 * the same fiscal quarter a year earlier (Part II Item 1A and Part I Item 2).
 */
import type { Kysely } from 'kysely';
import type { TenKChanges } from '../../../generated/model';
import { findFiling, listFilings, listItemPassages } from '../../db/repositories/filing.repository';
import type { Database } from '../../db/schema';
import type { FilingRow } from '../../db/tables/ai.table';
import { notFound } from '../../lib/errors';
import type { AiDeps } from '../ai/answerer';
import { ensureFilingIndexed, ensureRecentFilings } from '../retrieval/filing-index';
import { quarterlyItemsFor } from '../retrieval/item-routing';
import { compareParagraphs } from './filing-changes';
import { itemKeyName } from '../../../common/filing-item-key';

/** The 10-K Items compared, risk factors first. */
const ANNUAL_ITEMS = ['1A', '7'];
/** The Items compared per form: a 10-Q's are those holding the same (item-routing.ts). */
const COMPARED_ITEMS: Readonly<Record<string, readonly string[]>> = {
  '10-K': ANNUAL_ITEMS,
  '10-Q': ANNUAL_ITEMS.flatMap(quarterlyItemsFor),
};
/** How many recent 10-Ks are fetched to find the pair a year names. */
const FILINGS_LOOKED_AT = 5;
/** How many recent 10-Ks and 10-Qs are looked at to find a filing and the one a year before it (the reader's list). */
const FILINGS_LISTED = 40;

type ChangesDeps = Pick<AiDeps, 'db' | 'sources' | 'clock'>;

const summary = (filing: FilingRow): TenKChanges['current'] => ({
  accession: filing.accession,
  form: filing.form as TenKChanges['current']['form'],
  fiscalYear: filing.fiscalYear,
  fiscalPeriod: filing.fiscalPeriod as TenKChanges['current']['fiscalPeriod'],
  filedAt: filing.filedAt,
  documentUrl: filing.documentUrl,
});

/** The filing `accession` against the same form and fiscal period a year earlier. */
export async function getFilingChanges(deps: ChangesDeps, symbol: string, accession: string): Promise<TenKChanges> {
  let refs: Awaited<ReturnType<ChangesDeps['sources']['tenKFilings']>>;
  try {
    refs = await deps.sources.tenKFilings(symbol, FILINGS_LISTED, Object.keys(COMPARED_ITEMS));
  } catch (error) {
    // The filings cannot be listed: a pair already read and stored is still compared.
    const stored = await storedPair(deps.db, symbol, accession);
    if (stored) return compareFilings(deps.db, symbol, stored.current, stored.previous);
    throw error;
  }
  const ref = refs.find((candidate) => candidate.accession === accession);
  if (!ref) throw notFound(`No 10-K or 10-Q ${accession} for ${symbol}`);
  const form = ref.form ?? '10-K';
  const period = ref.fiscalPeriod ?? 'FY';
  const earlier = refs.find(
    (candidate) =>
      (candidate.form ?? '10-K') === form && (candidate.fiscalPeriod ?? 'FY') === period && candidate.fiscalYear === ref.fiscalYear - 1,
  );
  const named = (year: number) => (form === '10-K' ? `fiscal ${year}` : `fiscal ${year} ${period}`);
  if (!earlier) throw notFound(`No ${form} of ${symbol} for ${named(ref.fiscalYear - 1)} to compare ${named(ref.fiscalYear)} with`);
  const now = deps.clock.now().getTime();
  const [current, previous] = await Promise.all([
    ensureFilingIndexed(deps.db, deps.sources, symbol, ref, now),
    ensureFilingIndexed(deps.db, deps.sources, symbol, earlier, now),
  ]);
  return compareFilings(deps.db, symbol, current, previous);
}

/** The stored filing `accession` and the stored one of its form and fiscal period a year earlier, when both are stored. */
async function storedPair(
  db: Kysely<Database>,
  symbol: string,
  accession: string,
): Promise<{ current: FilingRow; previous: FilingRow } | null> {
  const current = await findFiling(db, symbol, accession);
  if (!current) return null;
  const previous = (await listFilings(db, symbol, current.form)).find(
    (filing) => filing.fiscalPeriod === current.fiscalPeriod && filing.fiscalYear === current.fiscalYear - 1,
  );
  return previous ? { current, previous } : null;
}

/** The newest 10-K (or fiscal `year`'s) against the 10-K of the fiscal year before. */
export async function getTenKChanges(deps: ChangesDeps, symbol: string, year?: number): Promise<TenKChanges> {
  const filings = await ensureRecentFilings(deps.db, deps.sources, symbol, FILINGS_LOOKED_AT, deps.clock.now().getTime());
  const current = year === undefined ? filings[0] : filings.find((filing) => filing.fiscalYear === year);
  if (!current) throw notFound(year === undefined ? `No 10-K of ${symbol} is stored` : `No 10-K of ${symbol} for fiscal ${year}`);
  const previous = filings.find((filing) => filing.fiscalYear === current.fiscalYear - 1);
  if (!previous) throw notFound(`No 10-K of ${symbol} for fiscal ${current.fiscalYear - 1} to compare fiscal ${current.fiscalYear} with`);
  return compareFilings(deps.db, symbol, current, previous);
}

async function compareFilings(db: Kysely<Database>, symbol: string, current: FilingRow, previous: FilingRow): Promise<TenKChanges> {
  const compared = COMPARED_ITEMS[current.form] ?? COMPARED_ITEMS['10-K'] ?? [];
  const [before, after] = await Promise.all([listItemPassages(db, previous.id, compared), listItemPassages(db, current.id, compared)]);
  const items = compared.map((item) => {
    const earlier = before.filter((row) => row.item === item);
    const later = after.filter((row) => row.item === item);
    const comparison = compareParagraphs(
      earlier.map((row) => ({ passageId: row.passageId, text: row.text })),
      later.map((row) => ({ passageId: row.passageId, text: row.text })),
    );
    return {
      item,
      title: later[0]?.itemTitle ?? earlier[0]?.itemTitle ?? itemKeyName(item),
      ...comparison,
      changes: comparison.changes.map((change) => ({
        kind: change.kind,
        passageId: change.kind === 'removed' ? null : change.passageId,
        previousPassageId: change.kind === 'added' ? null : change.previousPassageId,
        text: change.text,
        parts: change.kind === 'changed' ? change.parts : [],
      })),
    };
  });
  return { symbol, current: summary(current), previous: summary(previous), items };
}
