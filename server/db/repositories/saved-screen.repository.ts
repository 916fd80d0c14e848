/** Saved screens, always read through their owner's id (another user's screen is not found). */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { NewSavedScreen, SavedScreenRow, SavedScreenUpdate } from '../tables/alerts.table';

type Db = Kysely<Database>;

export function listSavedScreensOf(db: Db, userId: string): Promise<SavedScreenRow[]> {
  return db.selectFrom('saved_screens').selectAll().where('userId', '=', userId).orderBy('updatedAt', 'desc').orderBy('name').execute();
}

export function findSavedScreenOf(db: Db, userId: string, id: string): Promise<SavedScreenRow | undefined> {
  return db.selectFrom('saved_screens').selectAll().where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findSavedScreenByName(db: Db, userId: string, name: string): Promise<SavedScreenRow | undefined> {
  return db.selectFrom('saved_screens').selectAll().where('userId', '=', userId).where('name', '=', name).executeTakeFirst();
}

export async function insertSavedScreen(db: Db, row: NewSavedScreen): Promise<void> {
  await db.insertInto('saved_screens').values(row).execute();
}

/** Updates the owner's screen; false when there is none. */
export async function updateSavedScreenOf(db: Db, userId: string, id: string, changes: SavedScreenUpdate): Promise<boolean> {
  const result = await db.updateTable('saved_screens').set(changes).where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSavedScreenOf(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('saved_screens').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every screen whose alert is on (for the check after a market sync). */
export function listAlertingScreens(db: Db): Promise<SavedScreenRow[]> {
  return db.selectFrom('saved_screens').selectAll().where('alert', '=', 1).orderBy('id').execute();
}

export async function recordScreenMembers(db: Db, id: string, members: string[], at: string): Promise<void> {
  await db
    .updateTable('saved_screens')
    .set({ members: JSON.stringify(members), checkedAt: at })
    .where('id', '=', id)
    .execute();
}
