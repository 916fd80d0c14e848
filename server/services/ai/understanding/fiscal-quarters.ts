/**
 * The words for fiscal quarters and trailing twelve months, one place for every reader: the
 * scope of a question (question-scope.ts), the quarters a question asks about (the offline
 * engine's quarter answers, the model's quarterly figures) and the period a claim of an answer
 * names (the claim verifier holds a quarter's figure to that quarter).
 *
 * A year written with a quarter is the company's fiscal year, as its statements label it: 'Q1
 * 2025' is FY2025 Q1, which for Apple ended in December 2024.
 */
import { yearsAskedFor } from './metric-catalog';

/** A quarter named in words or as Q1-Q4, 'quarterly', or 'three months ended'. */
export const QUARTERLY =
  /\b(?:last|this|previous|latest|most recent|next|current|prior|fourth|third|second|first) quarter\b|\bq[1-4]\b|\bquarterly\b|\bthree months ended\b/i;
/**
 * Trailing twelve months ('last twelve months' too: a span of quarters, not a fiscal year; but
 * 'the last 12 months of fiscal 2024' is that fiscal year).
 */
const TRAILING_TWELVE_MONTHS = /\bttm\b|\bltm\b|\btrailing (?:twelve|12)[- ]months?\b|\b(?:last|past) (?:twelve|12)[- ]months?\b(?! of\b)/i;

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4 };
/** 'Q4', 'fourth quarter', 'fourth fiscal quarter', '4th quarter'. */
const QUARTER_NAMED = /\bq([1-4])\b|\b(first|second|third|fourth|1st|2nd|3rd|4th) (?:fiscal )?quarter\b/gi;
/** The newest quarter reported ('last quarter' reads as the last one reported, not the one before the latest). */
const LATEST_QUARTER = /\b(?:last|latest|most recent|this|current|recent|past) (?:fiscal )?quarter\b/i;
/** A change against the quarter before. */
const SEQUENTIAL = /\b(?:previous|prior|preceding) quarter\b|\bquarter[- ](?:over|on)[- ]quarter\b|\bsequential(?:ly)?\b|\bqoq\b/i;
/** A change against the same quarter a year earlier. */
const YEAR_ON_YEAR =
  /\bsame (?:fiscal )?(?:quarter|period|three months)\b|\byear[- ](?:over|on)[- ]year\b|\byoy\b|\ba year (?:earlier|ago|before)\b/i;

/** One fiscal quarter: its fiscal year absent when the question names none (the newest with that quarter). */
export interface QuarterRef {
  quarter: number;
  fiscalYear?: number;
}

/** What a question asks of the quarterly statements. */
export interface QuarterRequest {
  /** Single quarters, or trailing twelve months ending with each quarter named. */
  kind: 'quarter' | 'ttm';
  /** The quarters named, in the order written; none named means the newest one reported (of `years`, when named). */
  quarters: QuarterRef[];
  /** The fiscal years named, in the order written. */
  years: number[];
  /** Every quarter of `years` rather than the newest ('quarterly revenue in fiscal 2024', 'each quarter of 2024'). */
  everyQuarter: boolean;
  /** What a change is compared with when one quarter is named: the quarter before, or the same quarter a year earlier. */
  against?: 'previous' | 'year_before';
  /** The quarter ending in this calendar month ('the three months ended June 29, 2024', 'the December 2024 quarter'). */
  endedIn?: { year: number; month: number };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A calendar month with its year: 'June 29, 2024', 'Dec 2024' (a date, not a fiscal year). */
const MONTH_YEAR = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?,?)?\s+((?:19|20)\d{2})\b/i;

/** A calendar month with its year. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The calendar month and year a question dates its quarter by, if it does. */
function endedIn(question: string): CalendarMonth | undefined {
  const match = MONTH_YEAR.exec(question);
  return match ? { year: Number(match[2]), month: MONTHS.indexOf((match[1] ?? '').toLowerCase()) + 1 } : undefined;
}

