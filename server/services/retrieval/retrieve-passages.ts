/**
 * The filing passages (10-K, and a 10-Q for a recent period) a question is answered from: searched first in the Items the question is
 * about (item-routing.ts, most specific first), then in the whole filing when those hold
 * nothing relevant; only passages above the relevance threshold (relevance.ts) are kept, so an
 * unrelated question gets none instead of padding.
 */
import { searchFilingPassages } from '../../db/passage-search';
import type { AnyKysely } from '../../db/database';
import type { RetrievedPassage } from '../../db/passage-search';
import { itemKeysFor, itemsForQuestion } from './item-routing';
import { informativeTerms, relevantPassages, withFilingWords } from './relevance';
import { hasQuotableSentence } from '../ai/engines/boilerplate';

/** Exhibit lists and the summary (Items 15, 16) name everything and explain nothing: quoted only when asked for. */
function isIndex(passage: RetrievedPassage, question: string): boolean {
  return (passage.item === '15' || passage.item === '16') && !/\bexhibits?\b|\bschedules?\b/i.test(question);
}

export async function retrievePassages(
  db: AnyKysely,
  filingIds: string[],
  question: string,
  companyName: string,
  limit: number,
): Promise<RetrievedPassage[]> {
  const query = [...new Set(informativeTerms(question, companyName).flatMap(withFilingWords))].join(' ');
  if (!query || filingIds.length === 0 || limit <= 0) return [];
  const kept: RetrievedPassage[] = [];
  const keep = (hits: RetrievedPassage[]) => {
    for (const passage of relevantPassages(question, companyName, hits)) {
      if (kept.length >= limit) return;
      if (!hasQuotableSentence(passage.text, question)) continue;
      if (!kept.some((k) => k.accession === passage.accession && k.passageId === passage.passageId)) kept.push(passage);
    }
  };
  for (const item of itemsForQuestion(question)) {
    // A wide pool per Item: full-text rank favours long passages, and the relevant one (Item 1's
    // Human Capital) may rank low among the Item's many passages that share a word.
    keep(await searchFilingPassages(db, { filingIds, query, items: itemKeysFor(item), limit: limit * 6 }));
    if (kept.length >= limit) break;
  }
  if (kept.length === 0)
    keep((await searchFilingPassages(db, { filingIds, query, limit: limit * 3 })).filter((passage) => !isIndex(passage, question)));
  return kept;
}
