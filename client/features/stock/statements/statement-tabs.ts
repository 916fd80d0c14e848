import * as z from 'zod/mini';
import { DEFAULT_STATEMENT_SCALE, STATEMENT_SCALES, type StatementScale } from '../../../lib/statement-scale';
import { DEFAULT_SEGMENT_PERIOD, SEGMENT_PERIODS } from '../segments/segment-period';

export const STATEMENT_TABS = ['income', 'balance', 'cashflow', 'condensed'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];
const DEFAULT_STATEMENT_TAB: StatementTab = 'condensed';

export const STATEMENT_TAB_LABELS: Record<StatementTab, string> = {
  income: 'Income',
  balance: 'Balance',
  cashflow: 'Cash Flow',
  condensed: 'Condensed',
};

/** Fiscal years, fiscal quarters, or trailing twelve months at each quarter end (the API's `period`). */
export const STATEMENT_PERIODS = ['annual', 'quarterly', 'ttm'] as const;
export type StatementPeriodChoice = (typeof STATEMENT_PERIODS)[number];
export const DEFAULT_STATEMENT_PERIOD: StatementPeriodChoice = 'annual';

/** The API's query for a period: none for fiscal years, so the page shares the overview's cached annual statements. */
export const statementsParams = (period: StatementPeriodChoice) => (period === DEFAULT_STATEMENT_PERIOD ? undefined : { period });

export const STATEMENT_PERIOD_LABELS: Record<StatementPeriodChoice, string> = { annual: 'Annual', quarterly: 'Quarterly', ttm: 'TTM' };

export const STATEMENT_SCALE_LABELS: Record<StatementScale, string> = { raw: 'Raw', K: 'K', M: 'M', B: 'B' };

/** Search params of /stock/{symbol}/statements; unknown values fall back to the defaults (zod/mini keeps the bundle small). */
export const statementsSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(STATEMENT_TABS), DEFAULT_STATEMENT_TAB), DEFAULT_STATEMENT_TAB),
  period: z.catch(z._default(z.enum(STATEMENT_PERIODS), DEFAULT_STATEMENT_PERIOD), DEFAULT_STATEMENT_PERIOD),
  scale: z.catch(z._default(z.enum(STATEMENT_SCALES), DEFAULT_STATEMENT_SCALE), DEFAULT_STATEMENT_SCALE),
  segments: z.catch(z._default(z.enum(SEGMENT_PERIODS), DEFAULT_SEGMENT_PERIOD), DEFAULT_SEGMENT_PERIOD),
});
