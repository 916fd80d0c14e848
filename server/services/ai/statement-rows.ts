/**
 * The statement row a citation names, one rule for the citation check and the claim check: a
 * quarter's citation (`fiscalPeriod` Q1-Q4) is read from the quarterly rows, any other from the
 * fiscal years'. A fourth quarter ends on the fiscal year's last day, so the date alone would
 * give the year's figure for the quarter's.
 */
import type { Citation } from '../../../generated/model';
import type { AnnualStatements } from '../../providers/market/types';

type Rows = Pick<AnnualStatements, 'income' | 'balance' | 'cashFlow'>;

export function isQuarterCitation(citation: Citation): boolean {
  return /^Q[1-4]$/.test(citation.fiscalPeriod ?? '');
}

function rowsOf(rows: Rows | undefined, kind: Citation['statement']): ReadonlyArray<{ date: string; xbrlTags?: Record<string, string> }> {
  if (!rows) return [];
  if (kind === 'income') return rows.income;
  if (kind === 'balance') return rows.balance;
  if (kind === 'cashflow') return rows.cashFlow;
  return [];
}

/** The row of the statement and period a statement citation names, if the statements hold it. */
export function statementRowOf(
  statements: AnnualStatements,
  citation: Citation,
): (Record<string, unknown> & { date: string; xbrlTags?: Record<string, string> }) | undefined {
  const rows = isQuarterCitation(citation) ? statements.quarterly : statements;
  return rowsOf(rows, citation.statement).find((row) => row.date === citation.period) as
    (Record<string, unknown> & { date: string; xbrlTags?: Record<string, string> }) | undefined;
}
