import type { Insertable, Selectable, Updateable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/** A ticker (upper-case) a user hid, with the company name when known (pk user_id + ticker). */
export interface HiddenTable {
  user_id: string;
  ticker: string;
  name: string | null;
  created_at: IsoTimestamp;
}

export type HiddenSymbol = Selectable<HiddenTable>;
export type NewHiddenSymbol = Insertable<HiddenTable>;
export type HiddenSymbolUpdate = Updateable<HiddenTable>;
