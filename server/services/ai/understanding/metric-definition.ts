/** One figure of the AI's metric catalogue (metric-definitions.ts), and the statement lines it may be. */
import type { StatementFact } from '../engines/types';

export interface MetricDefinition {
  metric: string;
  label: string;
  unit: StatementFact['unit'];
  patterns: RegExp[];
  /** The statement line a reported figure is; absent for the derived ones (common/derived-figures.ts). */
  line?: { statement: 'income' | 'balance' | 'cashflow'; field: string };
}

/** The statement line a reported figure is. */
export const income = (field: string) => ({ statement: 'income' as const, field });
export const balance = (field: string) => ({ statement: 'balance' as const, field });
export const cashflow = (field: string) => ({ statement: 'cashflow' as const, field });
