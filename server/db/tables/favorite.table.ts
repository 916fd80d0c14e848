import type { IsoTimestamp } from '../column-types';

/** A ticker (upper-case) on a user's favorites list (primary key user_id + ticker). */
export interface FavoritesTable {
  user_id: string;
  ticker: string;
  created_at: IsoTimestamp;
}
