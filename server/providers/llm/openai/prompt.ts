/**
 * Turns an AnswerContext into chat messages for a model, and the model's source markers
 * ([F1] for a statement figure, [P1] for a 10-K passage) back into citations.
 */
import type { Citation } from '../../../../generated/model';
import { leadQuote, passageCitation } from '../passage-citation';
import { formatFactValue } from '../fact-format';
import type { AnswerContext, AnswerRequest, ChatMessage, StatementFact } from '../types';

const INSTRUCTIONS = [
  'You are a careful equity research assistant inside a research terminal.',
  'Answer only from the sources below. Cite every figure with its [F#] marker and every statement drawn from a filing with its [P#] marker.',
  'When you quote a filing, copy the words exactly and put them in double quotes right before the marker.',
  'If the sources do not answer the question, say plainly that the stored data does not answer it; never invent figures.',
  'Write concise markdown.',
].join(' ');

/** The messages sent to the model: instructions with sources, the conversation so far, the question. */
export function buildChatMessages({ question, history, context }: AnswerRequest): ChatMessage[] {
  return [
    { role: 'system', content: `${INSTRUCTIONS}\n\n${describeSources(context)}` },
    ...history,
    { role: 'user', content: question },
  ];
}

function describeSources(context: AnswerContext): string {
  const facts = context.facts.map((fact, index) => `[F${index + 1}] ${factLine(fact, context.currency)}`);
  const passages = context.passages.map(
    (passage, index) => `[P${index + 1}] ${passage.year} 10-K, Item ${passage.item} (${passage.itemTitle}), paragraph ${passage.paragraph}:\n${passage.text}`,
  );
  return [
    `Company: ${context.companyName} (${context.symbol}); figures in ${context.currency}.`,
    facts.length > 0 ? `Statement figures:\n${facts.join('\n')}` : 'Statement figures: none stored.',
    passages.length > 0 ? `10-K passages:\n${passages.join('\n\n')}` : '10-K passages: none found for this question.',
  ].join('\n\n');
}

function factLine(fact: StatementFact, currency: string): string {
  return `${fact.label}, FY${fact.fiscalYear}: ${formatFactValue(fact, currency)}`;
}

/** The citations behind the markers the model used, each filing quote taken from the answer when verbatim. */
export function citationsFromMarkers(text: string, context: AnswerContext): Citation[] {
  const citations: Citation[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(/\[([FP])(\d{1,3})\]/g)) {
    const key = `${match[1]}${match[2]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const index = Number(match[2]) - 1;
    if (match[1] === 'F') {
      citations.push(...(context.facts[index]?.citations ?? []));
    } else {
      const passage = context.passages[index];
      if (!passage) continue;
      const quote = quotedTextNear(text, match.index ?? 0, passage.text) ?? leadQuote(passage.text);
      citations.push(passageCitation(context.symbol, passage, quote));
    }
  }
  return citations;
}

/** The double-quoted text just before a marker, when it is verbatim in the passage. */
function quotedTextNear(answer: string, markerAt: number, passageText: string): string | null {
  const before = answer.slice(Math.max(0, markerAt - 600), markerAt);
  const quotes = [...before.matchAll(/["“]([^"“”]{12,500})["”]/g)].map((m) => m[1] ?? '');
  const last = quotes.at(-1);
  return last && passageText.includes(last) ? last : null;
}
