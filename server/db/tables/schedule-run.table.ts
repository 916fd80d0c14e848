import type { IsoTimestamp } from '../column-types';

/** One run of a scheduled task per slot (interval number since the epoch), whichever instance claimed it. */
export interface ScheduleRunsTable {
  name: string;
  slot: number;
  claimedAt: IsoTimestamp;
}
