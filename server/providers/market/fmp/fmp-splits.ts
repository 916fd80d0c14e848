/**
 * Stock splits from FMP's split calendar (/stable/splits?symbol=): rows of
 * `{ symbol, date: 'YYYY-MM-DD', numerator, denominator }`, 4 and 1 for a 4-for-1 split.
 */
import { num, str, type Row } from '../parse';
import type { SplitEvent } from '../splits';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The splits, oldest first; rows without a day or a positive ratio other than 1 are left out. */
export function mapSplitEvents(rows: Row[]): SplitEvent[] {
  const events: SplitEvent[] = [];
  for (const row of rows) {
    const date = str(row.date)?.slice(0, 10);
    const numerator = num(row.numerator);
    const denominator = num(row.denominator);
    if (!date || !DAY.test(date) || numerator === null || denominator === null || numerator <= 0 || denominator <= 0) continue;
    const ratio = numerator / denominator;
    if (ratio !== 1) events.push({ date, ratio });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date));
}
