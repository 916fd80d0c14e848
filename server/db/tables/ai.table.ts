import type { Insertable, Selectable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/** A 10-K, 10-Q or 20-F filing whose document has been split into passages (public data, shared by all users). */
export interface FilingsTable {
  id: string;
  symbol: string;
  accession: string;
  /** 10-K, 10-Q or 20-F. */
  form: string;
  fiscal_year: number;
  /** FY on an annual report, Q1–Q3 on a quarterly one. */
  fiscal_period: string;
  filed_at: string | null;
  report_date: string | null;
  document_url: string | null;
  indexed_at: IsoTimestamp;
}

/** One paragraph of a filing's Item. Its full-text index lives beside it (see passage-search.ts). */
export interface FilingPassagesTable {
  id: string;
  filing_id: string;
  /** Such as `item-1a-p3` (10-K) or `part2-item-1a-p3` (10-Q); unique within the filing. */
  passage_id: string;
  /** Such as `1A`; on a 10-Q keyed by part: `I-2`, `II-1A`. */
  item: string;
  item_title: string;
  paragraph: number;
  /** Order of the passage in the whole document. */
  position: number;
  text: string;
  /** A table passage's rows and cells (JSON FilingTable with its caption); null for text. */
  table_json: string | null;
}

/** SQLite only: the FTS5 index of filing_passages (PostgreSQL uses a tsvector column instead). */
export interface FilingPassagesFtsTable {
  /** The Item's title, a newline, and the passage's text. */
  text: string;
  passage_row_id: string;
  filing_id: string;
}

type AiQuestionStatus = 'processing' | 'completed' | 'error';

/** An Ask AI question of one user about one ticker. `citations` is a JSON array. */
export interface AiQuestionsTable {
  id: string;
  user_id: string;
  ticker: string;
  question: string;
  answer: string | null;
  citations: string;
  /** JSON AnswerVerification of the answer; null before it is answered (and for older answers). */
  verification: string | null;
  status: AiQuestionStatus;
  error: string | null;
  alert_on_completion: BoolInt;
  created_at: IsoTimestamp;
  completed_at: IsoTimestamp | null;
  updated_at: IsoTimestamp | null;
  /** The process answering a processing question (its random id per start); null otherwise. */
  locked_by: string | null;
  /** When that process last renewed its lease on the question; null when not processing. */
  locked_at: IsoTimestamp | null;
}

export interface ConversationsTable {
  id: string;
  user_id: string;
  title: string | null;
  status: 'active' | 'archived';
  entity_type: 'Company' | null;
  entity_id: string | null;
  include_financials: BoolInt;
  include_ratios: BoolInt;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface ConversationMessagesTable {
  id: string;
  conversation_id: string;
  /** 1-based order within the conversation. */
  position: number;
  role: 'user' | 'assistant' | 'system';
  content: string;
  citations: string;
  /** JSON AnswerVerification of an assistant reply; null for user messages. */
  verification: string | null;
  created_at: IsoTimestamp;
}

export type TenKStatus = 'pending' | 'in_progress' | 'complete' | 'error';

/** The 10-K analysis of a company (one per symbol; built from public filings). */
export interface TenKAnalysesTable {
  id: string;
  symbol: string;
  status: TenKStatus;
  status_message: string | null;
  requested_by: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface TenKAnswersTable {
  id: string;
  analysis_id: string;
  accession: string;
  fiscal_year: number;
  filed_at: string | null;
  question_key: string;
  question: string;
  answer: string;
  citations: string;
  /** JSON AnswerVerification of the answer. */
  verification: string | null;
  position: number;
}

export type FilingRow = Selectable<FilingsTable>;
export type FilingPassageRow = Selectable<FilingPassagesTable>;
export type NewFilingPassage = Insertable<FilingPassagesTable>;
export type AiQuestionRow = Selectable<AiQuestionsTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type ConversationMessageRow = Selectable<ConversationMessagesTable>;
export type TenKAnalysisRow = Selectable<TenKAnalysesTable>;
export type TenKAnswerRow = Selectable<TenKAnswersTable>;
