/**
 * Stock splits from Yahoo's chart events (/v8/finance/chart/{symbol}?events=split): each split
 * is `{ date, numerator, denominator, splitRatio: '4:1' }`, keyed by its epoch second (or listed,
 * when yahoo-finance2 returns arrays), dated by the New York trading day it took effect.
 */
import { newYorkDate } from '../../../../common/new-york-time';
import { isRow, num, type Row } from '../parse';
import type { SplitEvent } from '../splits';
import { dateOf } from './yahoo-map';

function eventsOf(chart: unknown): Row[] {
  const splits = isRow(chart) && isRow(chart.events) ? chart.events.splits : undefined;
  if (Array.isArray(splits)) return splits.filter(isRow);
  return isRow(splits) ? Object.values(splits).filter(isRow) : [];
}

/** The splits in a chart response, oldest first; ratios that are missing, not positive or 1 are left out. */
export function mapSplitEvents(chart: unknown): SplitEvent[] {
  const events: SplitEvent[] = [];
  for (const event of eventsOf(chart)) {
    const at = dateOf(event.date);
    const numerator = num(event.numerator);
    const denominator = num(event.denominator);
    if (!at || numerator === null || denominator === null || numerator <= 0 || denominator <= 0) continue;
    const ratio = numerator / denominator;
    if (ratio !== 1) events.push({ date: newYorkDate(at.getTime()), ratio });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date));
}
