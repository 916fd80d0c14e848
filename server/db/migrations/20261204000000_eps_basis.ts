/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Which earnings a company's P/E divides by: the trailing twelve months where its quarters are
 * known, else its latest fiscal year (JSON: period, fiscal year and quarter, period end).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_metrics').addColumn('eps_basis', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_metrics').dropColumn('eps_basis').execute();
}
