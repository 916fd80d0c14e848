/**
 * Statements of providers that serve per-share figures and share counts as each period's own
 * report gave them (Yahoo's fundamentals: its balance sheets kept Apple's pre-2020 share counts),
 * brought into today's shares with the rule of splits.ts: figures reported before a split are
 * adjusted, their reported values kept beside them, as the SEC provider does with its facts.
 * Providers that serve them in today's shares already (FMP) only say so: `markSplitAdjusted`.
 */
import type { IncomeStatement, StatementPeriod } from '../../../generated/model';
import { adjustForSplits, splitFactorAfter, type SplitEvent, type SplitUnit, tidy } from './splits';

/** The income statement's per-share figures and share counts (the other statements have none). */
const SPLIT_LINES: ReadonlyArray<readonly [keyof IncomeStatement & string, SplitUnit]> = [
  ['eps', 'perShare'],
  ['epsDiluted', 'perShare'],
  ['weightedAverageSHSOut', 'shares'],
  ['weightedAverageSHSOutDil', 'shares'],
];

/**
 * A statement reported on `reportedOn`, in today's shares. `splits` null means the company's
 * splits could not be read: the figures stay as reported and the statement says only that they
 * were not adjusted (no factor, which would claim there was no split).
 */
export function adjustReportedStatement<T extends StatementPeriod>(
  statement: T,
  splits: readonly SplitEvent[] | null,
  reportedOn: string,
): T {
  if (splits === null) return { ...statement, splitAdjusted: false };
  const factor = splitFactorAfter(splits, reportedOn);
  if (factor === 1) return { ...statement, splitAdjusted: false, splitFactor: 1 };
  const adjusted: Record<string, number> = {};
  const asReported: Record<string, number> = {};
  for (const [field, unit] of SPLIT_LINES) {
    const value = (statement as Record<string, unknown>)[field];
    if (typeof value !== 'number') continue;
    asReported[field] = value;
    adjusted[field] = tidy(adjustForSplits(value, unit, factor));
  }
  const kept = Object.keys(asReported).length > 0 ? { asReported } : {};
  return { ...statement, ...adjusted, splitAdjusted: true, splitFactor: factor, ...kept };
}

/**
 * A statement whose per-share figures and share counts the provider already gives in today's
 * shares (FMP: its Apple FY2018 diluted EPS is 2.98, where the 10-K said 11.91): marked adjusted
 * with the factor of the splits after `reportedOn`, its figures untouched. No as-reported values:
 * the provider rounds the adjusted figure, so multiplying back would not give the report's own.
 */
export function markSplitAdjusted<T extends StatementPeriod>(statement: T, splits: readonly SplitEvent[] | null, reportedOn: string): T {
  if (splits === null) return statement;
  const factor = splitFactorAfter(splits, reportedOn);
  return { ...statement, splitAdjusted: factor !== 1, splitFactor: factor };
}
