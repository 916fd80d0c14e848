/**
 * Company facts (data.sec.gov/api/xbrl/companyfacts/CIK##########.json) → annual and quarterly
 * statements. Each line is filled from the concepts xbrl-concepts.ts lists for it, tried in
 * order for every period; each figure comes from the latest report of that period (a later
 * report's comparative restates it). Quarterly flows reported only year-to-date (cash flows,
 * and the fourth quarter, which only the annual report covers) are the year-to-date figure less
 * the one of the quarter before. Per-share figures and share counts are adjusted for the splits
 * after the report they come from, the first report's value kept as reported.
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement, StatementPeriodPeriod } from '../../../../generated/model';
import { adjustForSplits, splitFactorAfter, type SplitEvent, tidy } from '../splits';
import type { AnnualStatements } from '../types';
import { fiscalQuarters, fiscalYears, type FiscalPeriod } from './fiscal-calendar';
import { splitEvents } from './sec-splits';
import { SHORT_TERM_BORROWINGS, XBRL_LINES, type LineConcepts, type StatementKind } from './xbrl-concepts';
import {
  addDays,
  daysBetween,
  durationOf,
  factsOf,
  firstReportOf,
  instantAt,
  readCompanyFacts,
  reportingCurrency,
  type CompanyFacts,
  type Fact,
} from './xbrl-facts';

type Figures = Record<string, number | null>;
interface StatementRow {
  figures: Figures;
  tags: Record<string, string>;
  asReported: Record<string, number>;
}
interface Found {
  concept: string;
  value: number;
  asReported?: number;
}

interface Context {
  facts: CompanyFacts;
  currency: string;
  splits: SplitEvent[];
}

function unitName(line: LineConcepts, currency: string): string {
  if (line.unit === 'shares') return 'shares';
  if (line.unit === 'perShare') return `${currency}/shares`;
  return currency;
}

function conceptsOf(line: LineConcepts, facts: CompanyFacts): readonly string[] {
  return facts.taxonomy === 'ifrs-full' ? line.ifrsFull : line.usGaap;
}

/** A fact's value in today's shares (only per-share and share lines change). */
function adjusted(line: LineConcepts, fact: Fact, context: Context): number {
  return line.unit ? tidy(adjustForSplits(fact.val, line.unit, splitFactorAfter(context.splits, fact.filed))) : fact.val;
}

function signed(line: LineConcepts, value: number): number {
  return line.negate ? -Math.abs(value) : value;
}

const monthsOf = (start: string, end: string) => Math.round(daysBetween(start, end) / 30.4);

/** A flow of the period from one concept: reported for the period itself, or year-to-date less the year-to-date before. */
function flowOf(line: LineConcepts, facts: Fact[], concept: string, period: FiscalPeriod, context: Context): Found | null {
  const own = durationOf(facts, period.start, period.end);
  if (own) {
    const found: Found = { concept, value: signed(line, adjusted(line, own, context)) };
    if (line.unit) found.asReported = firstReportOf(facts, own).val;
    return found;
  }
  if (period.quarter === null || period.quarter === 1 || line.unit === 'shares') return null;
  const toDate = durationOf(facts, period.yearStart, period.end);
  const before = durationOf(facts, period.yearStart, addDays(period.start, -1));
  if (!toDate || !before) return null;
  const value = tidy(adjusted(line, toDate, context) - adjusted(line, before, context));
  const months = `${monthsOf(period.yearStart, period.end)}M − ${monthsOf(period.yearStart, before.end)}M`;
  return { concept: `${concept} (${months})`, value: line.negate ? -value : value };
}

function readLine(line: LineConcepts, period: FiscalPeriod, context: Context): Found | null {
  const unit = unitName(line, context.currency);
  for (const concept of conceptsOf(line, context.facts)) {
    const facts = factsOf(context.facts, concept, unit);
    if (facts.length === 0) continue;
    if (line.kind === 'duration') {
      const found = flowOf(line, facts, concept, period, context);
      if (found) return found;
      continue;
    }
    const fact = instantAt(facts, line.kind === 'instant' ? period.end : addDays(period.start, -1));
    if (fact) return { concept, value: signed(line, fact.val) };
  }
  return null;
}

function readStatement(kind: StatementKind, period: FiscalPeriod, context: Context): StatementRow {
  const row: StatementRow = { figures: {}, tags: {}, asReported: {} };
  for (const [field, line] of Object.entries(XBRL_LINES[kind])) {
    const found = readLine(line, period, context);
    row.figures[field] = found?.value ?? null;
    if (!found) continue;
    row.tags[field] = found.concept;
    if (found.asReported !== undefined) row.asReported[field] = found.asReported;
  }
  return row;
}

/** A figure no single concept holds, derived from two that are tagged; its source names both concepts. */
function derive(row: StatementRow, field: string, left: string, right: string, combine: (a: number, b: number) => number, symbol: string) {
  const a = row.figures[left];
  const b = row.figures[right];
  if (row.figures[field] !== null && row.figures[field] !== undefined) return;
  if (a === null || a === undefined || b === null || b === undefined) return;
  row.figures[field] = combine(a, b);
  row.tags[field] = `${row.tags[left]} ${symbol} ${row.tags[right]}`;
}

