/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import { decodeHTMLStrict } from 'entities';
import type { Kysely } from 'kysely';

/*
 * Descriptions are plain text since the market-data boundary decodes HTML entities; those stored
 * before ('S&amp;P 500') are decoded once here, so no page shows an entity (fund descriptions
 * are not refreshed by the background sync).
 */

const TABLES = ['securities', 'funds'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).select(['symbol', 'description']).where('description', 'like', '%&%;%').execute();
    for (const row of rows as Array<{ symbol: string; description: string }>) {
      const plain = decodeHTMLStrict(row.description);
      if (plain !== row.description) await db.updateTable(table).set({ description: plain }).where('symbol', '=', row.symbol).execute();
    }
  }
}

/** Decoded text cannot be told from text that was written that way: nothing to undo. */
export async function down(): Promise<void> {}
