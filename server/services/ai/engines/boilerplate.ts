/**
 * Sentences of a filing that say nothing about the company's own business: the notices every
 * 10-K carries (risk-factor preambles, forward-looking-statement warnings), pointers to another
 * part of the document, and the currency it reports in. They are never quoted as an answer
 * (a key risk, the outlook) unless the question asks about them. Measured on the 16 10-Ks of
 * ../shared/recorded/filings (docs/ai-and-evaluation.md).
 */
import { asksAboutAccounting, isAccountingNote } from './accounting-notes';
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
  /\bstatements other than statements of historical facts?\b/i,
  /\bPrivate Securities Litigation Reform Act\b/i,
  // Pointers to another part of the document, and what it incorporates by reference.
  /\b(?:discussed|described|detailed|set forth|included)\s+(?:in|under)\b[^.]*\b(?:Part\s+[IV]+\b|Item\s+\d+[A-C]?\b|section (?:titled|entitled)|heading)/i,
  /\bincorporated (?:herein )?by reference\b/i,
  // Where to find the reports and more information: the company's website.
  /\bavailable (?:free of charge|without charge) (?:on|through|at)\b/i,
  /\b(?:more|additional|further) information (?:can be|is|may be) (?:found|available|obtained) (?:on|at|in|through) (?:our|its|the company['’]s) (?:website|web site|annual)\b/i,
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

/** A question about what lies ahead: management's outlook, what it expects or plans. */
const ASKS_ABOUT_OUTLOOK =
  /\boutlook\b|\bexpect(?:s|ed|ations?)?\b|\banticipat\w*|\bguidance\b|\bgoing forward\b|\bthe future\b|\bplans? (?:for|to)\b/i;
/** A sentence that looks ahead: what the company expects, anticipates, plans or believes will happen. */
const LOOKS_AHEAD =
  /\bexpect\w*|\banticipat\w*|\bintend\w*|\bplan(?:s|ned)? to\b|\boutlook\b|\bwill\b|\bcontinue to\b|\bgoing forward\b|\bfuture\b|\btrends?\b|\blikely\b|\bproject(?:s|ed|ions?)\b/i;

/**
 * The sentences of a passage that may be quoted for the question: all but the boilerplate and the
 * accounting notes (accounting-notes.ts), unless it asks about those; for a question about the
 * outlook, only those that look ahead. A passage that opens with an accounting note, or of which
 * a third or more is notes (a part of the critical-accounting section), gives none: its other
 * sentences are about the same estimates.
 */
export function quotableSentences(text: string, question: string): string[] {
  const sentences = splitSentences(text);
  const notices = asksAboutNotices(question);
  const outlook = ASKS_ABOUT_OUTLOOK.test(question);
  const said = (sentence: string) => (notices || !isBoilerplate(sentence)) && (!outlook || LOOKS_AHEAD.test(sentence));
  if (asksAboutAccounting(question)) return sentences.filter(said);
  const note = sentences.map(isAccountingNote);
  if (note.filter(Boolean).length * 3 >= sentences.length || note[0] === true) return [];
  return sentences.filter((sentence, index) => said(sentence) && !note[index]);
}

/** Whether a passage holds anything to quote for the question: one made only of boilerplate answers nothing. */
export function hasQuotableSentence(text: string, question: string): boolean {
  return quotableSentences(text, question).length > 0;
}
