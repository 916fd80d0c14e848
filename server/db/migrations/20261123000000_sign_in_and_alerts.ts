/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Sign-in flows in progress and the record of delivered price alerts.
 *
 * - login_flows: one row per started OpenID Connect sign-in, keyed by the hash of a random id
 *   kept in the browser's flow cookie, holding the PKCE verifier, state, nonce and return path.
 *   A callback deletes the row it uses, so each flow completes at most once.
 * - price_alert_deliveries: one row per user, ticker and New York trading day; its primary key
 *   makes the alerts job idempotent across restarts (an alert is sent only when its row is new).
 * Same conventions as the first migration: text ids and ISO-8601 text timestamps.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_flows')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('redirect_to', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_flows_expires_at_idx').on('login_flows').column('expires_at').execute();

  await db.schema
    .createTable('price_alert_deliveries')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticker', 'text', (col) => col.notNull())
    .addColumn('trading_day', 'text', (col) => col.notNull())
    .addColumn('change_percent', 'double precision', (col) => col.notNull())
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('price_alert_deliveries_pk', ['user_id', 'ticker', 'trading_day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('price_alert_deliveries').ifExists().execute();
  await db.schema.dropTable('login_flows').ifExists().execute();
}
