/** What the alerts remember: saved screens with their last members, and the last 10-K seen of favourited companies. */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/** A user's named screen. `filters` and `columns` are JSON; `members` the tickers the alert last saw. */
export interface SavedScreensTable {
  id: string;
  userId: string;
  name: string;
  filters: string;
  sortBy: string;
  sortOrder: string;
  columns: string | null;
  alert: BoolInt;
  members: string | null;
  checkedAt: IsoTimestamp | null;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

export type SavedScreenRow = Selectable<SavedScreensTable>;
export type NewSavedScreen = Insertable<SavedScreensTable>;
export type SavedScreenUpdate = Updateable<SavedScreensTable>;

/** The newest 10-K of a favourited company at its last check (a newer one is announced once). */
export interface TenKAlertsTable {
  symbol: string;
  accession: string;
  checkedAt: IsoTimestamp;
}
