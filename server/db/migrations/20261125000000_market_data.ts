/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> on purpose. */
import type { Kysely } from 'kysely';

/*
 * Market data filled by the sync from the market-data providers, plus the durable jobs table.
 * Every row records the provider that served it and when (`provider`, `as_of`), which the API
 * returns as `source`. Statements are stored as one row per company and fiscal year with the
 * three statements as JSON text (their field names are the API's). Daily price history of real
 * providers is stored in yearly chunks of JSON arrays; the demo market computes its prices.
 * Same conventions as the user schema: text ids and ISO timestamps, 0/1 booleans, double precision.
 */

const SCREENED_COLUMNS = [
  'market_cap',
  'price',
  'pe',
  'forward_pe',
  'revenue_growth',
  'eps_growth',
  'fcf_growth',
  'roic',
  'debt_to_equity',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('securities')
    .addColumn('symbol', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('exchange', 'text')
    .addColumn('exchange_full_name', 'text')
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('sector', 'text')
    .addColumn('industry', 'text')
    .addColumn('country', 'text')
    .addColumn('description', 'text')
    .addColumn('website', 'text')
    .addColumn('ceo', 'text')
    .addColumn('image', 'text')
    .addColumn('ipo_date', 'text')
    .addColumn('employees', 'integer')
    .addColumn('beta', 'double precision')
    .addColumn('last_dividend', 'double precision')
    .addColumn('shares_outstanding', 'double precision')
    .addColumn('cik', 'text')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('securities_type_idx').on('securities').columns(['type', 'symbol']).execute();

  await db.schema
    .createTable('executives')
    .addColumn('symbol', 'text', (col) => col.notNull().references('securities.symbol').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('year_born', 'integer')
    .addColumn('total_pay', 'double precision')
    .addColumn('currency_pay', 'text')
    .addColumn('gender', 'text')
    .addColumn('active', 'integer')
    .addPrimaryKeyConstraint('executives_pk', ['symbol', 'position'])
    .execute();

  await db.schema
    .createTable('quotes')
    .addColumn('symbol', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text')
    .addColumn('price', 'double precision')
    .addColumn('change', 'double precision')
    .addColumn('change_percent', 'double precision')
    .addColumn('volume', 'double precision')
    .addColumn('open', 'double precision')
    .addColumn('previous_close', 'double precision')
    .addColumn('day_high', 'double precision')
    .addColumn('day_low', 'double precision')
    .addColumn('year_high', 'double precision')
    .addColumn('year_low', 'double precision')
    .addColumn('average_volume', 'double precision')
    .addColumn('market_cap', 'double precision')
    .addColumn('quoted_at', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('annual_statements')
    .addColumn('symbol', 'text', (col) => col.notNull().references('securities.symbol').onDelete('cascade'))
    .addColumn('fiscal_year', 'integer', (col) => col.notNull())
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('income', 'text')
    .addColumn('balance', 'text')
    .addColumn('cash_flow', 'text')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('annual_statements_pk', ['symbol', 'fiscal_year'])
    .execute();

  await db.schema
    .createTable('company_metrics')
    .addColumn('symbol', 'text', (col) => col.primaryKey().references('securities.symbol').onDelete('cascade'))
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('sector', 'text')
    .addColumn('industry', 'text')
    .addColumn('exchange', 'text')
    .addColumn('price', 'double precision')
    .addColumn('market_cap', 'double precision')
    .addColumn('eps', 'double precision')
    .addColumn('pe', 'double precision')
    .addColumn('forward_pe', 'double precision')
    .addColumn('revenue_growth', 'double precision')
    .addColumn('eps_growth', 'double precision')
    .addColumn('fcf_growth', 'double precision')
    .addColumn('growth_notes', 'text')
    .addColumn('roic', 'double precision')
    .addColumn('debt_to_equity', 'double precision')
    .addColumn('sticker_price', 'double precision')
    .addColumn('margin_of_safety', 'double precision')
    .addColumn('payback_time', 'double precision')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .execute();
  for (const column of [...SCREENED_COLUMNS, 'sector', 'industry', 'exchange']) {
    await db.schema.createIndex(`company_metrics_${column}_idx`).on('company_metrics').column(column).execute();
  }

  await db.schema
    .createTable('funds')
    .addColumn('symbol', 'text', (col) => col.primaryKey().references('securities.symbol').onDelete('cascade'))
    .addColumn('etf_company', 'text')
    .addColumn('assets_under_management', 'double precision')
    .addColumn('asset_class', 'text')
    .addColumn('holdings_count', 'integer')
    .addColumn('nav', 'double precision')
    .addColumn('expense_ratio', 'double precision')
    .addColumn('inception_date', 'text')
    .addColumn('website', 'text')
    .addColumn('description', 'text')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('fund_holdings')
    .addColumn('fund_symbol', 'text', (col) => col.notNull().references('funds.symbol').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('asset', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('weight_percentage', 'double precision', (col) => col.notNull())
    .addColumn('market_value', 'double precision')
    .addColumn('shares_number', 'double precision')
    .addPrimaryKeyConstraint('fund_holdings_pk', ['fund_symbol', 'position'])
    .execute();

  await db.schema
    .createTable('fund_allocations')
    .addColumn('fund_symbol', 'text', (col) => col.notNull().references('funds.symbol').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('weight', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('fund_allocations_pk', ['fund_symbol', 'kind', 'position'])
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('symbol', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('site', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_symbol_published_idx').on('news').columns(['symbol', 'published_at']).execute();
  await db.schema.createIndex('news_published_idx').on('news').column('published_at').execute();

  await db.schema
    .createTable('tenk_filings')
    .addColumn('symbol', 'text', (col) => col.notNull().references('securities.symbol').onDelete('cascade'))
    .addColumn('accession', 'text', (col) => col.notNull())
    .addColumn('fiscal_year', 'integer', (col) => col.notNull())
    .addColumn('filed_at', 'text', (col) => col.notNull())
    .addColumn('report_date', 'text')
    .addColumn('primary_document', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('tenk_filings_pk', ['symbol', 'accession'])
    .execute();

  await db.schema
    .createTable('price_history')
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('bars', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('as_of', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('price_history_pk', ['symbol', 'year'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('dedupe_key', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('locked_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
  await db.schema.createIndex('jobs_dedupe_idx').on('jobs').columns(['dedupe_key', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'jobs',
    'price_history',
    'tenk_filings',
    'news',
    'fund_allocations',
    'fund_holdings',
    'funds',
    'company_metrics',
    'annual_statements',
    'quotes',
    'executives',
    'securities',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
