import type { IsoTimestamp } from '../column-types';

/** One name/value preference string of a user (primary key userId + name). */
export interface PreferencesTable {
  userId: string;
  name: string;
  value: string;
  updatedAt: IsoTimestamp;
}
