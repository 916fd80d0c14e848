/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import { type Kysely, sql } from 'kysely';

/*
 * User-owned data: accounts, sign-in, preferences, lists, alerts, messages, feedback, flags.
 *
 * Runs unchanged on SQLite and PostgreSQL, so it only uses types both understand:
 * - ids are `text` (UUIDs made in app code); no autoincrement anywhere;
 * - timestamps are `text` holding ISO-8601 UTC, written by app code (no dialect-specific
 *   `now()` defaults);
 * - booleans are `integer` 0/1 on both databases, guarded by `check (x in (0, 1))`:
 *   better-sqlite3 can neither bind nor return JS booleans, so one integer representation is
 *   the only way rows read back identically; map with `toBoolInt`/`fromBoolInt`;
 * - fractions are `double precision` (float8 in PostgreSQL, REAL affinity in SQLite).
 * Never import app code here: a migration must keep meaning what it meant when it was written.
 */

const SEEDED_FLAGS = [
  { name: 'email-notifications', description: 'Show the system notification e-mail preference on the profile page.' },
  { name: 'test-message-button', description: 'Show the SEND TEST MESSAGE button on the messages page.' },
  { name: 'show_new_user_modal', description: 'Show the onboarding modal to users who have not completed it.' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const boolCheck = (column: string) => sql`${sql.ref(column)} in (0, 1)`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();

  await db.schema
    .createTable('identities')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('identities_issuer_subject_unique', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('identities_user_id_idx').on('identities').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .addUniqueConstraint('api_tokens_token_hash_unique', ['token_hash'])
    .execute();
  await db.schema.createIndex('api_tokens_user_id_idx').on('api_tokens').column('user_id').execute();

  await db.schema
    .createTable('preferences')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('preferences_pk', ['user_id', 'name'])
    .execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticker', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'ticker'])
    .execute();

  await db.schema
    .createTable('hidden')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticker', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('hidden_pk', ['user_id', 'ticker'])
    .execute();

  await db.schema
    .createTable('price_alert_settings')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0).check(boolCheck('enabled')))
    .addColumn('threshold', 'double precision', (col) =>
      col
        .notNull()
        .defaultTo(5)
        .check(sql`threshold >= 0.1 and threshold <= 50`),
    )
    .addColumn('only_positive', 'integer', (col) => col.notNull().defaultTo(0).check(boolCheck('only_positive')))
    .addColumn('only_negative', 'integer', (col) => col.notNull().defaultTo(0).check(boolCheck('only_negative')))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('price_alert_settings_one_direction', sql`not (only_positive = 1 and only_negative = 1)`)
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('priority', 'text', (col) =>
      col
        .notNull()
        .defaultTo('normal')
        .check(sql`priority in ('high', 'normal', 'low')`),
    )
    .addColumn('sender_type', 'text', (col) => col.notNull().defaultTo('system'))
    .addColumn('is_read', 'integer', (col) => col.notNull().defaultTo(0).check(boolCheck('is_read')))
    .addColumn('is_archived', 'integer', (col) => col.notNull().defaultTo(0).check(boolCheck('is_archived')))
    .addColumn('is_deleted', 'integer', (col) => col.notNull().defaultTo(0).check(boolCheck('is_deleted')))
    .addColumn('related_link', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .addColumn('archived_at', 'text')
    .execute();
  // Serves every list view: one user's non-deleted messages, split by archive state, newest first.
  await db.schema
    .createIndex('messages_user_listing_idx')
    .on('messages')
    .columns(['user_id', 'is_deleted', 'is_archived', 'created_at'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Feedback outlives its author's account, but no longer points at the person.
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_user_id_idx').on('feedback').column('user_id').execute();

  await db.schema
    .createTable('feature_flags')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(0).check(boolCheck('enabled')))
    .addColumn('description', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('feature_flag_overrides')
    .addColumn('flag_name', 'text', (col) => col.notNull().references('feature_flags.name').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (col) => col.notNull().check(boolCheck('enabled')))
    .addPrimaryKeyConstraint('feature_flag_overrides_pk', ['flag_name', 'user_id'])
    .execute();
  await db.schema.createIndex('feature_flag_overrides_user_id_idx').on('feature_flag_overrides').column('user_id').execute();

  const seededAt = new Date().toISOString();
  await db
    .insertInto('feature_flags')
    .values(SEEDED_FLAGS.map((flag) => ({ ...flag, enabled: 0, updated_at: seededAt })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Children before parents; dropping a table drops its indexes on both databases.
  for (const table of [
    'feature_flag_overrides',
    'feature_flags',
    'feedback',
    'messages',
    'price_alert_settings',
    'hidden',
    'favorites',
    'preferences',
    'api_tokens',
    'sessions',
    'identities',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
