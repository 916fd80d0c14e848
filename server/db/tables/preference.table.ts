import type { IsoTimestamp } from '../column-types';

/** One name/value preference string of a user (primary key user_id + name). */
export interface PreferencesTable {
  user_id: string;
  name: string;
  value: string;
  updated_at: IsoTimestamp;
}
