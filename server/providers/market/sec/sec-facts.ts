/**
 * Company facts (data.sec.gov/api/xbrl/companyfacts/CIK##########.json) → annual statements.
 * Only facts reported in 10-K filings count. A fiscal year is the period a 10-K reports as its
 * own (its latest full-year period); each figure comes from the latest 10-K reporting that
 * period (a later year's comparative column restates it).
 */
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from '../../../../generated/model';
import { isRow, num, str, type Row } from '../parse';
import { providerError } from '../provider-http';
import type { AnnualStatements } from '../types';
import { fiscalYearOfPeriodEnd } from './sec-filings';
import { BALANCE_TAGS, CASH_FLOW_TAGS, INCOME_TAGS, SHORT_TERM_BORROWINGS, type TagRule } from './sec-tags';

interface Fact {
  start: string | null;
  end: string;
  val: number;
  accn: string;
  fy: number | null;
  filed: string;
}

interface FiscalPeriod {
  end: string;
  fiscalYear: number;
  /** The 10-K that reports this year as its own. */
  accn: string;
}

type Units = Record<string, Fact[]>;
type Figures = Record<string, number | null>;
type StatementRow = { figures: Figures; tags: Record<string, string> };

const MIN_YEAR_DAYS = 350;
const MAX_YEAR_DAYS = 380;
const DAY_MS = 86_400_000;

function isAnnualReport(form: unknown): boolean {
  return typeof form === 'string' && form.startsWith('10-K');
}

function readFact(raw: Row): Fact | null {
  const end = str(raw.end);
  const val = num(raw.val);
  const accn = str(raw.accn);
  if (!end || val === null || !accn || !isAnnualReport(raw.form)) return null;
  return { start: str(raw.start), end, val, accn, fy: num(raw.fy), filed: str(raw.filed) ?? '' };
}

function isFullYear(fact: Fact): boolean {
  if (!fact.start) return false;
  const days = (Date.parse(fact.end) - Date.parse(fact.start)) / DAY_MS;
  return days >= MIN_YEAR_DAYS && days <= MAX_YEAR_DAYS;
}

/** us-gaap tag → unit → the tag's facts from 10-K filings. */
function readUsGaap(body: unknown): Map<string, Units> {
  const usGaap = isRow(body) && isRow(body.facts) ? body.facts['us-gaap'] : null;
  if (!isRow(usGaap)) throw providerError('sec', 'not_found', 'has no us-gaap financial data for this company');
  const tags = new Map<string, Units>();
  for (const [tag, concept] of Object.entries(usGaap)) {
    if (!isRow(concept) || !isRow(concept.units)) continue;
    const units: Units = {};
    for (const [unit, facts] of Object.entries(concept.units)) {
      if (Array.isArray(facts))
        units[unit] = facts
          .filter(isRow)
          .map(readFact)
          .filter((fact): fact is Fact => fact !== null);
    }
    tags.set(tag, units);
  }
  return tags;
}

/** Each 10-K's own fiscal year: the latest full-year period it reports. */
function fiscalPeriods(tags: Map<string, Units>): FiscalPeriod[] {
  const ownPeriod = new Map<string, Fact>();
  for (const units of tags.values()) {
    for (const facts of Object.values(units)) {
      for (const fact of facts) {
        const known = ownPeriod.get(fact.accn);
        if (isFullYear(fact) && (!known || fact.end > known.end)) ownPeriod.set(fact.accn, fact);
      }
    }
  }
  const byEnd = new Map<string, FiscalPeriod & { filed: string }>();
  for (const [accn, fact] of ownPeriod) {
    const known = byEnd.get(fact.end);
    if (known && known.filed <= fact.filed) continue; // an amendment (filed later) does not replace the original
    byEnd.set(fact.end, { end: fact.end, fiscalYear: fact.fy ?? fiscalYearOfPeriodEnd(fact.end), accn, filed: fact.filed });
  }
  return [...byEnd.values()].sort((a, b) => b.end.localeCompare(a.end));
}

/** The reporting currency: the currency unit the company's assets (or revenue) are tagged in. */
function reportingCurrency(tags: Map<string, Units>): string {
  for (const tag of ['Assets', ...(INCOME_TAGS.revenue?.tags ?? [])]) {
    const unit = Object.keys(tags.get(tag) ?? {}).find((name) => /^[A-Z]{3}$/.test(name));
    if (unit) return unit;
  }
  return 'USD';
}

function unitName(rule: TagRule, currency: string): string {
  if (rule.unit === 'shares') return 'shares';
  if (rule.unit === 'perShare') return `${currency}/shares`;
  return currency;
}

/**
 * The value for a period end from the latest 10-K that reports it, so restated figures and
 * split-adjusted per-share amounts win over the first report; the period's own 10-K breaks ties.
 */
