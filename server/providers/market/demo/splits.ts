/**
 * The demo market's stock splits. Its statements and prices are drawn in today's shares, as a
 * data provider serves them split-adjusted; a company that split keeps, on each period reported
 * before the split, the per-share figures and share counts as that report gave them.
 */
import type { IncomeStatement, StatementPeriod } from '../../../../generated/model';
import { adjustForSplits, reportedOn, type SplitEvent, splitFactorAfter, type SplitUnit } from '../splits';
import { pad } from './names';
import { Random } from './random';
import type { DemoCompany } from './universe';

/** The income statement's per-share figures and share counts. */
const SPLIT_FIELDS: ReadonlyArray<readonly [keyof IncomeStatement & string, SplitUnit]> = [
  ['eps', 'perShare'],
  ['epsDiluted', 'perShare'],
  ['weightedAverageSHSOut', 'shares'],
  ['weightedAverageSHSOutDil', 'shares'],
];

/** The company's splits, oldest first: about one company in ten with a long history split 2-, 3- or 4-for-1, 3 to 8 years ago. */
export function demoSplits(company: DemoCompany, seedHash: number): SplitEvent[] {
  const lastYear = company.fiscalYears.at(-1);
  if (lastYear === undefined || company.fiscalYears.length < 11) return [];
  const rng = Random.of(seedHash, company.symbol, 'split');
  if (!rng.chance(0.1)) return [];
  const ratio = rng.weighted([
    [2, 5],
    [3, 2],
    [4, 3],
  ] as const);
  return [{ date: `${lastYear - rng.int(3, 8)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`, ratio }];
}

/** A statement marked with the splits after its report; an income statement also keeps its per-share figures and share counts as reported. */
export function markSplits<T extends StatementPeriod>(statement: T, splits: readonly SplitEvent[]): T {
  const kind = statement.period === 'Q1' || statement.period === 'Q2' || statement.period === 'Q3' ? 'quarter' : 'annual';
  const factor = splitFactorAfter(splits, reportedOn(statement.date, kind));
  if (factor === 1) return { ...statement, splitAdjusted: false, splitFactor: 1 };
  const asReported: Record<string, number> = {};
  for (const [field, unit] of SPLIT_FIELDS) {
    const value = (statement as Record<string, unknown>)[field];
    // Today's figure back into the shares of its report: the inverse of the adjustment.
    if (typeof value === 'number') asReported[field] = Math.round(adjustForSplits(value, unit, 1 / factor) * 100) / 100;
  }
  return { ...statement, splitAdjusted: true, splitFactor: factor, ...(Object.keys(asReported).length > 0 ? { asReported } : {}) };
}
