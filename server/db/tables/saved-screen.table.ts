import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/** A user's named screen. `filters` and `columns` are JSON; `members` the tickers the alert last saw. */
export interface SavedScreensTable {
  id: string;
  user_id: string;
  name: string;
  filters: string;
  sort_by: string;
  sort_order: string;
  columns: string | null;
  alert: BoolInt;
  members: string | null;
  checked_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export type SavedScreenRow = Selectable<SavedScreensTable>;
export type NewSavedScreen = Insertable<SavedScreensTable>;
export type SavedScreenUpdate = Updateable<SavedScreensTable>;
