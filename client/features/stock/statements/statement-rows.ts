/**
 * The table of a statement tab: one column per period date, newest first, the rows of
 * statement-row-defs.ts with their values, YoY changes and as-reported figures.
 */
import type { Statements } from '../../../../generated/model';
import type { StatementValueKind } from '../../../lib/format';
import { changeOf } from '../../../../common/derived-figures';
import { fiscalPeriodName, isQuarterly } from '../../../../common/fiscal-period';
import type { StatementTab } from './statement-tabs';
import { type Period, ROWS_BY_TAB } from './statement-row-defs';

type TableRow =
  | { type: 'section'; label: string }
  | {
      type: 'value';
      label: string;
      kind: StatementValueKind;
      values: (number | undefined)[];
      tags: (string | undefined)[];
      /** Per column, the value as reported before split adjustment (undefined where not adjusted). */
      reported?: (number | undefined)[];
      total: boolean;
      definition?: string;
    };

export interface StatementTable {
  /** `label` heads the column when given (else its date). */
  columns: { date: string; fiscalYear: string; label?: string }[];
  rows: TableRow[];
  /** Whether any figure shown was adjusted for stock splits after it was reported. */
  splitAdjusted?: boolean;
}

/** The periods a tab shows: its own statements' dates (all dates for Condensed), newest first. */
export function periodsFor(statements: Statements, tab: StatementTab): Period[] {
  const lists = {
    income: statements.incomeStatements,
    balance: statements.balanceSheets,
    cashflow: statements.cashFlowStatements,
  };
  const source = tab === 'condensed' ? [...lists.income, ...lists.balance, ...lists.cashflow] : lists[tab];
  const byDate = new Map<string, (typeof source)[number]>();
  for (const item of source) if (!byDate.has(item.date)) byDate.set(item.date, item);
  return [...byDate.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, { fiscalYear, period, fiscalQuarter }]) => ({
      date,
      fiscalYear,
      period,
      fiscalQuarter,
      income: lists.income.find((s) => s.date === date),
      balance: lists.balance.find((s) => s.date === date),
      cashFlow: lists.cashflow.find((s) => s.date === date),
    }));
}

/** A column's heading: the period end for a fiscal year (undefined here), 'FY2025 Q1' for a quarter, 'TTM FY2025 Q1' for the twelve months to it. */
function periodLabel(period: Period): string | undefined {
  return isQuarterly(period) ? fiscalPeriodName(period) : undefined;
}

/** The period a year earlier than each one: the next fiscal year, or the same fiscal quarter of the year before. */
function yearEarlierIndexes(periods: Period[]): Array<number | undefined> {
  return periods.map((period, index) => {
    if (!isQuarterly(period)) return index + 1 < periods.length ? index + 1 : undefined;
    const found = periods.findIndex(
      (other) => other.fiscalQuarter === period.fiscalQuarter && Number(other.fiscalYear) === Number(period.fiscalYear) - 1,
    );
    return found === -1 ? undefined : found;
  });
}

/** YoY change of each column against the one a year earlier (by default the next, older one). */
export function yoyValues(
  values: (number | undefined)[],
  earlier: Array<number | undefined> = values.map((_, i) => i + 1),
): (number | undefined)[] {
  return values.map((value, index) => {
    const before = earlier[index];
    return before === undefined ? undefined : (changeOf(value, values[before]) ?? undefined);
  });
}

/** The table of one tab; `showYoy` adds a 'label YoY %' row after each row that has one. */
export function buildStatementTable(statements: Statements, tab: StatementTab, showYoy = false): StatementTable {
  const periods = periodsFor(statements, tab);
  const earlier = yearEarlierIndexes(periods);
  const rows: TableRow[] = [];
  for (const def of ROWS_BY_TAB[tab]) {
    if ('section' in def) {
      rows.push({ type: 'section', label: def.section });
      continue;
    }
    const values = periods.map(def.value);
    const tags = periods.map((period) => def.tag?.(period));
    const reported = periods.map((period) => def.asReported?.(period));
    const definition = def.definition ? { definition: def.definition } : {};
    rows.push({ type: 'value', label: def.label, kind: def.kind, values, tags, reported, total: def.total ?? false, ...definition });
    if (showYoy && def.yoy) {
      rows.push({
        type: 'value',
        label: `${def.label} YoY %`,
        kind: 'percent',
        values: yoyValues(values, earlier),
        tags: [],
        total: false,
      });
    }
  }
  const splitAdjusted = rows.some((row) => row.type === 'value' && row.reported?.some((value) => value !== undefined));
  return {
    columns: periods.map((period) => {
      const label = periodLabel(period);
      return { date: period.date, fiscalYear: period.fiscalYear, ...(label ? { label } : {}) };
    }),
    rows,
    splitAdjusted,
  };
}

/** True when the tab has YoY rows to offer. */
export function tabHasYoy(tab: StatementTab): boolean {
  return ROWS_BY_TAB[tab].some((def) => 'label' in def && def.yoy === true);
}

/** The rows of `table` that state a definition, for the definitions list under it. */
export function definedRows(table: StatementTable): Array<{ label: string; definition: string }> {
  return table.rows.flatMap((row) => (row.type === 'value' && row.definition ? [{ label: row.label, definition: row.definition }] : []));
}
