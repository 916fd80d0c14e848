import type { Insertable, Selectable, Updateable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/** A ticker (upper-case) on a user's favorites list (primary key user_id + ticker). */
export interface FavoritesTable {
  user_id: string;
  ticker: string;
  created_at: IsoTimestamp;
}

export type Favorite = Selectable<FavoritesTable>;
export type NewFavorite = Insertable<FavoritesTable>;
export type FavoriteUpdate = Updateable<FavoritesTable>;
