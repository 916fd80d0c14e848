/**
 * Scheduled tasks shared by every instance on one database: time is cut into slots of the
 * task's interval, and each slot's run belongs to the first instance that claims it, so a task
 * runs once per schedule whether one instance serves the app or several.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteScheduleRunsBefore, insertScheduleRun } from '../db/repositories/schedule-run.repository';

/** Claims kept per task: a day of one-minute slots. */
const KEPT_SLOTS = 1440;

/** True when this instance should run `name` now: it won the claim of the current slot. */
export async function claimScheduledRun(db: Kysely<Database>, name: string, intervalMs: number, now: Date): Promise<boolean> {
  const slot = Math.floor(now.getTime() / intervalMs);
  const won = await insertScheduleRun(db, name, slot, now.toISOString());
  if (won && slot % 100 === 0) await deleteScheduleRunsBefore(db, name, slot - KEPT_SLOTS);
  return won;
}
