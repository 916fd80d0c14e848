/**
 * A company's filings and the reader's view of one: the list (10-K, 10-Q, 20-F, newest first,
 * from the market-data provider), a filing's Items in document order (read once, split and
 * stored, then served from the database) and one Item's passages, tables as rows and cells.
 */
import type { Kysely } from 'kysely';
import type { CompanyFilings, FilingSectionText, FilingSections, FilingSummary } from '../../../generated/model';
import { findFiling, listItemPassages, listPassages } from '../../db/repositories/filing.repository';
import type { Database } from '../../db/schema';
import type { FilingPassageRow, FilingRow } from '../../db/tables/ai.table';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { TenKFilingRef } from '../../providers/market/types';
import type { AiSources } from '../ai/ai-sources';
import { ensureFilingIndexed } from '../retrieval/filing-index';
import type { FilingForm } from './filing-forms';
import type { FilingTable } from './filing-blocks';
import { itemCharacters, passageCharacters } from './filing-sections';
import { splitItemKey } from '../../../common/filing-item-key';

const READABLE_FORMS: readonly FilingForm[] = ['10-K', '10-Q', '20-F'];
/** How many filings the list holds: about ten years of 10-Ks and 10-Qs. */
const LISTED = 40;

interface ReaderDeps {
  db: Kysely<Database>;
  sources: AiSources;
  clock: Clock;
}

type StoredTable = FilingTable & { caption: string | null };

function summaryOf(ref: TenKFilingRef): FilingSummary {
  return {
    accession: ref.accession,
    form: (ref.form ?? '10-K') as FilingSummary['form'],
    fiscalYear: ref.fiscalYear,
    fiscalPeriod: (ref.fiscalPeriod ?? 'FY') as FilingSummary['fiscalPeriod'],
    periodEnd: ref.reportDate,
    filedOn: ref.filedAt,
    url: ref.url,
  };
}

export async function listCompanyFilings(deps: ReaderDeps, symbol: string, forms: readonly string[]): Promise<CompanyFilings> {
  const refs = await deps.sources.tenKFilings(symbol, LISTED, forms);
  return { symbol, filings: refs.map(summaryOf) };
}

/** The stored filing, read and stored first when it is listed but not stored yet; 404 when not listed. */
async function storedFiling(deps: ReaderDeps, symbol: string, accession: string): Promise<FilingRow> {
  const stored = await findFiling(deps.db, symbol, accession);
  if (stored) return stored;
  const ref = (await deps.sources.tenKFilings(symbol, LISTED, READABLE_FORMS)).find((candidate) => candidate.accession === accession);
  if (!ref) throw notFound(`No 10-K, 10-Q or 20-F ${accession} for ${symbol}`);
  return ensureFilingIndexed(deps.db, deps.sources, symbol, ref, deps.clock.now().getTime());
}

function tableOf(row: FilingPassageRow): StoredTable | null {
  return row.tableJson ? (JSON.parse(row.tableJson) as StoredTable) : null;
}

export async function filingSections(deps: ReaderDeps, symbol: string, accession: string): Promise<FilingSections> {
  const filing = await storedFiling(deps, symbol, accession);
  const sections: FilingSections['sections'] = [];
  const lengths: number[][] = [];
  for (const row of await listPassages(deps.db, filing.id)) {
    let section = sections.at(-1);
    if (!section || section.key !== row.item) {
      section = { key: row.item, ...splitItemKey(row.item), title: row.itemTitle, characters: 0, passageIds: [] };
      sections.push(section);
      lengths.push([]);
    }
    section.passageIds.push(row.passageId);
    lengths.at(-1)?.push(passageCharacters(row.text, tableOf(row)));
  }
  sections.forEach((section, index) => (section.characters = itemCharacters(section.item, section.title, lengths[index] ?? [])));
  return {
    symbol,
    accession: filing.accession,
    form: filing.form as FilingSections['form'],
    fiscalYear: filing.fiscalYear,
    fiscalPeriod: filing.fiscalPeriod as FilingSections['fiscalPeriod'],
    periodEnd: filing.reportDate,
    filedOn: filing.filedAt,
    url: filing.documentUrl ?? '',
    sections,
  };
}

export async function filingSection(deps: ReaderDeps, symbol: string, accession: string, key: string): Promise<FilingSectionText> {
  const filing = await storedFiling(deps, symbol, accession);
  const rows = await listItemPassages(deps.db, filing.id, [key]);
  const first = rows[0];
  if (!first) throw notFound(`No Item ${key} in filing ${accession} of ${symbol}`);
  return {
    symbol,
    accession: filing.accession,
    key,
    ...splitItemKey(key),
    title: first.itemTitle,
    passages: rows.map((row) => ({ id: row.passageId, text: row.text, table: tableOf(row) })),
  };
}
