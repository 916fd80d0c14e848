/**
 * Whether a retrieved passage is relevant enough to quote. Full-text search matches any word of
 * the question, so an unrelated question still returns passages (the company's name is in all
 * of them); a passage is kept only when it holds at least half of the question's informative
 * words (not the company's name, not years), counting its Item's title, with words matched by
 * stem or as the start of a longer word ("perform" → "performance").
 */
import { contentTerms, stem } from '../../lib/text-terms';
import type { RetrievedPassage } from '../../providers/llm/types';

/** The words of a question that decide relevance. */
export function informativeTerms(question: string, companyName: string): string[] {
  const name = new Set(contentTerms(companyName));
  return contentTerms(question).filter((term) => !name.has(term) && !/^\d+$/.test(term));
}

function wordsOf(text: string): string[] {
  return [...new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem))];
}

/** How many of the terms the text holds. */
export function matchedTerms(text: string, terms: string[]): number {
  const words = wordsOf(text);
  return terms.filter((term) => {
    const root = stem(term);
    return words.some((word) => word === root || (root.length >= 5 && word.startsWith(root)));
  }).length;
}

/** The passages that hold at least half of the question's informative words (best first, as given). */
export function relevantPassages(question: string, companyName: string, passages: RetrievedPassage[]): RetrievedPassage[] {
  const terms = informativeTerms(question, companyName);
  if (terms.length === 0) return [];
  const needed = Math.ceil(terms.length / 2);
  return passages.filter((passage) => matchedTerms(`${passage.itemTitle}\n${passage.text}`, terms) >= needed);
}
