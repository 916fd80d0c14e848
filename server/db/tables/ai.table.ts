import type { Insertable, Selectable } from 'kysely';
import type { BoolInt, IsoTimestamp } from '../column-types';

/** A 10-K, 10-Q or 20-F filing whose document has been split into passages (public data, shared by all users). */
export interface FilingsTable {
  id: string;
  symbol: string;
  accession: string;
  /** 10-K, 10-Q or 20-F. */
  form: string;
  fiscalYear: number;
  /** FY on an annual report, Q1–Q3 on a quarterly one. */
  fiscalPeriod: string;
  filedAt: string | null;
  reportDate: string | null;
  documentUrl: string | null;
  indexedAt: IsoTimestamp;
}

/** One paragraph of a filing's Item. Its full-text index lives beside it (see passage-search.ts). */
export interface FilingPassagesTable {
  id: string;
  filingId: string;
  /** Such as `item-1a-p3` (10-K) or `part2-item-1a-p3` (10-Q); unique within the filing. */
  passageId: string;
  /** Such as `1A`; on a 10-Q keyed by part: `I-2`, `II-1A`. */
  item: string;
  itemTitle: string;
  paragraph: number;
  /** Order of the passage in the whole document. */
  position: number;
  text: string;
  /** A table passage's rows and cells (JSON FilingTable with its caption); null for text. */
  tableJson: string | null;
}

/** SQLite only: the FTS5 index of filing_passages (PostgreSQL uses a tsvector column instead). */
export interface FilingPassagesFtsTable {
  /** The Item's title, a newline, and the passage's text. */
  text: string;
  passageRowId: string;
  filingId: string;
}

type AiQuestionStatus = 'processing' | 'completed' | 'error';

/** An Ask AI question of one user about one ticker. `citations` is a JSON array. */
export interface AiQuestionsTable {
  id: string;
  userId: string;
  ticker: string;
  question: string;
  answer: string | null;
  citations: string;
  /** JSON AnswerVerification of the answer; null before it is answered (and for older answers). */
  verification: string | null;
  status: AiQuestionStatus;
  error: string | null;
  alertOnCompletion: BoolInt;
  createdAt: IsoTimestamp;
  completedAt: IsoTimestamp | null;
  updatedAt: IsoTimestamp | null;
  /** The process answering a processing question (its random id per start); null otherwise. */
  lockedBy: string | null;
  /** When that process last renewed its lease on the question; null when not processing. */
  lockedAt: IsoTimestamp | null;
}

export interface ConversationsTable {
  id: string;
  userId: string;
  title: string | null;
  status: 'active' | 'archived';
  entityType: 'Company' | null;
  entityId: string | null;
  includeFinancials: BoolInt;
  includeRatios: BoolInt;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

export interface ConversationMessagesTable {
  id: string;
  conversationId: string;
  /** 1-based order within the conversation. */
  position: number;
  role: 'user' | 'assistant' | 'system';
  content: string;
  citations: string;
  /** JSON AnswerVerification of an assistant reply; null for user messages. */
  verification: string | null;
  createdAt: IsoTimestamp;
}

export type TenKStatus = 'pending' | 'in_progress' | 'complete' | 'error';

/** The 10-K analysis of a company (one per symbol; built from public filings). */
export interface TenKAnalysesTable {
  id: string;
  symbol: string;
  status: TenKStatus;
  statusMessage: string | null;
  requestedBy: string | null;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

export interface TenKAnswersTable {
  id: string;
  analysisId: string;
  accession: string;
  fiscalYear: number;
  filedAt: string | null;
  questionKey: string;
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
