/**
 * Turns a company's annual statements into the facts the AI answers from: every statement line
 * the metric catalogue names, and the figures derived from them by the one definition of
 * derived-figures.ts (margins, growth, free cash flow, total and net debt, debt to equity). Every
 * fact cites the statement lines it used, with the period and, from SEC, the XBRL tag.
 */
import type { BalanceSheet, CashFlowStatement, Citation, IncomeStatement } from '../../../generated/model';
import { METRICS } from '../../providers/llm/metric-catalog';
import type { StatementFact } from '../../providers/llm/types';
import type { AnnualStatements } from '../../providers/market/types';
import { derivedByKey, type LineRef, type YearRows } from '../market/derived-figures';

type StatementKind = 'income' | 'balance' | 'cashflow';
type Row = IncomeStatement | BalanceSheet | CashFlowStatement;

const STATEMENT_NAMES: Record<StatementKind, string> = {
  income: 'Income statement',
  balance: 'Balance sheet',
  cashflow: 'Cash flow statement',
};

/** Fiscal year of a statement period: its fiscalYear field, else the year of its date. */
function fiscalYearOf(row: Row): number {
  const year = Number.parseInt(row.fiscalYear, 10);
  return Number.isFinite(year) ? year : Number(row.date.slice(0, 4));
}

/** The citation of one statement line of one period. */
export function statementCitation(symbol: string, kind: StatementKind, row: Row, lineItem: string): Citation {
  const tag = row.xbrlTags?.[lineItem];
  return {
    kind: 'statement',
    label: `${STATEMENT_NAMES[kind]}, ${lineItem}, FY${fiscalYearOf(row)} (period ended ${row.date})`,
    href: `/stock/${encodeURIComponent(symbol)}/statements?tab=${kind}`,
    statement: kind,
    lineItem,
    period: row.date,
    ...(tag ? { xbrlTag: tag } : {}),
  };
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
  return years.flatMap((year) => yearFacts(symbol, year, income, balance, cash));
}

function yearFacts(
  symbol: string,
  year: number,
  income: Map<number, IncomeStatement>,
  balance: Map<number, BalanceSheet>,
  cash: Map<number, CashFlowStatement>,
): StatementFact[] {
  const rows: YearRows = {
    income: income.get(year),
    balance: balance.get(year),
    cashFlow: cash.get(year),
    priorIncome: income.get(year - 1),
  };
  const facts: StatementFact[] = [];
  // Reported lines first, revenue at the top (the catalogue lists specific phrases first, for matching).
  for (const definition of [...METRICS].reverse()) {
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
      citations: citationsOf(symbol, derived.lines),
    });
  }
  return facts;
}

function citationsOf(symbol: string, lines: LineRef[]): Citation[] {
  return lines.map((line) => statementCitation(symbol, line.statement, line.row, line.field));
}
