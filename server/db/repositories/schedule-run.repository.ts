/** Claims of scheduled runs: the primary key (name, slot) lets one instance win each slot. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** True when this call inserted the claim of (name, slot); false when another run has it. */
export async function insertScheduleRun(db: Kysely<Database>, name: string, slot: number, claimedAt: string): Promise<boolean> {
  const result = await db
    .insertInto('schedule_runs')
    .values({ name, slot, claimedAt })
    .onConflict((conflict) => conflict.columns(['name', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Forgets claims older than `beforeSlot` of `name`. */
export async function deleteScheduleRunsBefore(db: Kysely<Database>, name: string, beforeSlot: number): Promise<void> {
  await db.deleteFrom('schedule_runs').where('name', '=', name).where('slot', '<', beforeSlot).execute();
}