function pick(facts: Fact[], end: string, accn: string, fullYear: boolean): Fact | null {
  let best: Fact | null = null;
  for (const fact of facts) {
    if (fact.end !== end || (fullYear ? !isFullYear(fact) : fact.start !== null)) continue;
    if (!best || fact.filed > best.filed || (fact.filed === best.filed && fact.accn === accn)) best = fact;
  }
  return best;
}

function readField(rule: TagRule, tags: Map<string, Units>, currency: string, period: FiscalPeriod, previous: FiscalPeriod | undefined) {
  if (rule.kind === 'opening' && !previous) return null;
  for (const tag of rule.tags) {
    const facts = tags.get(tag)?.[unitName(rule, currency)];
    if (!facts) continue;
    const fact =
      rule.kind === 'duration'
        ? pick(facts, period.end, period.accn, true)
        : rule.kind === 'instant'
          ? pick(facts, period.end, period.accn, false)
          : pick(facts, previous!.end, period.accn, false);
    if (fact) return { tag, value: rule.negate ? -Math.abs(fact.val) : fact.val };
  }
  return null;
}

function readStatement(
  table: Record<string, TagRule>,
  tags: Map<string, Units>,
  currency: string,
  period: FiscalPeriod,
  previous?: FiscalPeriod,
): StatementRow {
  const row: StatementRow = { figures: {}, tags: {} };
  for (const [field, rule] of Object.entries(table)) {
    const found = readField(rule, tags, currency, period, previous);
    row.figures[field] = found?.value ?? null;
    if (found) row.tags[field] = found.tag;
  }
  return row;
}

/** A figure no single tag holds, derived from two that are tagged; its source names both tags. */
function derive(row: StatementRow, field: string, left: string, right: string, combine: (a: number, b: number) => number, symbol: string) {
  const a = row.figures[left];
  const b = row.figures[right];
  if (row.figures[field] !== null && row.figures[field] !== undefined) return;
  if (a === null || a === undefined || b === null || b === undefined) return;
  row.figures[field] = combine(a, b);
  row.tags[field] = `${row.tags[left]} ${symbol} ${row.tags[right]}`;
}

/** Adds commercial paper and other short-term borrowings to a short-term debt read as the current portion of term debt. */
function addShortTermBorrowings(row: StatementRow, tags: Map<string, Units>, currency: string, period: FiscalPeriod) {
  const current = row.figures.shortTermDebt;
  if (row.tags.shortTermDebt !== 'LongTermDebtCurrent' || current === null || current === undefined) return;
  for (const tag of SHORT_TERM_BORROWINGS) {
    const found = readField({ tags: [tag], kind: 'instant' }, tags, currency, period, undefined);
    if (!found) continue;
    row.figures.shortTermDebt = (row.figures.shortTermDebt ?? 0) + found.value;
    row.tags.shortTermDebt = `${row.tags.shortTermDebt} + ${tag}`;
  }
}

function withPeriod(row: StatementRow, period: FiscalPeriod, currency: string) {
  return {
    date: period.end,
    fiscalYear: String(period.fiscalYear),
    period: 'FY',
    reportedCurrency: currency,
    accession: period.accn,
    xbrlTags: row.tags,
    ...row.figures,
  };
}

/** Annual income statements, balance sheets and cash-flow statements, newest first. */
export function statementsFromCompanyFacts(body: unknown, limit: number): AnnualStatements {
  const tags = readUsGaap(body);
  const currency = reportingCurrency(tags);
  const periods = fiscalPeriods(tags);
  const income: IncomeStatement[] = [];
  const balance: BalanceSheet[] = [];
  const cashFlow: CashFlowStatement[] = [];
  periods.slice(0, limit).forEach((period, index) => {
    const incomeRow = readStatement(INCOME_TAGS, tags, currency, period);
    derive(incomeRow, 'grossProfit', 'revenue', 'costOfRevenue', (revenue, cost) => revenue - cost, '-');
    const balanceRow = readStatement(BALANCE_TAGS, tags, currency, period);
    addShortTermBorrowings(balanceRow, tags, currency, period);
    balanceRow.figures.totalDebt = null;
    derive(balanceRow, 'totalDebt', 'shortTermDebt', 'longTermDebt', (short, long) => short + long, '+');
    const cashRow = readStatement(CASH_FLOW_TAGS, tags, currency, period, periods[index + 1]);
    cashRow.figures.freeCashFlow = null;
    derive(
      cashRow,
      'freeCashFlow',
      'netCashProvidedByOperatingActivities',
      'capitalExpenditure',
      (ocf, capex) => ocf - Math.abs(capex),
      '-',
    );
    income.push(withPeriod(incomeRow, period, currency));
    balance.push(withPeriod(balanceRow, period, currency));
    cashFlow.push(withPeriod(cashRow, period, currency));
  });
  return { currency, income, balance, cashFlow };
}
