import type {
  AiQuestionsTable,
  ConversationMessagesTable,
  ConversationsTable,
  FilingPassagesFtsTable,
  FilingPassagesTable,
  FilingsTable,
  TenKAnalysesTable,
  TenKAnswersTable,
} from './tables/ai.table';
import type { ApiTokensTable } from './tables/api-token.table';
import type { FeatureFlagOverridesTable, FeatureFlagsTable } from './tables/feature-flag.table';
import type { FeedbackTable } from './tables/feedback.table';
import type { FavoritesTable } from './tables/favorite.table';
import type { SavedScreensTable, TenKAlertsTable } from './tables/alerts.table';
import type { HiddenTable } from './tables/hidden.table';
import type { IdentitiesTable } from './tables/identity.table';
import type { JobsTable } from './tables/job.table';
import type { ScheduleRunsTable } from './tables/schedule-run.table';
import type { RateLimitBucketsTable } from './tables/rate-limit-bucket.table';
import type { FxRatesTable } from './tables/fx-rate.table';
import type { LoginFlowsTable } from './tables/login-flow.table';
import type {
  AnnualStatementsTable,
  QuarterlyStatementsTable,
  StockSplitsTable,
  CompanyMetricsTable,
  ExecutivesTable,
  FundAllocationsTable,
  FundHoldingsTable,
  FundsTable,
  IntradayBarsTable,
  MarketPartsTable,
  MarketSyncCompaniesTable,
  MarketSyncTable,
  NewsTable,
  PriceHistoryTable,
  QuotesTable,
  SecuritiesTable,
  TenKFilingsTable,
} from './tables/market.table';
import type { MessagesTable } from './tables/message.table';
import type { FilingSegmentReadsTable, SegmentFactsTable } from './tables/segment.table';
import type { PreferencesTable } from './tables/preference.table';
import type { PriceAlertDeliveriesTable } from './tables/price-alert-delivery.table';
import type { PriceAlertSettingsTable } from './tables/price-alert-settings.table';
import type { SessionsTable } from './tables/session.table';
import type { UsersTable } from './tables/user.table';

/**
 * Every table Kysely knows about, keyed by its SQL name. Row types and the
 * Selectable/Insertable/Updateable aliases live beside each table in `tables/<entity>.table.ts`;
 * column conventions (text ids, ISO text timestamps, 0/1 booleans) are in `column-types.ts`.
 * Keep this in step with `migrations/`.
 */
export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  preferences: PreferencesTable;
  favorites: FavoritesTable;
  hidden: HiddenTable;
  saved_screens: SavedScreensTable;
  tenk_alerts: TenKAlertsTable;
  price_alert_settings: PriceAlertSettingsTable;
  messages: MessagesTable;
  feedback: FeedbackTable;
  feature_flags: FeatureFlagsTable;
  feature_flag_overrides: FeatureFlagOverridesTable;
  login_flows: LoginFlowsTable;
  price_alert_deliveries: PriceAlertDeliveriesTable;
  filings: FilingsTable;
  filing_passages: FilingPassagesTable;
  filing_passages_fts: FilingPassagesFtsTable;
  filing_segment_reads: FilingSegmentReadsTable;
  segment_facts: SegmentFactsTable;
  ai_questions: AiQuestionsTable;
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
  tenk_analyses: TenKAnalysesTable;
  tenk_answers: TenKAnswersTable;
  securities: SecuritiesTable;
  executives: ExecutivesTable;
  quotes: QuotesTable;
  annual_statements: AnnualStatementsTable;
  quarterly_statements: QuarterlyStatementsTable;
  stock_splits: StockSplitsTable;
  company_metrics: CompanyMetricsTable;
  funds: FundsTable;
  fund_holdings: FundHoldingsTable;
  fund_allocations: FundAllocationsTable;
  news: NewsTable;
  tenk_filings: TenKFilingsTable;
  price_history: PriceHistoryTable;
  intraday_bars: IntradayBarsTable;
  market_parts: MarketPartsTable;
  market_sync: MarketSyncTable;
  market_sync_companies: MarketSyncCompaniesTable;
  jobs: JobsTable;
  schedule_runs: ScheduleRunsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  fx_rates: FxRatesTable;
}
