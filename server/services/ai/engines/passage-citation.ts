/** Citations of filing passages (10-K, 10-Q), shared by both AI providers and the service that verifies them. */
import type { Citation } from '../../../../generated/model';
import type { RetrievedPassage } from '../../../db/passage-search';
import { filingPeriodName, itemKeyName } from '../../../../common/filing-item-key';

/**
 * Where the web application shows one passage of a filing: the filing reader at the passage's
 * Item (the query, which the server sees) scrolled to the passage (the fragment).
 */
function passageHref(symbol: string, accession: string, passageId: string): string {
  const query = new URLSearchParams({ passage: passageId });
  return `/stock/${encodeURIComponent(symbol)}/filings/${accession}?${query.toString()}#${encodeURIComponent(passageId)}`;
}

/** The filing a passage is from: '2024 10-K'; a quarterly report by its quarter, '10-Q Q3 FY2025'. */
export function passageFiling(passage: RetrievedPassage): string {
  return passage.fiscalPeriod === 'FY'
    ? `${passage.year} ${passage.form}`
    : `${passage.form} ${filingPeriodName({ fiscalYear: passage.year, fiscalPeriod: passage.fiscalPeriod })}`;
}

/** The passage's Item: 'Item 1A'; on a 10-Q with its part, 'Part II, Item 1A'. */
export function passageItem(passage: RetrievedPassage): string {
  return itemKeyName(passage.item);
}

/** '2024 10-K, Item 1A (Risk Factors), paragraph 4'; '10-Q Q3 FY2025, Part II, Item 1A (Risk Factors), paragraph 1'. */
export function passageLabel(passage: RetrievedPassage): string {
  return `${passageFiling(passage)}, ${passageItem(passage)} (${passage.itemTitle}), paragraph ${passage.paragraph}`;
}

/** A filing citation of `passage` quoting `quote` (which must be text of the passage). */
export function passageCitation(symbol: string, passage: RetrievedPassage, quote: string): Citation {
  return {
    kind: 'filing',
    label: passageLabel(passage),
    href: passageHref(symbol, passage.accession, passage.passageId),
    accession: passage.accession,
    year: passage.year,
    ...(passage.fiscalPeriod === 'FY' ? {} : { fiscalPeriod: passage.fiscalPeriod as Citation['fiscalPeriod'] }),
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
