/**
 * Stock splits from a company's equity-note facts (StockholdersEquityNoteStockSplitConversionRatio1):
 * every report mentioning a split tags its ratio, at the split date or at the end of the period
 * it happened in; reports of one ratio within half a year are one split, dated by the earliest.
 */
import type { SplitEvent } from '../splits';
import { STOCK_SPLIT_RATIO } from './xbrl-concepts';
import { daysBetween, factsOf, type CompanyFacts } from './xbrl-facts';

const SAME_SPLIT_DAYS = 183;

export function splitEvents(facts: CompanyFacts): SplitEvent[] {
  const reported = STOCK_SPLIT_RATIO.flatMap((concept) => factsOf(facts, concept, 'pure'))
    .filter((fact) => fact.val > 0 && fact.val !== 1)
    .sort((a, b) => a.end.localeCompare(b.end));
  const events: SplitEvent[] = [];
  for (const fact of reported) {
    const known = events.find((event) => event.ratio === fact.val && daysBetween(event.date, fact.end) <= SAME_SPLIT_DAYS);
    if (!known) events.push({ date: fact.end, ratio: fact.val });
  }
  return events;
}
