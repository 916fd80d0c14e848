/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Job leases: `locked_by` names the process (a random id per start) that claimed a running job;
 * with `locked_at`, renewed while it runs, it is the lease. Another instance on the same
 * PostgreSQL takes a running job over only once its lease has expired (its process died).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('locked_by', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('locked_by').execute();
}
