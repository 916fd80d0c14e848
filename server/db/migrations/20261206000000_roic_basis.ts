/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * The period a company's ROIC is measured on: the trailing twelve months (with the balance sheet
 * at their end) where they end after its latest fiscal year, else that year (JSON, as eps_basis).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_metrics').addColumn('roic_basis', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_metrics').dropColumn('roic_basis').execute();
}
