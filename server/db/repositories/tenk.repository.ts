/** 10-K analyses (one per company) and their answers. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import type { TenKAnalysisRow, TenKAnswerRow, TenKStatus } from '../tables/ai.table';

type Db = Kysely<Database> | Transaction<Database>;

export function findAnalysis(db: Db, symbol: string): Promise<TenKAnalysisRow | undefined> {
  return db.selectFrom('tenk_analyses').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

export function findAnalysisById(db: Db, id: string): Promise<TenKAnalysisRow | undefined> {
  return db.selectFrom('tenk_analyses').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAnalysis(db: Db, row: TenKAnalysisRow): Promise<void> {
  await db.insertInto('tenk_analyses').values(row).execute();
}

/** Sets the status; with `from`, only when the current status is one of them. True when a row changed. */
export async function setAnalysisStatus(
  db: Db,
  id: string,
  status: TenKStatus,
  message: string | null,
  at: string,
  from?: TenKStatus[],
): Promise<boolean> {
  let query = db.updateTable('tenk_analyses').set({ status, statusMessage: message, updatedAt: at }).where('id', '=', id);
  if (from) query = query.where('status', 'in', from);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function listAnalysesIn(db: Db, statuses: TenKStatus[]): Promise<TenKAnalysisRow[]> {
  return db.selectFrom('tenk_analyses').selectAll().where('status', 'in', statuses).orderBy('createdAt').execute();
}

export function listAnswers(db: Db, analysisId: string): Promise<TenKAnswerRow[]> {
  return db
    .selectFrom('tenk_answers')
    .selectAll()
    .where('analysisId', '=', analysisId)
    .orderBy('fiscalYear', 'desc')
    .orderBy('position')
    .execute();
}

/** Replaces the answers of one filing of an analysis. */
export async function replaceFilingAnswers(
  db: Kysely<Database>,
  analysisId: string,
  accession: string,
  rows: TenKAnswerRow[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tenk_answers').where('analysisId', '=', analysisId).where('accession', '=', accession).execute();
    if (rows.length > 0) await trx.insertInto('tenk_answers').values(rows).execute();
  });
}

export async function deleteAnswers(db: Db, analysisId: string): Promise<void> {
  await db.deleteFrom('tenk_answers').where('analysisId', '=', analysisId).execute();
}
