/**
 * SEC's XBRL frames (data.sec.gov/api/xbrl/frames/us-gaap/{concept}/{unit}/{period}.json): one
 * concept of one calendar period for every filer, in one request. A keyless market reads from
 * them the statement lines the screener's figures need (about 250 requests, against one
 * company-facts request per company), so every filer has figures long before the per-company
 * sync reaches it.
 *
 * A frame holds, per filer, the latest filed value of the period that best fits the calendar
 * period: Apple's year to 28 September 2024 is in CY2024, its balance on that day in CY2024Q3I.
 * SEC places a fiscal year in the calendar year it overlaps most (NVIDIA's year to January 2025
 * is CY2024), so the newest figures of a filer may be up to two calendar years back. The lines
 * are the ones xbrl-concepts.ts lists, tried in the same order by the same reader (sec-facts.ts).
 * No per-share figures or share counts: a frame's value may come from a report filed before a
 * later split, which a frame does not adjust for (NVIDIA's FY2024 EPS read in July 2024 would be
 * 11.93, not 1.19); EPS and P/E wait for the company's own facts.
 */
import { isRow, num, str } from '../parse';
import type { AnnualStatements } from '../types';
import type { FiscalPeriod } from './fiscal-calendar';
import { annualStatementsOf } from './sec-facts';
import { fiscalYearOfPeriodEnd } from './sec-filings';
import { SHORT_TERM_BORROWINGS, XBRL_LINES, type LineConcepts, type StatementKind } from './xbrl-concepts';
import { daysBetween, type CompanyFacts, type Fact } from './xbrl-facts';

/** One frame to fetch: `unit` as the frames path spells it, `period` such as CY2024 or CY2024Q3I. */
export interface FrameRequest {
  concept: string;
  unit: 'USD' | 'USD-per-shares' | 'shares';
  period: string;
}

function linesOf(names: ReadonlyArray<readonly [StatementKind, string]>): LineConcepts[] {
  return names.map(([kind, field]) => {
    const line = XBRL_LINES[kind][field];
    if (!line) throw new Error(`xbrl-concepts.ts has no ${kind} line ${field}`);
    return line;
  });
}

/** Lines read for every year growth is measured over (five years, ending with the newest of the last three). */
const GROWTH_LINES = linesOf([
  ['income', 'revenue'],
  ['cashFlow', 'netCashProvidedByOperatingActivities'],
  ['cashFlow', 'capitalExpenditure'],
]);
const GROWTH_YEARS = 8;
/** Calendar years a filer's newest fiscal year may be placed in: this one and the two before. */
const NEWEST_YEARS = 3;
/** Lines read for the newest years: earnings, and what return on invested capital needs. */
const LATEST_LINES = linesOf([
  ['income', 'operatingIncome'],
  ['income', 'incomeBeforeTax'],
  ['income', 'incomeTaxExpense'],
  ['income', 'netIncome'],
]);
/** Balances at each quarter end of the newest years (a fiscal year may end in any quarter). */
const BALANCE_LINES = linesOf([
  ['balance', 'cashAndCashEquivalents'],
  ['balance', 'shortTermDebt'],
  ['balance', 'longTermDebt'],
  ['balance', 'totalStockholdersEquity'],
]);
/** Balances sec-facts.ts adds to or takes from the debt lines. */
const DEBT_ADJUSTMENTS = [...SHORT_TERM_BORROWINGS, 'LongTermDebtCurrent'];

function frameUnit(line: LineConcepts): FrameRequest['unit'] {
  if (line.unit === 'perShare') return 'USD-per-shares';
  return line.unit === 'shares' ? 'shares' : 'USD';
}

/** The company-facts name of a frames unit ('USD-per-shares' is 'USD/shares' there). */
const factsUnit = (unit: FrameRequest['unit']) => unit.replace('-per-', '/');

function requestsFor(lines: ReadonlyArray<LineConcepts>, periods: string[]): FrameRequest[] {
  return lines.flatMap((line) => line.usGaap.flatMap((concept) => periods.map((period) => ({ concept, unit: frameUnit(line), period }))));
}

