import type { IsoTimestamp } from '../column-types';

/** A ticker (upper-case) a user hid, with the company name when known (pk userId + ticker). */
export interface HiddenTable {
  userId: string;
  ticker: string;
  name: string | null;
  createdAt: IsoTimestamp;
}
