/**
 * Sentences of a filing that say nothing about the company's own business: the notices every
 * 10-K carries (risk-factor preambles, forward-looking-statement warnings), pointers to another
 * part of the document, and the currency it reports in. They are never quoted as an answer
 * (a key risk, the outlook) unless the question asks about them. Measured on the 16 10-Ks of
 * ../shared/recorded/filings (docs/ai-and-evaluation.md).
 */
import { splitSentences } from './passage-citation';

const BOILERPLATE: readonly RegExp[] = [
  // Risk-factor preambles and catch-alls: about the list of risks (the following ones, these,
  // those not yet known), not a risk.
  /\bnot the only risks\b/i,
  /\bnot limited to (?:those|the risks)\b[^.]*\b(?:set forth|described|discussed|below)\b/i,
  /\b(?:any|each|all|some|one or more) of (?:the following|these) (?:risks|factors)\b/i,
  /\bthe following (?:discussion|(?:material )?(?:risks|risk factors|factors))\b/i,
  /\brisk factors (?:generally )?(?:have been|are) (?:separated|organized|grouped)\b/i,
  /\bthese risk factors\b/i,
  /\bwhen any one or more of these risks\b/i,
  /\b(?:risks?|uncertainties|factors)\b[^.]*\bnot (?:presently |currently )?known to us\b/i,
  /\b(?:risks?|uncertainties|factors)\b[^.]*\bdo not (?:presently |currently )?(?:know|anticipate)\b/i,
  /\bwhether currently known or unknown\b/i,
  /\b(?:described|discussed|set forth) below\b/i,
  /\b(?:some of )?the factors that could cause\b/i,
  /\bcarefully consider\b/i,
  /\b(?:is|are) subject to (?:numerous|a number of|various|many) risks and uncertainties\.?$/i,
  // Forward-looking-statement notices.
  /\bforward-looking statements?\b/i,
  /\bPrivate Securities Litigation Reform Act\b/i,
  // Pointers to another part of the document, and what it incorporates by reference.
  /\b(?:discussed|described|detailed|set forth|included)\s+(?:in|under)\b[^.]*\b(?:Part\s+[IV]+\b|Item\s+\d+[A-C]?\b|section (?:titled|entitled)|heading)/i,
  /\bincorporated (?:herein )?by reference\b/i,
  // The reporting currency stated as a fact, not a currency risk.
  /\b(?:financial )?reporting currency is\b/i,
  /^(?:we|the company) (?:reports?|presents?) (?:(?:its|our) )?(?:financial )?(?:results|statements)? ?in (?:U\.S\.|US|United States) dollars\.?$/i,
];

/** Whether a question asks about the notices themselves ('What do the forward-looking statements say?'). */
function asksAboutNotices(question: string): boolean {
  return /forward-looking|safe harbor|incorporated by reference/i.test(question);
}

export function isBoilerplate(sentence: string): boolean {
  return BOILERPLATE.some((pattern) => pattern.test(sentence.trim()));
}

/** The sentences of a passage that may be quoted for the question: all but the boilerplate, unless it asks about that. */
export function quotableSentences(text: string, question: string): string[] {
  const sentences = splitSentences(text);
  return asksAboutNotices(question) ? sentences : sentences.filter((sentence) => !isBoilerplate(sentence));
}

/** Whether a passage holds anything to quote for the question: one made only of boilerplate answers nothing. */
export function hasQuotableSentence(text: string, question: string): boolean {
  return quotableSentences(text, question).length > 0;
}