const DATE = MONTH_YEAR.source.replace(/\((?!\?)/g, '(?:');
/**
 * A quarter dated by its end: 'the three months ended September 28, 2024', 'the quarter ended Dec
 * 2024', 'the December 2024 quarter'. The date's year is a calendar year, never the fiscal year
 * (Apple's fiscal Q1 2025 is the three months ended December 28, 2024).
 */
const QUARTER_DATED = new RegExp(
  `\\b(?:three|3) months end(?:ed|ing)\\s+(?:on\\s+)?${DATE}|\\bquarter end(?:ed|ing)\\s+(?:on\\s+)?${DATE}|${DATE}\\s+(?:fiscal\\s+)?quarter\\b`,
  'gi',
);

/** Whether a quarter ending on `end` (YYYY-MM-DD) is the one dated by that month: it ends in it, or in the first days after it (52/53-week years). */
export function endsIn(end: string, month: CalendarMonth): boolean {
  const date = new Date(`${end}T00:00:00Z`);
  const earlier = new Date(date.getTime() - 7 * 86_400_000);
  return [date, earlier].some((d) => d.getUTCFullYear() === month.year && d.getUTCMonth() + 1 === month.month);
}

/** The quarters a text names, in order ('Q3 to Q4', 'the fourth quarter'). */
function quartersNamed(text: string): number[] {
  return [...text.matchAll(QUARTER_NAMED)].map((match) => (match[1] ? Number(match[1]) : (ORDINALS[match[2]?.toLowerCase() ?? ''] ?? 0)));
}

/** Whether a question is about a quarter or trailing twelve months. */
export function asksAboutQuarters(question: string): boolean {
  return QUARTERLY.test(question) || TRAILING_TWELVE_MONTHS.test(question);
}

/**
 * The quarters a question asks about, or null when it asks about none. Years are paired with the
 * quarters named in order ('Q4 2024 vs Q4 2023'); one year serves every quarter ('from Q3 to Q4
 * 2024'); 'quarterly' with a year asks for every quarter of it; no quarter named is the newest.
 * 'Last quarter' is the newest reported, as an investor means it.
 */
export function quarterRequest(question: string): QuarterRequest | null {
  const ttm = TRAILING_TWELVE_MONTHS.test(question);
  if (!ttm && !QUARTERLY.test(question)) return null;
  // 'next quarter' is a forecast (question-scope.ts), not a quarter reported.
  const named = quartersNamed(question);
  const dated = named.length === 0 ? endedIn(question) : undefined;
  // A date's year is a calendar year, not a fiscal one ('Q1 2025, the three months ended December 28, 2024' is FY2025's).
  const undated = withoutQuarterDates(question);
  const written = dated ? [] : yearsInOrder(undated, yearsAskedFor(undated).years);
  const quarters: QuarterRef[] = named.map((quarter, i) => {
    const fiscalYear = written.length === named.length ? written[i] : written.length === 1 ? written[0] : undefined;
    return fiscalYear === undefined ? { quarter } : { quarter, fiscalYear };
  });
  const everyQuarter = !ttm && quarters.length === 0 && !LATEST_QUARTER.test(question) && /\bquarterly\b|\bquarters\b/i.test(question);
  const against = SEQUENTIAL.test(question) ? 'previous' : YEAR_ON_YEAR.test(question) ? 'year_before' : undefined;
  return {
    kind: ttm ? 'ttm' : 'quarter',
    quarters,
    years: written,
    everyQuarter,
    ...(against ? { against } : {}),
    ...(dated ? { endedIn: dated } : {}),
  };
}

/** The years of a question in the order written (yearsAskedFor sorts them). */
function yearsInOrder(question: string, years: number[]): number[] {
  const at = (year: number) => {
    const short = String(year).slice(2);
    const match = new RegExp(`\\b(?:${year}|fy\\s?'?${short})\\b`, 'i').exec(question);
    return match?.index ?? Number.MAX_SAFE_INTEGER;
  };
  return [...years].sort((a, b) => at(a) - at(b));
}

/** The dates a text gives as a quarter's end ('three months ended September 28, 2024'), each with where it is written. */
function quarterDates(text: string): Array<{ at: number; month: CalendarMonth }> {
  return [...text.matchAll(QUARTER_DATED)].flatMap((match) => {
    const month = endedIn(match[0]);
    return month ? [{ at: match.index ?? 0, month }] : [];
  });
}

/**
 * A text with the dates of its quarters blanked ('the three months ended September 28, 2024' →
 * 'the three months ended'), so that a year read from it is a fiscal year, never a quarter's
 * calendar end.
 */
export function withoutQuarterDates(text: string): string {
  return text.replace(QUARTER_DATED, (phrase) => phrase.replace(new RegExp(DATE, 'i'), (date) => ' '.repeat(date.length)));
}

/**
 * The fiscal period a claim's sentence names before its figure: 'TTM' for trailing twelve
 * months; 'Q1'-'Q4' for the last quarter named; 'Q' for a quarter named in other words ('last
 * quarter', 'the latest quarter', 'quarterly', 'the three months ended September 28, 2024'): some
 * quarter, never a fiscal year; undefined for none (a fiscal year's figure).
 */
export function periodNamedIn(text: string): string | undefined {
  if (TRAILING_TWELVE_MONTHS.test(text)) return 'TTM';
  const quarter = quartersNamed(text).at(-1);
  if (quarter) return `Q${quarter}`;
  return QUARTERLY.test(text) || quarterDates(text).length > 0 ? 'Q' : undefined;
}

/**
 * The calendar month the period a claim's sentence names ended in, when it dates it ('in the
 * three months ended December 28, 2024': December 2024), by the last such date with no quarter
 * named after it ('Q3 (quarter ended June 29, 2024) and Q4' is dated by Q4 alone).
 */
export function periodEndNamedIn(text: string): CalendarMonth | undefined {
  const last = quarterDates(text).at(-1);
  if (!last) return undefined;
  const namedAfter = [...text.matchAll(QUARTER_NAMED)].some((match) => (match.index ?? 0) > last.at);
  return namedAfter ? undefined : last.month;
}
