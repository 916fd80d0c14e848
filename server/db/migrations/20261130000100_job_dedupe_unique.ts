/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import { type Kysely, sql } from 'kysely';

/*
 * One waiting or running job per dedupe key, enforced by the database: instances sharing one
 * PostgreSQL that queue the same work at the same moment (a market-sync pass, a 10-K analysis)
 * get one job between them. Duplicates queued before this index keep running, without their key.
 */

const waiting = sql<boolean>`status in ('queued', 'running') and dedupe_key is not null`;

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ dedupe_key: null })
    .where(waiting)
    .where(
      'id',
      'not in',
      db
        .selectFrom('jobs')
        .select((eb) => eb.fn.min('id').as('id'))
        .where(waiting)
        .groupBy('dedupe_key'),
    )
    .execute();
  await db.schema.createIndex('jobs_waiting_dedupe_key').unique().on('jobs').column('dedupe_key').where(waiting).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_waiting_dedupe_key').execute();
}
