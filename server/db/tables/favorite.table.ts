import type { IsoTimestamp } from '../column-types';

/** A ticker (upper-case) on a user's favorites list (primary key userId + ticker). */
export interface FavoritesTable {
  userId: string;
  ticker: string;
  createdAt: IsoTimestamp;
}
