/**
 * The figure a question asks for by its verb when it names none: 'How much did Apple earn?' (net
 * income), 'How much did NVIDIA sell?' (revenue), 'How much money did Snowflake lose?' (net income,
 * below zero), 'How much free cash did it generate?' (free cash flow). Each word is read as its verb
 * lemma (wink-lemmatizer, over WordNet's forms: 'sold' → 'sell', 'lost' → 'lose', 'earned' → 'earn'),
 * so one entry serves every tense. Only a question asking an amount ('how much', 'what did … sell in
 * 2024') is read so: 'Should I sell?' and 'What does it sell?' ask no figure.
 */
import lemmatizer from 'wink-lemmatizer';

interface VerbIntent {
  verb: string;
  metric: string;
  /** Words the question must also hold for the verb to mean this figure. */
  with?: RegExp;
  /** Figures its words name that the verb reads as this one ('cash … generated' is a flow, not the cash held). */
  replaces?: readonly string[];
}

/** Most specific first: the first that fits is the figure. */
const VERB_INTENTS: readonly VerbIntent[] = [
  { verb: 'generate', with: /\bfree cash\b/, metric: 'freeCashFlow', replaces: ['cashAndCashEquivalents'] },
  { verb: 'generate', with: /\bcash\b/, metric: 'operatingCashFlow', replaces: ['cashAndCashEquivalents'] },
  { verb: 'earn', metric: 'netIncome' },
  { verb: 'lose', metric: 'netIncome' },
  { verb: 'sell', metric: 'revenue' },
  // 'How much did gaming bring in?': what a business brings in is its revenue.
  { verb: 'bring', with: /\b(?:bring|brings|bringing|brought) in\b/, metric: 'revenue' },
];
/**
 * 'How much did it sell?', 'What did it sell in 2024?'; not 'What does it sell?' or 'What products does
 * it sell?', which ask for a list, nor 'how it will generate cash', which asks for words.
 */
const ASKS_AN_AMOUNT =
  /\bhow much\b|\bwhat amount\b|\bwhat (?:did|does|do|has|have)\b[^?]*\b(?:in|for|during|over) (?:fy|fiscal|the (?:last|latest|most recent)|q[1-4]|(?:19|20)\d{2})/i;

/**
 * The figure the question's verb asks for, given the figures its words name (`named`): one when they
 * name none, or only figures the verb reads otherwise; else none.
 */
export function metricsOfVerbs(question: string, named: readonly string[] = []): string[] {
  if (!ASKS_AN_AMOUNT.test(question)) return [];
  const text = question.toLowerCase();
  const lemmas = new Set((text.match(/[a-z]+/g) ?? []).map((word) => lemmatizer.verb(word)));
  const intent = VERB_INTENTS.find(
    (candidate) =>
      lemmas.has(candidate.verb) &&
      (!candidate.with || candidate.with.test(text)) &&
      named.every((metric) => candidate.replaces?.includes(metric)),
  );
  return intent ? [intent.metric] : [];
}
