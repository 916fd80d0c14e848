import { z } from 'zod';

export const STATEMENT_TABS = ['income', 'balance', 'cashflow', 'condensed'] as const;
export type StatementTab = (typeof STATEMENT_TABS)[number];
export const DEFAULT_STATEMENT_TAB: StatementTab = 'condensed';

export const STATEMENT_TAB_LABELS: Record<StatementTab, string> = {
  income: 'Income',
  balance: 'Balance',
  cashflow: 'Cash Flow',
  condensed: 'Condensed',
};

/** Search params of /stock/{symbol}/statements; an unknown tab falls back to the default. */
export const statementsSearchSchema = z.object({
  tab: z.enum(STATEMENT_TABS).default(DEFAULT_STATEMENT_TAB).catch(DEFAULT_STATEMENT_TAB),
});
