import type { IsoTimestamp } from '../column-types';

/** A ticker (upper-case) a user hid, with the company name when known (pk user_id + ticker). */
export interface HiddenTable {
  user_id: string;
  ticker: string;
  name: string | null;
  created_at: IsoTimestamp;
}
