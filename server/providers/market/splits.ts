/**
 * Stock splits and the one rule that adjusts per-share figures and share counts for them: a
 * figure reported before a split is divided (per share) or multiplied (shares) by the ratio of
 * every split that took effect after it was reported. Providers give the split events (SEC
 * equity-note facts, Yahoo's chart events, FMP's split calendar, the demo market's own) and
 * the date each figure was reported; the statements keep the as-reported value beside the
 * adjusted one.
 */

export interface SplitEvent {
  /** YYYY-MM-DD the split took effect (or the earliest date a report gives for it). */
  date: string;
  /** New shares per old share: 4 for a 4-for-1 split, 0.1 for a 1-for-10 reverse split. */
  ratio: number;
}

/** The product of the ratios of the splits after `reportedOn` (1 when none). */
export function splitFactorAfter(splits: readonly SplitEvent[], reportedOn: string): number {
  let factor = 1;
  for (const split of splits) if (split.date > reportedOn) factor *= split.ratio;
  return factor;
}

/** Days from a period's end to its report: a 10-K's 60 (also for the fourth quarter, which the 10-K reports), a 10-Q's 40. */
const DAYS_TO_REPORT = { annual: 60, quarter: 40 } as const;

/** The day a period ending `periodEnd` is reported (its 10-K or 10-Q filed), where the provider gives no filing date. */
export function reportedOn(periodEnd: string, kind: keyof typeof DAYS_TO_REPORT): string {
  const day = new Date(`${periodEnd}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + DAYS_TO_REPORT[kind]);
  return day.toISOString().slice(0, 10);
}

/** Twelve significant digits: a quotient or difference of reported figures without binary noise (2.9775, not 2.9774999999999996). */
export const tidy = (value: number) => Number(value.toPrecision(12));

export type SplitUnit = 'shares' | 'perShare';

/** A reported figure in today's shares. */
export function adjustForSplits(value: number, unit: SplitUnit, factor: number): number {
  return unit === 'shares' ? value * factor : value / factor;
}
