/** Filings (10-K, 10-Q, 20-F) and their passages: storing a split document, reading one passage, listing filings. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../database';
import type { Database } from '../schema';
import type { FilingPassageRow, FilingRow, NewFilingPassage } from '../tables/ai.table';

type Db = Kysely<Database> | Transaction<Database>;

export interface FilingMeta {
  symbol: string;
  accession: string;
  form: string;
  fiscalYear: number;
  fiscalPeriod: string;
  filedAt: string | null;
  reportDate: string | null;
  documentUrl: string | null;
  /** When it is stored (the app's clock). */
  indexedAt: string;
}

export interface PassageInput {
  passageId: string;
  item: string;
  itemTitle: string;
  paragraph: number;
  text: string;
  /** A table passage's rows and cells as JSON; null for text. */
  tableJson: string | null;
}

const INSERT_BATCH = 200;

export function findFiling(db: Db, symbol: string, accession: string): Promise<FilingRow | undefined> {
  return db.selectFrom('filings').selectAll().where('symbol', '=', symbol).where('accession', '=', accession).executeTakeFirst();
}

/** Stores a filing and its passages (replacing an earlier copy) with their full-text index, in one transaction. */
export async function saveFiling(db: Kysely<Database>, meta: FilingMeta, passages: PassageInput[]): Promise<FilingRow> {
  return db.transaction().execute(async (trx) => {
    await deleteFiling(trx, meta.symbol, meta.accession);
    const filing: FilingRow = {
      id: randomUUID(),
      symbol: meta.symbol,
      accession: meta.accession,
      form: meta.form,
      fiscalYear: meta.fiscalYear,
      fiscalPeriod: meta.fiscalPeriod,
      filedAt: meta.filedAt,
      reportDate: meta.reportDate,
      documentUrl: meta.documentUrl,
      indexedAt: meta.indexedAt,
    };
    await trx.insertInto('filings').values(filing).execute();
    const rows: NewFilingPassage[] = passages.map((passage, position) => ({
      id: randomUUID(),
      filingId: filing.id,
      passageId: passage.passageId,
      item: passage.item,
      itemTitle: passage.itemTitle,
      paragraph: passage.paragraph,
      position,
      text: passage.text,
      tableJson: passage.tableJson,
    }));
    await insertPassages(trx, rows);
    return filing;
  });
}

async function insertPassages(trx: Transaction<Database>, rows: NewFilingPassage[]): Promise<void> {
  const sqlite = dialectOf(trx) === 'sqlite';
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    await trx.insertInto('filing_passages').values(batch).execute();
    if (sqlite) {
      // The FTS5 index is kept by hand; PostgreSQL's tsvector column is generated.
      await trx
        .insertInto('filing_passages_fts')
        .values(batch.map((row) => ({ text: `${row.itemTitle}\n${row.text}`, passageRowId: row.id, filingId: row.filingId })))
        .execute();
    }
  }
}

async function deleteFiling(trx: Transaction<Database>, symbol: string, accession: string): Promise<void> {
  const existing = await findFiling(trx, symbol, accession);
  if (!existing) return;
  if (dialectOf(trx) === 'sqlite') await trx.deleteFrom('filing_passages_fts').where('filingId', '=', existing.id).execute();
  await trx.deleteFrom('filings').where('id', '=', existing.id).execute();
}

/** The stored filings of one form, newest fiscal year first. */
export function listFilings(db: Db, symbol: string, form = '10-K'): Promise<FilingRow[]> {
  return db
    .selectFrom('filings')
    .selectAll()
    .where('symbol', '=', symbol)
    .where('form', '=', form)
    .orderBy('fiscalYear', 'desc')
    .orderBy('reportDate', 'desc')
    .execute();
}

export interface PassageWithNeighbours {
  filing: FilingRow;
  passage: FilingPassageRow;
  previousId: string | null;
  nextId: string | null;
}

/** One passage of a filing with the ids of the passages before and after it in the document. */
export async function findPassage(
  db: Db,
  symbol: string,
  accession: string,
  passageId: string,
): Promise<PassageWithNeighbours | undefined> {
  const filing = await findFiling(db, symbol, accession);
  if (!filing) return undefined;
  const passage = await db
    .selectFrom('filing_passages')
    .selectAll()
    .where('filingId', '=', filing.id)
    .where('passageId', '=', passageId)
    .executeTakeFirst();
  if (!passage) return undefined;
  const neighbour = (position: number) =>
    db
      .selectFrom('filing_passages')
      .select('passageId')
      .where('filingId', '=', filing.id)
      .where('position', '=', position)
      .executeTakeFirst();
  const [previous, next] = await Promise.all([neighbour(passage.position - 1), neighbour(passage.position + 1)]);
  return { filing, passage, previousId: previous?.passageId ?? null, nextId: next?.passageId ?? null };
}

/** The text of passages by id within one filing (for verifying quotes). */
export async function passageTexts(db: Db, symbol: string, accession: string, passageIds: string[]): Promise<Map<string, string>> {
  if (passageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('filing_passages as p')
    .innerJoin('filings as f', 'f.id', 'p.filingId')
    .select(['p.passageId', 'p.text'])
    .where('f.symbol', '=', symbol)
    .where('f.accession', '=', accession)
    .where('p.passageId', 'in', passageIds)
    .execute();
  return new Map(rows.map((row) => [row.passageId, row.text]));
}

/** The passages of a filing's Items, in document order. */
export function listItemPassages(db: Db, filingId: string, items: readonly string[]): Promise<FilingPassageRow[]> {
  return db
    .selectFrom('filing_passages')
    .selectAll()
    .where('filingId', '=', filingId)
    .where('item', 'in', [...items])
    .orderBy('position')
    .execute();
}

/** Every passage of a filing, in document order. */
export function listPassages(db: Db, filingId: string): Promise<FilingPassageRow[]> {
  return db.selectFrom('filing_passages').selectAll().where('filingId', '=', filingId).orderBy('position').execute();
}
