/**
 * Turns a company's annual statements into the facts the AI answers from: every statement line
 * the metric catalogue names, and the figures derived from them by the one definition of
 * common/derived-figures.ts (margins, growth, free cash flow, total and net debt, debt to equity,
 * interest coverage), the same the statements page and the API compute. Every
 * fact cites the statement lines it used, with the period and, from SEC, the XBRL tag.
 */
import type { BalanceSheet, CashFlowStatement, Citation, IncomeStatement } from '../../../generated/model';
import { METRICS } from './understanding/metric-definitions';
import type { StatementFact } from './engines/types';
import type { AnnualStatements } from '../../providers/market/types';
import { derivedByKey, type LineRef } from '../../../common/derived-figures';
import { fiscalPeriodName, isQuarterly } from '../../../common/fiscal-period';

type StatementKind = 'income' | 'balance' | 'cashflow';
type Row = IncomeStatement | BalanceSheet | CashFlowStatement;

/** The statements of one period and the prior year's income statement (for growth). */
export interface YearRows {
  income?: IncomeStatement;
  balance?: BalanceSheet;
  cashFlow?: CashFlowStatement;
  priorIncome?: IncomeStatement;
}

const STATEMENT_NAMES: Record<StatementKind, string> = {
  income: 'Income statement',
  balance: 'Balance sheet',
  cashflow: 'Cash flow statement',
};

/** Fiscal year of a statement period: its fiscalYear field, else the year of its date. */
export function fiscalYearOf(row: Pick<Row, 'fiscalYear' | 'date'>): number {
  const year = Number.parseInt(row.fiscalYear, 10);
  return Number.isFinite(year) ? year : Number(row.date.slice(0, 4));
}

const ACRONYMS: Record<string, string> = { eps: 'EPS', ebit: 'EBIT', ebitda: 'EBITDA' };

/** A statement line's field in words for a citation: 'epsDiluted' → 'EPS diluted', 'netIncome' → 'net income'. */
export function lineInWords(field: string): string {
  return field
    .split(/(?=[A-Z])/)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
}

/**
 * The citation of one statement line of one period. A quarter's names it as the company labels
 * it ('FY2024 Q4', with `fiscalPeriod` and `year`) and links the quarterly statements: its period
 * end may be the fiscal year's too, and the verifier reads it from the quarterly rows.
 */
export function statementCitation(symbol: string, kind: StatementKind, row: Row, lineItem: string): Citation {
  const tag = row.xbrlTags?.[lineItem];
  const quarter = quarterOf(row);
  const period = quarter
    ? `${fiscalPeriodName({ period: 'Q', fiscalYear: fiscalYearOf(row), fiscalQuarter: quarter })} (quarter ended ${row.date})`
    : `FY${fiscalYearOf(row)} (period ended ${row.date})`;
  return {
    kind: 'statement',
    label: `${STATEMENT_NAMES[kind]}, ${lineInWords(lineItem)}, ${period}`,
    href: `/stock/${encodeURIComponent(symbol)}/statements?tab=${kind}${quarter ? '&period=quarterly' : ''}`,
    statement: kind,
    lineItem,
    period: row.date,
    ...(quarter ? { fiscalPeriod: `Q${quarter}` as Citation['fiscalPeriod'], year: fiscalYearOf(row) } : {}),
    ...(tag ? { xbrlTag: tag } : {}),
  };
}

/** The fiscal quarter of a quarterly row (1-4), null for a fiscal year's. */
export function quarterOf(row: Pick<Row, 'period' | 'fiscalQuarter' | 'fiscalYear'>): number | null {
  return isQuarterly(row) && row.period !== 'TTM' ? (row.fiscalQuarter ?? null) : null;
}

function byYear<T extends Row>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [fiscalYearOf(row), row]));
}

/** Every fact of every year the statements cover, newest year first. */
export function buildStatementFacts(symbol: string, statements: AnnualStatements): StatementFact[] {
  const income = byYear(statements.income);
  const balance = byYear(statements.balance);
  const cash = byYear(statements.cashFlow);
  const years = [...new Set([...income.keys(), ...balance.keys(), ...cash.keys()])].sort((a, b) => b - a);
  return years.flatMap((year) =>
    periodFacts(symbol, year, {
      income: income.get(year),
      balance: balance.get(year),
      cashFlow: cash.get(year),
      priorIncome: income.get(year - 1),
    }),
  );
}

/**
 * The facts of one period's statements (a fiscal year's, or a quarter's with `priorIncome` the
 * same quarter a year before): every catalogue line reported and every figure derived from them,
 * but those of `without` (metric keys).
 */
export function periodFacts(symbol: string, year: number, rows: YearRows, without: ReadonlySet<string> = new Set()): StatementFact[] {
  const facts: StatementFact[] = [];
  // Reported lines first, revenue at the top (the catalogue lists specific phrases first, for matching).
  for (const definition of [...METRICS].reverse()) {
    if (without.has(definition.metric)) continue;
    if (definition.line) {
      const row =
        definition.line.statement === 'income' ? rows.income : definition.line.statement === 'balance' ? rows.balance : rows.cashFlow;
      const value = row ? (row as unknown as Record<string, unknown>)[definition.line.field] : undefined;
      // Diluted EPS falls back to basic EPS when a provider reports only that.
      const field = value === undefined || value === null ? (definition.metric === 'epsDiluted' ? 'eps' : null) : definition.line.field;
      const figure = row && field ? (row as unknown as Record<string, unknown>)[field] : undefined;
      if (!row || !field || typeof figure !== 'number' || !Number.isFinite(figure)) continue;
      facts.push({
        metric: definition.metric,
        label: definition.label,
        unit: definition.unit,
        fiscalYear: year,
        value: figure,
        citations: [statementCitation(symbol, definition.line.statement, row, field)],
      });
      continue;
    }
    const derived = derivedByKey.get(definition.metric)?.compute(rows);
    if (!derived || !Number.isFinite(derived.value)) continue;
    facts.push({
      metric: definition.metric,
      label: definition.label,
      unit: definition.unit,
      fiscalYear: year,
      value: derived.value,
      definition: derivedByKey.get(definition.metric)?.definition,
      citations: citationsOf(symbol, rows, derived.lines),
    });
  }
  return facts;
}

/** The row a line of a derived figure was read from. */
function rowOf(rows: YearRows, line: LineRef): Row | undefined {
  if (line.prior) return rows.priorIncome;
  return line.statement === 'income' ? rows.income : line.statement === 'balance' ? rows.balance : rows.cashFlow;
}

function citationsOf(symbol: string, rows: YearRows, lines: LineRef[]): Citation[] {
  return lines.flatMap((line) => {
    const row = rowOf(rows, line);
    return row ? [statementCitation(symbol, line.statement, row, line.field)] : [];
  });
}
