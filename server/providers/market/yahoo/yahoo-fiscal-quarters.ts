/**
 * Fiscal-quarter labels for Yahoo's quarterly fundamentals, which carry only a period end. The
 * company's own labels follow from its fiscal years' ends (the annual rows): Apple's year ends in
 * September, so the quarter ending in December is Q1 of the fiscal year ending the next
 * September. The calendar quarter would say Q4 of the year before, so it is never used.
 */

/** A fiscal year's end and label, as the annual statements give them. */
export interface FiscalYearEnd {
  date: string;
  fiscalYear: string;
}

export interface FiscalQuarterLabel {
  fiscalYear: string;
  fiscalQuarter: number;
}

const MONTHS_PER_QUARTER = 3;
const QUARTERS_PER_YEAR = 4;

/**
 * The month a period ends in, counted from year 0. A 52/53-week period ending in the first days
 * of a month (a year ending Saturday 3 October) belongs to the month before, and Yahoo's month-end
 * dates (30 September for Apple's 28 September) fall in the right month anyway.
 */
function endMonth(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return year * 12 + (month - 1) - (day < 15 ? 1 : 0);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The fiscal year and quarter of the quarter ending `periodEnd`, counted in quarters from the
 * nearest fiscal year end at or after it (the newest one for quarters of a year still in
 * progress), so a change of fiscal year end is followed. Null when there are no year ends, or
 * when the quarter does not end a whole number of quarters from one (it cannot be labelled).
 */
export function fiscalQuarterOf(periodEnd: string, yearEnds: readonly FiscalYearEnd[]): FiscalQuarterLabel | null {
  if (!DAY.test(periodEnd)) return null;
  const ends = yearEnds.filter((end) => DAY.test(end.date) && /^\d{4}$/.test(end.fiscalYear)).sort((a, b) => a.date.localeCompare(b.date));
  const month = endMonth(periodEnd);
  const anchor = ends.find((end) => endMonth(end.date) >= month) ?? ends.at(-1);
  if (!anchor) return null;
  const months = month - endMonth(anchor.date);
  if (months % MONTHS_PER_QUARTER !== 0) return null;
  // Quarters after the anchor's year end: 0 is its fourth quarter, 1 the next year's first, -3 its own first.
  const quarters = months / MONTHS_PER_QUARTER;
  const fiscalQuarter = ((((quarters - 1) % QUARTERS_PER_YEAR) + QUARTERS_PER_YEAR) % QUARTERS_PER_YEAR) + 1;
  const fiscalYear = Number(anchor.fiscalYear) + Math.ceil(quarters / QUARTERS_PER_YEAR);
  return { fiscalYear: String(fiscalYear), fiscalQuarter };
}
