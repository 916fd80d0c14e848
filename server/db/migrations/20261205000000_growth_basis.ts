/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * The period a company's growth rates end with: trailing twelve months where its quarters reach
 * back as far as its fiscal years do, else its latest fiscal year (JSON, as eps_basis).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_metrics').addColumn('growth_basis', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('company_metrics').dropColumn('growth_basis').execute();
}