/** Adds commercial paper and other short-term borrowings to a short-term debt read as the current portion of term debt. */
function addShortTermBorrowings(row: StatementRow, period: FiscalPeriod, context: Context) {
  const current = row.figures.shortTermDebt;
  if (row.tags.shortTermDebt !== 'LongTermDebtCurrent' || current === null || current === undefined) return;
  for (const concept of SHORT_TERM_BORROWINGS) {
    const fact = instantAt(factsOf(context.facts, concept, context.currency), period.end);
    if (!fact) continue;
    row.figures.shortTermDebt = (row.figures.shortTermDebt ?? 0) + fact.val;
    row.tags.shortTermDebt = `${row.tags.shortTermDebt} + ${concept}`;
  }
}

/** LongTermDebt holds the current portion too: the long-term line is what is left once that portion is taken off. */
function withoutCurrentPortion(row: StatementRow, period: FiscalPeriod, context: Context) {
  const total = row.figures.longTermDebt;
  if (row.tags.longTermDebt !== 'LongTermDebt' || total === null || total === undefined) return;
  const current = instantAt(factsOf(context.facts, 'LongTermDebtCurrent', context.currency), period.end);
  if (!current) return;
  row.figures.longTermDebt = total - current.val;
  row.tags.longTermDebt = 'LongTermDebt - LongTermDebtCurrent';
}

function periodLabel(period: FiscalPeriod): StatementPeriodPeriod {
  return period.quarter === null ? 'FY' : (`Q${period.quarter}` as StatementPeriodPeriod);
}

function withPeriod(row: StatementRow, period: FiscalPeriod, context: Context) {
  const factor = splitFactorAfter(context.splits, period.filed);
  const split = factor !== 1 ? { asReported: row.asReported } : {};
  return {
    date: period.end,
    fiscalYear: String(period.fiscalYear),
    period: periodLabel(period),
    fiscalQuarter: period.quarter,
    reportedCurrency: context.currency,
    accession: period.accn,
    xbrlTags: row.tags,
    splitAdjusted: factor !== 1,
    splitFactor: factor,
    ...split,
    ...row.figures,
  };
}

interface PeriodStatements {
  income: IncomeStatement[];
  balance: BalanceSheet[];
  cashFlow: CashFlowStatement[];
}

function statementsOf(periods: FiscalPeriod[], context: Context): PeriodStatements {
  const out: PeriodStatements = { income: [], balance: [], cashFlow: [] };
  for (const period of periods) {
    const income = readStatement('income', period, context);
    derive(income, 'grossProfit', 'revenue', 'costOfRevenue', (revenue, cost) => revenue - cost, '-');
    const balance = readStatement('balance', period, context);
    addShortTermBorrowings(balance, period, context);
    withoutCurrentPortion(balance, period, context);
    const minus = (a: number, b: number) => a - b;
    derive(balance, 'totalNonCurrentAssets', 'totalAssets', 'totalCurrentAssets', minus, '-');
    derive(balance, 'totalLiabilities', 'totalLiabilitiesAndStockholdersEquity', 'totalStockholdersEquity', minus, '-');
    derive(balance, 'totalNonCurrentLiabilities', 'totalLiabilities', 'totalCurrentLiabilities', minus, '-');
    balance.figures.totalDebt = null;
    derive(balance, 'totalDebt', 'shortTermDebt', 'longTermDebt', (short, long) => short + long, '+');
    const cashFlow = readStatement('cashFlow', period, context);
    cashFlow.figures.freeCashFlow = null;
    derive(
      cashFlow,
      'freeCashFlow',
      'netCashProvidedByOperatingActivities',
      'capitalExpenditure',
      (ocf, capex) => ocf - Math.abs(capex),
      '-',
    );
    out.income.push(withPeriod(income, period, context));
    out.balance.push(withPeriod(balance, period, context));
    out.cashFlow.push(withPeriod(cashFlow, period, context));
  }
  return out;
}

/**
 * Annual statements of the given fiscal years from facts gathered elsewhere (SEC's frames,
 * sec-frames.ts), by the same lines and rules; no stock splits are known there.
 */
export function annualStatementsOf(facts: CompanyFacts, years: FiscalPeriod[]): AnnualStatements {
  const context: Context = { facts, currency: reportingCurrency(facts), splits: [] };
  return { currency: context.currency, ...statementsOf(years, context) };
}

/** How many quarters are read beside `limit` years: the years' own and the year in progress. */
const QUARTERS_PER_YEAR = 4;

/** Annual and quarterly income statements, balance sheets and cash-flow statements, newest first, with the company's splits. */
export function statementsFromCompanyFacts(body: unknown, limit: number): AnnualStatements {
  const facts = readCompanyFacts(body);
  const context: Context = { facts, currency: reportingCurrency(facts), splits: splitEvents(facts) };
  const years = fiscalYears(facts);
  const quarters = fiscalQuarters(facts, years.slice(0, limit)).slice(0, (limit + 1) * QUARTERS_PER_YEAR);
  return {
    currency: context.currency,
    ...statementsOf(years.slice(0, limit), context),
    quarterly: statementsOf(quarters, context),
    splits: context.splits,
  };
}
