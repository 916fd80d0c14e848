/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/*
 * AI: 10-K filings split into passages with a full-text index, Ask AI questions,
 * conversations with their messages, and 10-K analyses with their answers.
 *
 * Same conventions as the user schema (text ids, ISO text timestamps, 0/1 integers, JSON as
 * text). The full-text index is the one dialect-specific part: an FTS5 table on SQLite, a
 * generated tsvector column with a GIN index on PostgreSQL; server/db/passage-search.ts is the
 * one function that queries it. Both index the Item's title with the text, so "risk factors"
 * finds the paragraphs of Item 1A.
 */

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function createFilingTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('filings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('accession', 'text', (col) => col.notNull())
    .addColumn('fiscal_year', 'integer', (col) => col.notNull())
    .addColumn('filed_at', 'text')
    .addColumn('report_date', 'text')
    .addColumn('document_url', 'text')
    .addColumn('indexed_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('filings_symbol_accession_unique', ['symbol', 'accession'])
    .execute();

  await db.schema
    .createTable('filing_passages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('filing_id', 'text', (col) => col.notNull().references('filings.id').onDelete('cascade'))
    .addColumn('passage_id', 'text', (col) => col.notNull())
    .addColumn('item', 'text', (col) => col.notNull())
    .addColumn('item_title', 'text', (col) => col.notNull())
    .addColumn('paragraph', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addUniqueConstraint('filing_passages_filing_passage_unique', ['filing_id', 'passage_id'])
    .execute();
  await db.schema.createIndex('filing_passages_position_idx').on('filing_passages').columns(['filing_id', 'position']).execute();

  if (isPostgres(db)) {
    await sql`alter table filing_passages add column search_vector tsvector generated always as (to_tsvector('english', item_title || ' ' || text)) stored`.execute(
      db,
    );
    await sql`create index filing_passages_search_idx on filing_passages using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table filing_passages_fts using fts5(text, passage_row_id unindexed, filing_id unindexed, tokenize = 'porter unicode61')`.execute(
      db,
    );
  }
}

async function createQuestionTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ai_questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticker', 'text', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text')
    .addColumn('citations', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('processing', 'completed', 'error')`))
    .addColumn('error', 'text')
    .addColumn('alert_on_completion', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`alert_on_completion in (0, 1)`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('ai_questions_user_ticker_idx').on('ai_questions').columns(['user_id', 'ticker', 'created_at']).execute();
  await db.schema.createIndex('ai_questions_status_idx').on('ai_questions').column('status').execute();
}

async function createConversationTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'archived')`),
    )
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('include_financials', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`include_financials in (0, 1)`),
    )
    .addColumn('include_ratios', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`include_ratios in (0, 1)`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('conversations_user_listing_idx').on('conversations').columns(['user_id', 'status', 'updated_at']).execute();

  await db.schema
    .createTable('conversation_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('conversation_id', 'text', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'assistant', 'system')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('citations', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('conversation_messages_position_unique', ['conversation_id', 'position'])
    .execute();
}

async function createAnalysisTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenk_analyses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('symbol', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'in_progress', 'complete', 'error')`))
    .addColumn('status_message', 'text')
    .addColumn('requested_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tenk_analyses_status_idx').on('tenk_analyses').column('status').execute();

  await db.schema
    .createTable('tenk_answers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('analysis_id', 'text', (col) => col.notNull().references('tenk_analyses.id').onDelete('cascade'))
    .addColumn('accession', 'text', (col) => col.notNull())
    .addColumn('fiscal_year', 'integer', (col) => col.notNull())
    .addColumn('filed_at', 'text')
    .addColumn('question_key', 'text', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('citations', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tenk_answers_analysis_idx').on('tenk_answers').columns(['analysis_id', 'fiscal_year', 'position']).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await createFilingTables(db);
  await createQuestionTables(db);
  await createConversationTables(db);
  await createAnalysisTables(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'tenk_answers',
    'tenk_analyses',
    'conversation_messages',
    'conversations',
    'ai_questions',
    'filing_passages_fts',
    'filing_passages',
    'filings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
