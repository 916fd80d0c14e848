/** 'What changed in the 10-K': Items 1A and 7 of a 10-K against the 10-K of the year before. */
import { listItemPassages } from '../../db/repositories/filing.repository';
import type { FilingRow } from '../../db/tables/ai.table';
import { notFound } from '../../lib/errors';
import type { AiDeps } from '../ai/answerer';
import { ensureRecentFilings } from '../retrieval/filing-index';
import { compareParagraphs } from './filing-changes';

/** The Items compared, risk factors first. */
const COMPARED_ITEMS = ['1A', '7'] as const;
/** How many recent 10-Ks are fetched to find the pair a year names. */
const FILINGS_LOOKED_AT = 5;

const summary = (filing: FilingRow) => ({
  accession: filing.accession,
  fiscalYear: filing.fiscal_year,
  filedAt: filing.filed_at,
  documentUrl: filing.document_url,
});

export async function getTenKChanges(deps: Pick<AiDeps, 'db' | 'sources' | 'clock'>, symbol: string, year?: number) {
  const filings = await ensureRecentFilings(deps.db, deps.sources, symbol, FILINGS_LOOKED_AT, deps.clock.now().getTime());
  const current = year === undefined ? filings[0] : filings.find((filing) => filing.fiscal_year === year);
  if (!current) throw notFound(year === undefined ? `No 10-K of ${symbol} is stored` : `No 10-K of ${symbol} for fiscal ${year}`);
  const previous = filings.find((filing) => filing.fiscal_year === current.fiscal_year - 1);
  if (!previous) throw notFound(`No 10-K of ${symbol} for fiscal ${current.fiscal_year - 1} to compare fiscal ${current.fiscal_year} with`);
  const [before, after] = await Promise.all([
    listItemPassages(deps.db, previous.id, COMPARED_ITEMS),
    listItemPassages(deps.db, current.id, COMPARED_ITEMS),
  ]);
  const items = COMPARED_ITEMS.map((item) => {
    const earlier = before.filter((row) => row.item === item);
    const later = after.filter((row) => row.item === item);
    const comparison = compareParagraphs(
      earlier.map((row) => ({ passageId: row.passage_id, text: row.text })),
      later.map((row) => ({ passageId: row.passage_id, text: row.text })),
    );
    return {
      item,
      title: later[0]?.item_title ?? earlier[0]?.item_title ?? `Item ${item}`,
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