/** The frames a prefill reads on `today` (YYYY-MM-DD), each once. */
export function frameRequests(today: string): FrameRequest[] {
  const year = Number(today.slice(0, 4));
  const years = Array.from({ length: GROWTH_YEARS }, (_, i) => year - GROWTH_YEARS + 1 + i);
  const newest = years.slice(-NEWEST_YEARS);
  const quarterEnds = newest.flatMap((y) =>
    ['03-31', '06-30', '09-30', '12-31'].map((end, i) => ({ period: `CY${y}Q${i + 1}I`, end: `${y}-${end}` })),
  );
  const balancePeriods = quarterEnds.filter((quarter) => quarter.end <= today).map((quarter) => quarter.period);
  const all = [
    ...requestsFor(
      GROWTH_LINES,
      years.map((y) => `CY${y}`),
    ),
    ...requestsFor(
      LATEST_LINES,
      newest.map((y) => `CY${y}`),
    ),
    ...requestsFor(BALANCE_LINES, balancePeriods),
    ...DEBT_ADJUSTMENTS.flatMap((concept) => balancePeriods.map((period) => ({ concept, unit: 'USD' as const, period }))),
  ];
  const seen = new Set<string>();
  return all.filter((request) => {
    const key = framePath(request);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

export function framePath(request: FrameRequest): string {
  return `/api/xbrl/frames/us-gaap/${request.concept}/${request.unit}/${request.period}.json`;
}

const MIN_YEAR_DAYS = 350;
const MAX_YEAR_DAYS = 380;

/** Frames gathered per filer (CIK) as company facts, for the statement reader. */
export class FrameFacts {
  private readonly byCik = new Map<number, CompanyFacts>();

  /** Adds one frame's values; rows without a CIK, end or value are left out. */
  add(request: FrameRequest, body: unknown): void {
    const rows = isRow(body) && Array.isArray(body.data) ? body.data : [];
    const unit = factsUnit(request.unit);
    for (const row of rows) {
      if (!isRow(row)) continue;
      const cik = num(row.cik);
      const end = str(row.end);
      const val = num(row.val);
      if (cik === null || !end || val === null) continue;
      // A frame does not say which form a value came from; the reader treats it as the period's own.
      const fact: Fact = { start: str(row.start), end, val, accn: str(row.accn) ?? '', fy: null, form: '10-K', filed: '' };
      this.factsOf(cik, request.concept, unit).push(fact);
    }
  }

  private factsOf(cik: number, concept: string, unit: string): Fact[] {
    let company = this.byCik.get(cik);
    if (!company) this.byCik.set(cik, (company = { taxonomy: 'us-gaap', concepts: new Map() }));
    let units = company.concepts.get(concept);
    if (!units) company.concepts.set(concept, (units = {}));
    return (units[unit] ??= []);
  }

  /** Each filer's annual statements from its frames: the fiscal years its full-year values end, newest first. */
  *statements(): Generator<[cik: number, statements: AnnualStatements]> {
    for (const [cik, facts] of this.byCik) {
      const years = fiscalYearsOf(facts);
      if (years.length > 0) yield [cik, annualStatementsOf(facts, years)];
    }
  }
}

/** The fiscal years a filer's full-year values end, newest first, labelled by the year they end in. */
function fiscalYearsOf(facts: CompanyFacts): FiscalPeriod[] {
  const byLabel = new Map<number, FiscalPeriod>();
  for (const units of facts.concepts.values()) {
    for (const list of Object.values(units)) {
      for (const fact of list) {
        if (!fact.start) continue;
        const days = daysBetween(fact.start, fact.end);
        if (days < MIN_YEAR_DAYS || days > MAX_YEAR_DAYS) continue;
        const fiscalYear = fiscalYearOfPeriodEnd(fact.end);
        const known = byLabel.get(fiscalYear);
        if (known && known.end >= fact.end) continue;
        byLabel.set(fiscalYear, {
          fiscalYear,
          quarter: null,
          start: fact.start,
          end: fact.end,
          yearStart: fact.start,
          accn: fact.accn,
          filed: '',
        });
      }
    }
  }
  return [...byLabel.values()].sort((a, b) => b.end.localeCompare(a.end));
}
