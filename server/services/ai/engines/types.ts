/**
 * The AI provider interface. The AI service gathers an AnswerContext (statement facts and 10-K
 * passages, each with its citation) and hands it to a provider with the question and the
 * conversation so far; the provider drafts an answer in markdown with the citations it used.
 * The service then verifies every citation against the sources before storing the answer.
 */
import type { ChatMessage } from '../../../providers/llm/chat';
import type { RetrievedPassage } from '../../../db/passage-search';
import type { Citation, SegmentFigure } from '../../../../generated/model';

type AiProviderName = 'offline' | 'openai';

/** One number from a company's statements (or derived from them), with what it cites. */
export interface StatementFact {
  /** Stable key such as `revenue` or `grossMargin`. */
  metric: string;
  /** Human label such as `Revenue` or `Gross margin`. */
  label: string;
  /** Fiscal year the figure belongs to. */
  fiscalYear: number;
  value: number;
  unit: 'money' | 'ratio' | 'per_share' | 'multiple';
  /** The statement lines it comes from (one for a reported figure, several for a derived one). */
  citations: Citation[];
  /** How a derived figure is computed (common/derived-figures.ts), named in answers. */
  definition?: string;
  /** The fiscal quarter or trailing twelve months it covers; absent for a fiscal year's figure. */
  period?: FactPeriod;
  /** A compared company's figure in another currency than the asked company's: that currency; absent otherwise. */
  currency?: string;
}

/** The period of a quarterly or trailing-twelve-month fact, as the company labels its quarters. */
export interface FactPeriod {
  kind: 'quarter' | 'ttm';
  /** The quarter, or the last quarter of the twelve months. */
  fiscalQuarter: number;
  /** 'FY2024 Q4' or 'TTM FY2024 Q4' (common/fiscal-period.ts). */
  name: string;
  /** The last day of the period (YYYY-MM-DD). */
  end: string;
  /** How the figure was obtained when no report states it: a fourth quarter is the fiscal year less the first three. */
  derivation?: string;
}

/** A fact of the company page (CEO, employees, price, P/E…), with its citation. */
export interface CompanyFact {
  /** Such as `ceo`, `price`, `pe`: the citation's lineItem. */
  key: string;
  label: string;
  /** As answers write it, such as `Tim Cook` or `$227.52`. */
  text: string;
  /** The number, for figures (what the claim verifier compares). */
  value?: number;
  /** For amounts (price, market cap, dividend): the trading currency they are in. */
  currency?: string;
  citation: Citation;
}

export interface AnswerContext {
  symbol: string;
  companyName: string;
  /** The statements' reporting currency: every statement figure of an answer is written in it. */
  currency: string;
  facts: StatementFact[];
  passages: RetrievedPassage[];
  /**
   * The fiscal year of the newest 10-K whose document is available (the passages come from it):
   * a question naming no year is answered for this year, so figures and quotes agree. Absent when
   * no 10-K is available (then the newest statement year).
   */
  documentYear?: number;
  /** What the company page shows; absent when not gathered (10-K analysis, tests). */
  companyFacts?: CompanyFact[];
  /** The segment, product and region figures read from the company's 10-Ks (annual), newest first; absent when not gathered. */
  segments?: SegmentFigure[];
  /**
   * The quarterly and trailing-twelve-month facts, newest first, for a question about a quarter
   * or TTM; absent when not gathered, empty when the company's statements hold no quarters.
   */
  periodFacts?: StatementFact[];
  /** Other companies the question compares with (by ticker or name), each with its own statement facts. */
  peers?: PeerCompany[];
  /** Tickers the question compares with of which no statements were found: the answer says so. */
  missingPeers?: string[];
  /** Tickers the question compares with whose statements could not be loaded just now: the answer says so. */
  unavailablePeers?: string[];
}

/** Another company of the market, compared with the one asked about. */
export interface PeerCompany {
  symbol: string;
  companyName: string;
  currency: string;
  facts: StatementFact[];
}

/** What a model may look up beyond the context it is given (OpenAI tool calls). */
export interface AnswerTools {
  /** Every statement fact of the company (the context holds only those the question needs). */
  allFacts: StatementFact[];
  /** Every quarterly and trailing-twelve-month fact of the company (built when first asked for). */
  periodFacts?: () => StatementFact[];
  /** 10-K passages matching a query, within one Item when given. */
  searchPassages(query: string, item?: string): Promise<RetrievedPassage[]>;
}

export interface AnswerRequest {
  /** The question as it stands on its own (a follow-up resolved against the earlier turns). */
  question: string;
  /** The user's own words, when they differ from `question` (a follow-up such as 'and the year before?'). */
  asked?: string;
  /** Earlier turns of a conversation, oldest first (empty for a single question). */
  history: ChatMessage[];
  context: AnswerContext;
  /**
   * What the answer should draw on: statement figures, 10-K text, or both. Without it the
   * question decides (the offline engine quotes text when no figure is asked for, or when the
   * question asks why).
   */
  expects?: 'figures' | 'text' | 'both';
  /** Lookups a model may call; absent for the 10-K analysis and the offline engine. */
  tools?: AnswerTools;
  signal?: AbortSignal;
  /** The model calls this answer may still make (model-rounds.ts); the provider's default bound when absent. */
  rounds?: ModelRoundsTaker;
}

/** What a provider needs of the answer's model-call bound (model-rounds.ts): one `take()` before each call. */
export interface ModelRoundsTaker {
  take(): void;
}

/** What a provider drafts: markdown text plus the citations it claims; the service verifies them. */
export interface DraftAnswer {
  text: string;
  citations: Citation[];
}

export interface AiProvider {
  readonly name: AiProviderName;
  answer(request: AnswerRequest): Promise<DraftAnswer>;
  /** Streams the answer's text as it is produced; the last value returned is the full draft. */
  stream(request: AnswerRequest): AsyncGenerator<string, DraftAnswer>;
}
