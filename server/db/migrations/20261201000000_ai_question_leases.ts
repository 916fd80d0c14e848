/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import { type Kysely, sql } from 'kysely';

/*
 * Ask AI answers under a lease, like durable jobs: `locked_by` names the process (its random id
 * per start) answering a processing question and `locked_at`, renewed while it answers, is the
 * lease. A question is closed as interrupted only once its lease has expired (its process died),
 * not because another instance on the same PostgreSQL started. Rows left processing before this
 * migration have no lease and count as expired. Every instance looks for expired leases every
 * half lease: a partial index over the processing questions keeps that from reading the table.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ai_questions').addColumn('locked_by', 'text').execute();
  await db.schema.alterTable('ai_questions').addColumn('locked_at', 'text').execute();
  await db.schema
    .createIndex('ai_questions_processing_lease')
    .on('ai_questions')
    .column('locked_at')
    .where(sql<boolean>`status = 'processing'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ai_questions_processing_lease').execute();
  await db.schema.alterTable('ai_questions').dropColumn('locked_at').execute();
  await db.schema.alterTable('ai_questions').dropColumn('locked_by').execute();
}
