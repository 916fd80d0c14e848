/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * The claim-by-claim verification of every stored AI answer (Ask AI, conversation replies, 10-K
 * analysis answers), as JSON ({verified, unverified, claims}). Null for answers stored before
 * answers were verified claim by claim, and for user messages.
 */

const TABLES = ['ai_questions', 'conversation_messages', 'tenk_answers'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('verification', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('verification').execute();
}
