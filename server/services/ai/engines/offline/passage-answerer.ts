/** Answers other questions by quoting the most relevant sentence of the best filing passages (10-K, 10-Q). */
import type { Citation } from '../../../../../generated/model';
import { contentTerms, termOverlap } from '../../../../lib/text-terms';
import { quotableSentences } from '../boilerplate';
import { passageCitation, passageFiling, passageItem } from '../passage-citation';
import type { AnswerContext, DraftAnswer } from '../types';
import type { RetrievedPassage } from '../../../../db/passage-search';

const MAX_QUOTE = 400;

/**
 * The sentence of a passage that shares most words with the question (verbatim, at most 400
 * characters), among those that say something (boilerplate.ts); null when none does.
 */
function bestSentence(text: string, question: string, terms: string[]): string | null {
  const sentences = quotableSentences(text, question);
  let best = sentences[0];
  if (best === undefined) return null;
  let bestScore = -1;
  for (const sentence of sentences) {
    const score = termOverlap(sentence, terms) + (sentence.length > 40 ? 0.5 : 0);
    if (score > bestScore) [best, bestScore] = [sentence, score];
  }
  if (best.length <= MAX_QUOTE) return best;
  const cut = best.slice(0, MAX_QUOTE);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), 1));
}

/** Quotes up to `limit` passages, each under its filing and Item, or null when there is none. */
export function answerFromPassages(question: string, context: AnswerContext, limit = 3): DraftAnswer | null {
  const terms = contentTerms(question);
  const said = new Set<string>();
  const quoted = context.passages
    .flatMap((passage) => {
      const quote = bestSentence(passage.text, question, terms);
      // A sentence a filing repeats (its summary of risk factors, then the risk factor) is quoted once.
      const words =
        quote
          ?.toLowerCase()
          .match(/[a-z0-9]+/g)
          ?.join(' ') ?? '';
      if (quote === null || (words !== '' && [...said].some((other) => other.endsWith(words) || words.endsWith(other)))) return [];
      if (words !== '') said.add(words);
      return [{ passage, quote }];
    })
    .slice(0, limit);
  if (quoted.length === 0) return null;
  const passages = quoted.map(({ passage }) => passage);
  const citations: Citation[] = [];
  const lines = quoted.map(({ passage, quote }) => {
    citations.push(passageCitation(context.symbol, passage, quote));
    return `- **${itemName(passage)}**: “${quote}” [${citations.length}]`;
  });
  const text = [`From the ${filingsNamed(passages)} of ${context.companyName} (${context.symbol}):`, '', ...lines].join('\n');
  return { text, citations };
}

function itemName(passage: RetrievedPassage): string {
  return `${passageItem(passage)}, ${passage.itemTitle}`;
}

/** '2024 and 2023 10-K' when all are 10-Ks (as before 10-Qs were read), else each filing: '10-Q Q3 FY2025 and 2024 10-K'. */
function filingsNamed(passages: readonly RetrievedPassage[]): string {
  if (passages.every((passage) => passage.form === '10-K' && passage.fiscalPeriod === 'FY'))
    return `${[...new Set(passages.map((passage) => passage.year))].join(' and ')} 10-K`;
  return [...new Set(passages.map(passageFiling))].join(' and ');
}
