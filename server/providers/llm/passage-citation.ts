/** Citations of 10-K passages, shared by both AI providers and the service that verifies them. */
import type { Citation } from '../../../generated/model';
import type { RetrievedPassage } from './types';

/**
 * Where the web application shows one passage of a filing: the filing reader at the passage's
 * Item (the query, which the server sees) scrolled to the passage (the fragment).
 */
function passageHref(symbol: string, accession: string, passageId: string): string {
  const query = new URLSearchParams({ passage: passageId });
  return `/stock/${encodeURIComponent(symbol)}/filings/${accession}?${query.toString()}#${encodeURIComponent(passageId)}`;
}

/** A filing citation of `passage` quoting `quote` (which must be text of the passage). */
export function passageCitation(symbol: string, passage: RetrievedPassage, quote: string): Citation {
  return {
    kind: 'filing',
    label: `${passage.year} 10-K, Item ${passage.item} (${passage.itemTitle}), paragraph ${passage.paragraph}`,
    href: passageHref(symbol, passage.accession, passage.passageId),
    accession: passage.accession,
    year: passage.year,
    item: passage.item,
    paragraph: passage.paragraph,
    passageId: passage.passageId,
    quote,
  };
}

const SENTENCE_END = /[.!?]+["”’)]?(?=\s+["“‘(]?[A-Z])/g;
const ABBREVIATION = /\b(?:U\.S|Inc|No|Co|Corp|Ltd|vs|e\.g|i\.e|Mr|Ms|Dr|St)\.$/;

/**
 * Splits text into sentences at a full stop (or ! ?) followed by a capitalised word, so decimals
 * ("12.4%") and abbreviations ("U.S. and", "Inc. reported") stay inside their sentence. Each
 * sentence is a verbatim slice of the text.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    if (ABBREVIATION.test(text.slice(start, end))) continue;
    const sentence = text.slice(start, end).trim();
    if (sentence) sentences.push(sentence);
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** The first sentence of a passage, at most `max` characters (cut on a word), as a verbatim quote. */
export function leadQuote(text: string, max = 280): string {
  const first = splitSentences(text)[0] ?? text;
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max);
}
