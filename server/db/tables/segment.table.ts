import type { Insertable, Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/** A filing whose inline XBRL was read for segment figures (also when it held none). */
export interface FilingSegmentReadsTable {
  symbol: string;
  accession: string;
  /** As the document names itself: 10-K, 10-Q, 20-F… */
  form: string | null;
  fiscalYear: number | null;
  /** FY, Q1–Q4. */
  fiscalPeriod: string | null;
  /** YYYY-MM-DD: the end of the period the document reports. */
  periodEnd: string | null;
  filedAt: string | null;
  documentUrl: string | null;
  factCount: number;
  readAt: IsoTimestamp;
}

/** Revenue or operating income of one segment, product or region for one period, as a filing reports it. */
export interface SegmentFactsTable {
  id: string;
  symbol: string;
  accession: string;
  /** revenue | operatingIncome */
  metric: string;
  /** segment | product | geography */
  axis: string;
  /** The XBRL dimension, e.g. srt:ProductOrServiceAxis. */
  dimension: string;
  member: string;
  label: string;
  concept: string;
  fiscalYear: number;
  fiscalPeriod: string;
  periodStart: string;
  periodEnd: string;
  value: number;
  unit: string;
}

export type FilingSegmentReadRow = Selectable<FilingSegmentReadsTable>;
export type SegmentFactRow = Selectable<SegmentFactsTable>;
export type NewSegmentFact = Insertable<SegmentFactsTable>;
