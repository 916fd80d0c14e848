/**
 * Whether a retrieved passage is relevant enough to quote. Full-text search matches any word of
 * the question, so an unrelated question still returns passages (the company's name is in all
 * of them); a passage is kept only when it holds at least half of the question's informative
 * words (not the company's name, not years), counting its Item's title, with words matched by
 * stem, as the start of a longer word ("perform" → "performance") or by the filing's own word
 * for it ("headcount" → "employees").
 */
import { contentTerms, stem } from '../../lib/text-terms';
import type { RetrievedPassage } from '../../db/passage-search';
import { itemsForQuestion } from './item-routing';

/** Where the answer is to come from ('according to its annual report', 'in the 10-K'): every passage is from there. */
const SOURCE_NAMED =
  /\b(?:according to|in|from|per)\s+(?:the|its|their|\w+['’]s)?\s*(?:latest |most recent |last )?(?:annual report|form 10-k|10-?k|filings?)\b/gi;

/** The words of a question that decide relevance. */
export function informativeTerms(question: string, companyName: string): string[] {
  const name = new Set(contentTerms(companyName));
  return contentTerms(question.replace(SOURCE_NAMED, ' ')).filter((term) => !name.has(term) && !/^\d+$/.test(term));
}

/** Words of the text by stem; hyphenated words also joined ("full-time" → "fulltime"), as questions' terms are. */
function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  const joined = (lower.match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? []).map((word) => word.replace(/-/g, ''));
  return [...new Set([...(lower.match(/[a-z0-9]+/g) ?? []), ...joined].map(stem))];
}

/**
 * Words a 10-K writes for what investors call otherwise: a term matches when it or one of these
 * does, and the search looks for them too.
 */
const FILING_WORDS: Record<string, string[]> = {
  headcount: ['employees'],
  staff: ['employees'],
  workforce: ['employees'],
  ciso: ['cybersecurity', 'security'],
  lawsuits: ['legal', 'proceedings'],
  lawsuit: ['legal', 'proceedings'],
  sued: ['legal', 'proceedings'],
  hq: ['headquarters'],
  buybacks: ['repurchase'],
  buyback: ['repurchase'],
  wearables: ['wearables', 'accessories'],
  hurt: ['harm', 'adversely'],
};

/** The term and the filing's words for it. */
export function withFilingWords(term: string): string[] {
  return [term, ...(FILING_WORDS[term] ?? [])];
}

/** How many of the terms the text holds (a term counts when it or a filing word for it is there). */
function matchedTerms(text: string, terms: string[]): number {
  const words = wordsOf(text);
  return terms.filter((term) =>
    withFilingWords(term).some((alias) => {
      const root = stem(alias);
      return words.some((word) => word === root || (root.length >= 5 && word.startsWith(root)));
    }),
  ).length;
}

/**
 * The passages that hold at least half of the question's informative words (best first, as
 * given). Outside the Items the question is routed to, at least two: one common word ("capital"
 * in "the capital of France") matches too much of a 10-K to count alone.
 */
export function relevantPassages(question: string, companyName: string, passages: RetrievedPassage[]): RetrievedPassage[] {
  const terms = informativeTerms(question, companyName);
  if (terms.length === 0) return [];
  const routed = itemsForQuestion(question);
  const half = Math.ceil(terms.length / 2);
  return passages.filter((passage) => {
    const needed = routed.includes(passage.item) ? half : Math.max(half, Math.min(2, terms.length));
    return matchedTerms(`${passage.itemTitle}\n${passage.text}`, terms) >= needed;
  });
}
