/**
 * Turns a company's annual statements into the facts the AI answers from: reported lines
 * (revenue, net income, EPS, cash flow, debt) and figures derived from them (margins, growth,
 * free cash flow, net debt, debt to equity). Every fact cites the statement lines it used, with
 * the period and, when the SEC provider served it, the XBRL tag.
 */
import type { BalanceSheet, CashFlowStatement, Citation, IncomeStatement } from '../../../generated/model';
import { metricByKey } from '../../providers/llm/metric-catalog';
import type { StatementFact } from '../../providers/llm/types';
import type { AnnualStatements } from '../../providers/market/types';

type StatementKind = 'income' | 'balance' | 'cashflow';
type Row = IncomeStatement | BalanceSheet | CashFlowStatement;

const STATEMENT_NAMES: Record<StatementKind, string> = { income: 'Income statement', balance: 'Balance sheet', cashflow: 'Cash flow statement' };

interface Line {
  value: number;
  citation: Citation;
}

/** Fiscal year of a statement period: its fiscalYear field, else the year of its date. */
export function fiscalYearOf(row: Row): number {
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

function line(symbol: string, kind: StatementKind, row: Row | undefined, field: string): Line | null {
  if (!row) return null;
  const value = (row as unknown as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isFinite(value) ? { value, citation: statementCitation(symbol, kind, row, field) } : null;
}

function fact(metric: string, fiscalYear: number, value: number, lines: Line[]): StatementFact | null {
  const definition = metricByKey.get(metric);
  if (!definition || !Number.isFinite(value)) return null;
  return { metric, label: definition.label, unit: definition.unit, fiscalYear, value, citations: lines.map((l) => l.citation) };
}

function ratio(metric: string, year: number, top: Line | null, bottom: Line | null): StatementFact | null {
  if (!top || !bottom || bottom.value === 0) return null;
  return fact(metric, year, top.value / bottom.value, [top, bottom]);
}

function growth(metric: string, year: number, current: Line | null, prior: Line | null): StatementFact | null {
  if (!current || !prior || prior.value <= 0) return null;
  return fact(metric, year, current.value / prior.value - 1, [current, prior]);
}

function sum(lines: Array<Line | null>): Line[] | null {
  const present = lines.filter((l): l is Line => l !== null);
  return present.length > 0 ? present : null;
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
  const inc = (field: string, y = year) => line(symbol, 'income', income.get(y), field);
  const bal = (field: string) => line(symbol, 'balance', balance.get(year), field);
  const cf = (field: string) => line(symbol, 'cashflow', cash.get(year), field);
  const revenue = inc('revenue');
  const eps = inc('epsDiluted') ?? inc('eps');
  const priorEps = inc('epsDiluted', year - 1) ?? inc('eps', year - 1);
  const operatingCash = cf('netCashProvidedByOperatingActivities');
  const capex = cf('capitalExpenditure');
  const debtLines = bal('totalDebt') ? [bal('totalDebt')] : [bal('shortTermDebt'), bal('longTermDebt')];
  const debt = sum(debtLines);
  const cashLines = sum([bal('cashAndCashEquivalents'), bal('shortTermInvestments')]);
  const total = (lines: Line[] | null) => (lines ? lines.reduce((acc, l) => acc + l.value, 0) : null);
  const debtValue = total(debt);
  const cashValue = total(cashLines);
  const equity = bal('totalStockholdersEquity');
  const reportedFcf = cf('freeCashFlow');
  const reported = (metric: string, l: Line | null) => l && fact(metric, year, l.value, [l]);
  const facts = [
    reported('revenue', revenue),
    reported('grossProfit', inc('grossProfit')),
    reported('operatingIncome', inc('operatingIncome')),
    reported('netIncome', inc('netIncome')),
    reported('epsDiluted', eps),
    ratio('grossMargin', year, inc('grossProfit'), revenue),
    ratio('operatingMargin', year, inc('operatingIncome'), revenue),
    ratio('netMargin', year, inc('netIncome'), revenue),
    growth('revenueGrowth', year, revenue, inc('revenue', year - 1)),
    growth('epsGrowth', year, eps, priorEps),
    reported('operatingCashFlow', operatingCash),
    reported('capitalExpenditure', capex),
    reportedFcf
      ? reported('freeCashFlow', reportedFcf)
      : operatingCash && capex && fact('freeCashFlow', year, operatingCash.value - Math.abs(capex.value), [operatingCash, capex]),
    debt && debtValue !== null && fact('totalDebt', year, debtValue, debt),
    cashLines && cashValue !== null && fact('cash', year, cashValue, cashLines),
    debt && cashLines && debtValue !== null && cashValue !== null && fact('netDebt', year, debtValue - cashValue, [...debt, ...cashLines]),
    debt && equity && equity.value > 0 && debtValue !== null && fact('debtToEquity', year, debtValue / equity.value, [...debt, equity]),
  ];
  return facts.filter((f): f is StatementFact => Boolean(f));
}
