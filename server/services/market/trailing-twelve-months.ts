/**
 * Trailing twelve months from fiscal quarters: at each quarter end with four consecutive
 * quarters, the flows (income statement, cash flow, per-share earnings) are the sum of the
 * four, a balance is the one at the last quarter's end, share counts are the last quarter's,
 * and the cash flow's opening cash is the first quarter's. A line missing in any of the four
 * quarters is missing in the sum.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, StatementPeriod } from '../../../generated/model';
import type { ParsedYear } from './statements';

/** A quarter parsed back from storage; `fiscalYear` and `fiscalQuarter` as the company labels them. */
export interface ParsedQuarter extends ParsedYear {
  fiscalQuarter: number;
}

const QUARTERS = 4;
/** Period fields that are not figures. */
const PERIOD_FIELDS = new Set([
  'date',
  'fiscalYear',
  'period',
  'fiscalQuarter',
  'reportedCurrency',
  'accession',
  'xbrlTags',
  'splitAdjusted',
  'splitFactor',
  'asReported',
]);
const LATEST = new Set(['weightedAverageSHSOut', 'weightedAverageSHSOutDil', 'cashAtEndOfPeriod']);
const EARLIEST = new Set(['cashAtBeginningOfPeriod']);

function follows(later: ParsedQuarter, earlier: ParsedQuarter): boolean {
  if (later.fiscalYear === earlier.fiscalYear) return later.fiscalQuarter === earlier.fiscalQuarter + 1;
  return later.fiscalYear === earlier.fiscalYear + 1 && later.fiscalQuarter === 1 && earlier.fiscalQuarter === QUARTERS;
}

type Statement = StatementPeriod & Record<string, unknown>;

/** The sum of four quarters' statements (newest first); null when a quarter lacks the statement. */
function summed<T extends StatementPeriod>(statements: Array<T | null>, last: ParsedQuarter): T | null {
  const present = statements.filter((statement): statement is T => statement !== null);
  const [newest] = present;
  if (!newest || present.length < QUARTERS) return null;
  const out: Statement = {
    date: newest.date,
    fiscalYear: String(last.fiscalYear),
    period: 'TTM',
    fiscalQuarter: last.fiscalQuarter,
    reportedCurrency: newest.reportedCurrency,
    splitAdjusted: present.some((statement) => statement.splitAdjusted === true),
  };
  const fields = new Set(present.flatMap((statement) => Object.keys(statement)).filter((field) => !PERIOD_FIELDS.has(field)));
  for (const field of fields) {
    const values = present.map((statement) => (statement as Statement)[field]);
    if (LATEST.has(field)) out[field] = values[0] ?? null;
    else if (EARLIEST.has(field)) out[field] = values[QUARTERS - 1] ?? null;
    else
      out[field] = values.every((value) => typeof value === 'number')
        ? Number((values as number[]).reduce((a, b) => a + b, 0).toPrecision(12))
        : null;
  }
  return out as T;
}

/** Trailing-twelve-month statements at every quarter end that closes four consecutive quarters, newest first. */
export function trailingTwelveMonths(
  quarters: ParsedQuarter[],
): Array<{ income: IncomeStatement | null; balance: BalanceSheet | null; cashFlow: CashFlowStatement | null }> {
  const out = [];
  for (let i = 0; i + QUARTERS <= quarters.length; i++) {
    const window = quarters.slice(i, i + QUARTERS);
    if (!window.every((quarter, k) => k === 0 || follows(window[k - 1] as ParsedQuarter, quarter))) continue;
    const last = window[0] as ParsedQuarter;
    out.push({
      income: summed(
        window.map((quarter) => quarter.income),
        last,
      ),
      balance: last.balance ? { ...last.balance, period: 'TTM' as const, fiscalQuarter: last.fiscalQuarter } : null,
      cashFlow: summed(
        window.map((quarter) => quarter.cashFlow),
        last,
      ),
    });
  }
  return out;
}
