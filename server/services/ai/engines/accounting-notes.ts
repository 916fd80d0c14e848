/**
 * Sentences about how the accounts are kept rather than about the business: accounting methods
 * and policies, the estimates and judgments they need, pension and tax accounting, how inventory
 * and acquisitions are valued, when revenue is recognized. Item 7's critical-accounting section is
 * full of them, and they share the words of an outlook ('future', 'trend', 'anticipated'). They
 * are quoted only for a question about accounting; a sentence that says how such a matter could
 * affect the company is a risk, not a note. Measured on the 10-Ks of ../shared/recorded/filings
 * with `npx tsx scripts/tenk-quotes.ts` (docs/ai-and-evaluation.md).
 */

const ACCOUNTING_NOTES: readonly RegExp[] = [
  /\b(?:method|basis|principles?) of accounting\b|\baccounting (?:policies|policy|estimates?|methods?|standards?|guidance|pronouncements?|treatment)\b/i,
  /\b(?:critical|significant) (?:accounting )?(?:estimates|judgments)\b/i,
  /\brequires? (?:us |management |the company )?to make (?:estimates|judgments|assumptions)\b|\brequires estimates\b|\buse of (?:estimates|valuation techniques)\b/i,
  /\b(?:actuar(?:y|ies|ial)|discount rates?|rates? of return on (?:plan )?assets|health care cost trend)\b/i,
  /\b(?:valuation allowances?|deferred tax (?:assets|liabilities)|provision for income taxes|uncertain tax positions?|asset and liability method)\b/i,
  /\bacquisition[- ]date fair values?\b|\bfair values? of (?:the )?(?:identifiable )?assets acquired\b|\bpurchase price allocation\b/i,
  /\b(?:pension|post-?(?:employment|retirement))(?: benefit)? (?:plans?|obligations?|costs?|benefits?|payments?)\b/i,
  /\b(?:retail|carrying) value of (?:our )?inventor(?:y|ies)\b|\binventor(?:y|ies) (?:is|are) (?:stated|valued|recorded)\b/i,
  /\b(?:revenues?|sales) (?:is|are) recognized\b|\brecognized at (?:a|the) point in time\b|\brecognized (?:ratably )?over (?:the|a) (?:period|term)\b/i,
  /\breserves are reasonable\b|\bchanges in these estimates\b|\bestimates or assumptions\b|\bchanges to (?:the )?assumptions\b/i,
  /\blower of cost (?:or|and) (?:market|net realizable value)\b|\bunrecognized compensation cost\b|\baccounting quantit(?:y|ies)\b/i,
  // Impairment reviews, hedge accounting and estimated accruals.
  /\bdeclines? in (?:the )?fair value\b|\bevents? or changes? in circumstances\b|\bother-than-temporary\b/i,
  /\bgain or loss on the (?:swap|hedg\w*|derivative)\b|\bhedge accounting\b|\b(?:are|is) estimated based on\b/i,
  /\bassumptions (?:used in|regarding|underlying)\b|\bmakes? assumptions\b/i,
];
/** How a matter could harm the company: a risk, whatever its subject. */
const STATES_AN_EFFECT = /\b(?:could|may|might|can|would|will)\b[^.]*\b(?:advers\w*|negative\w*|harm\w*|hurt)\b/i;
/** A question about the accounts themselves ('Which accounting estimates are critical?', 'How are pensions funded?'). */
const ASKS_ABOUT_ACCOUNTING =
  /\baccount(?:ing|s)\b|\bestimat\w*|\btax\w*|\bpension\w*|\bretirement\b|\brecogni[sz]\w*|\binventor(?:y|ies)\b|\bimpairment\w*|\bjudg(?:e?ment)s?\b|\bassumptions?\b|\bactuar\w*/i;

export function isAccountingNote(sentence: string): boolean {
  return ACCOUNTING_NOTES.some((pattern) => pattern.test(sentence)) && !STATES_AN_EFFECT.test(sentence);
}

export function asksAboutAccounting(question: string): boolean {
  return ASKS_ABOUT_ACCOUNTING.test(question);
}
