/**
 * A company's fiscal years and quarters as it labels them, read from its reports. A fiscal year
 * is the period an annual report (10-K, 20-F) presents as its own: its latest full-year period.
 * Its label follows the company: the year the period ends in (a 52/53-week year ending in the
 * first days of January belongs to the year before), shifted as the company's recent reports
 * shift it (a retailer whose year ends early February calls it the year before; Snowflake's
 * year ending 31 January 2025 is its fiscal 2025). Quarters are the year-to-date periods its
 * 10-Qs report from the year's start: Snowflake's FY2025 Q1 ends in April 2024.
 */
import { fiscalYearOfPeriodEnd } from './sec-filings';
import { addDays, allFacts, daysBetween, isAnnualForm, type CompanyFacts, type Fact } from './xbrl-facts';

export interface FiscalPeriod {
  fiscalYear: number;
  /** 1-4 for a fiscal quarter, null for the full year. */
  quarter: number | null;
  /** First and last day of the period. */
  start: string;
  end: string;
  /** First day of the fiscal year the period belongs to. */
  yearStart: string;
  /** The report that presents the period as its own, and when it was filed. */
  accn: string;
  filed: string;
}

const MIN_YEAR_DAYS = 350;
const MAX_YEAR_DAYS = 380;
const QUARTER_DAYS = 91.3;
/** How many of the latest annual reports decide how the company labels its years. */
const LABEL_SAMPLE = 5;

function lengthOf(fact: Fact): number {
  return fact.start ? daysBetween(fact.start, fact.end) : 0;
}

function isFullYear(fact: Fact): boolean {
  const days = lengthOf(fact);
  return days >= MIN_YEAR_DAYS && days <= MAX_YEAR_DAYS;
}

/** Keeps, for each period end, the fact filed first. */
function keepFirstFiled(byEnd: Map<string, Fact>, fact: Fact): void {
  const known = byEnd.get(fact.end);
  if (!known || fact.filed < known.filed) byEnd.set(fact.end, fact);
}

/**
 * Each annual report's own period: the latest full year it reports (an amendment does not replace
 * the original), and the comparative years of the first report before it.
 */
function annualReports(facts: CompanyFacts): Fact[] {
  const own = new Map<string, Fact>();
  for (const fact of allFacts(facts)) {
    if (!isAnnualForm(fact.form) || !isFullYear(fact)) continue;
    const known = own.get(fact.accn);
    if (!known || fact.end > known.end) own.set(fact.accn, fact);
  }
  const byEnd = new Map<string, Fact>();
  for (const fact of own.values()) keepFirstFiled(byEnd, fact);
  // The years before the first report filed here are that report's comparatives (a new 20-F filer's
  // first report presents the years before its own): each is a fiscal year where that same report
  // gives the balance sheet at its end too (a third year back has flows only).
  const first = [...byEnd.values()].sort((a, b) => a.end.localeCompare(b.end))[0];
  if (!first) return [];
  const balanceSheetAt = new Set(
    Object.values(facts.concepts.get('Assets') ?? {})
      .flat()
      .filter((fact) => fact.accn === first.accn)
      .map((fact) => fact.end),
  );
  for (const fact of allFacts(facts))
    if (fact.accn === first.accn && isFullYear(fact) && fact.end < first.end && balanceSheetAt.has(fact.end)) keepFirstFiled(byEnd, fact);
  return [...byEnd.values()].sort((a, b) => b.end.localeCompare(a.end));
}

/** How the company's labels differ from the year its periods end in, as its latest reports say (most often). */
function labelShift(reports: Fact[]): number {
  const counts = new Map<number, number>();
  for (const report of reports.slice(0, LABEL_SAMPLE)) {
    if (report.fy === null) continue;
    const shift = report.fy - fiscalYearOfPeriodEnd(report.end);
    if (Math.abs(shift) <= 1) counts.set(shift, (counts.get(shift) ?? 0) + 1);
  }
  let best = 0;
  for (const [shift, count] of counts) if (count > (counts.get(best) ?? 0)) best = shift;
  return best;
}

/** The company's fiscal years, newest first. */
export function fiscalYears(facts: CompanyFacts): FiscalPeriod[] {
  const reports = annualReports(facts);
  const shift = labelShift(reports);
  return reports.map((report) => ({
    fiscalYear: fiscalYearOfPeriodEnd(report.end) + shift,
    quarter: null,
    start: report.start ?? report.end,
    end: report.end,
    yearStart: report.start ?? report.end,
    accn: report.accn,
    filed: report.filed,
  }));
}

/** Quarterly reports' flows by their first day. */
function quarterlyFlowsByStart(facts: CompanyFacts): Map<string, Fact[]> {
  const byStart = new Map<string, Fact[]>();
  for (const fact of allFacts(facts)) {
    if (isAnnualForm(fact.form) || !fact.start) continue;
    const list = byStart.get(fact.start);
    if (list) list.push(fact);
    else byStart.set(fact.start, [fact]);
  }
  return byStart;
}

/** The quarter ends a 10-Q reports from the year's start: the first report of each (its own 10-Q). */
function quarterReports(byStart: Map<string, Fact[]>, yearStart: string, yearEnd: string | null): Map<number, Fact> {
  const found = new Map<number, Fact>();
  const near = [...byStart.entries()].filter(([start]) => Math.abs(daysBetween(yearStart, start)) <= 6).flatMap(([, list]) => list);
  for (const fact of near) {
    if (yearEnd && fact.end >= yearEnd) continue;
    const quarter = Math.round(lengthOf(fact) / QUARTER_DAYS);
    if (quarter < 1 || quarter > 3) continue;
    const known = found.get(quarter);
    if (!known || fact.filed < known.filed) found.set(quarter, fact);
  }
  return found;
}

/**
 * The company's fiscal quarters, newest first: Q1-Q3 as its 10-Qs report them, Q4 ending with
 * the fiscal year, and the quarters of the year in progress after its latest annual report.
 */
export function fiscalQuarters(facts: CompanyFacts, years: FiscalPeriod[]): FiscalPeriod[] {
  const latest = years[0];
  const spans = years.map((year) => ({ label: year.fiscalYear, start: year.start, end: year.end as string | null, report: year }));
  if (latest) spans.unshift({ label: latest.fiscalYear + 1, start: addDays(latest.end, 1), end: null, report: latest });
  const quarters: FiscalPeriod[] = [];
  const byStart = quarterlyFlowsByStart(facts);
  for (const span of spans) {
    const reports = quarterReports(byStart, span.start, span.end);
    let start = span.start;
    for (const quarter of [1, 2, 3, 4]) {
      const report = quarter === 4 ? (span.end ? span.report : undefined) : reports.get(quarter);
      if (!report) break;
      const end = quarter === 4 ? span.report.end : report.end;
      quarters.push({ fiscalYear: span.label, quarter, start, end, yearStart: span.start, accn: report.accn, filed: report.filed });
      start = addDays(end, 1);
    }
  }
  return quarters.sort((a, b) => b.end.localeCompare(a.end));
}
