/** Answers questions about what the company page shows (CEO, employees, price, P/E…), each fact cited. */
import type { Citation } from '../../../../../generated/model';
import { citationNumber } from '../citation-markers';
import type { AnswerContext, DraftAnswer } from '../types';

/** The words asking for each company fact, most specific first; a matched phrase is blanked. */
const ASKS: ReadonlyArray<{ keys: string[]; pattern: RegExp }> = [
  { keys: ['ceo'], pattern: /\bceo\b|chief executive(?: officer)?/i },
  { keys: ['executives'], pattern: /\bexecutives?\b|management team|\bofficers\b|\bleadership\b/i },
  { keys: ['employees'], pattern: /\bemployees?\b|\bheadcount\b|\bstaff\b/i },
  { keys: ['sector'], pattern: /\bsector\b/i },
  { keys: ['industry'], pattern: /\bindustry\b/i },
  { keys: ['exchange'], pattern: /(?<!foreign )\b(?:stock )?exchange\b(?! rates?)|\blisted on\b|\btraded on\b/i },
  { keys: ['pe', 'fxRate'], pattern: /\bp\/e\b|\bpe ratio\b|price[- ]to[- ]earnings(?: ratio)?|earnings multiple/i },
  { keys: ['marketCap'], pattern: /market cap\w*|market value|capitali[sz]ation/i },
  { keys: ['lastDividend'], pattern: /dividend (?:per share|rate)|(?:last|latest) dividend/i },
  { keys: ['yearLow', 'yearHigh'], pattern: /52[- ]week(?: range| high| low)?|year(?:ly)? (?:high|low|range)/i },
  { keys: ['price'], pattern: /\b(?:share|stock|current) price\b|\btrading at\b|\bquote\b/i },
];

/** The company facts a question asks for, and the question with those words blanked. */
export function companyFactsAskedFor(question: string): { keys: string[]; rest: string } {
  let rest = question;
  const keys: string[] = [];
  for (const ask of ASKS) {
    if (!ask.pattern.test(rest)) continue;
    keys.push(...ask.keys.filter((key) => !keys.includes(key)));
    rest = rest.replace(new RegExp(ask.pattern.source, 'gi'), ' ');
  }
  return { keys, rest };
}

/** The company facts a text names, in the order written (keys of the first fact named at each place). */
export function companyFactMentions(text: string): Array<{ keys: string[]; start: number; end: number }> {
  return ASKS.flatMap((ask) =>
    [...text.matchAll(new RegExp(ask.pattern.source, 'gi'))].map((match) => ({
      keys: ask.keys,
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
    })),
  ).sort((a, b) => a.start - b.start);
}

/** One bullet per fact the page holds, or null when the question asks for none it holds. */
export function answerCompanyFacts(question: string, context: AnswerContext): DraftAnswer | null {
  const { keys } = companyFactsAskedFor(question);
  // A key names a fact or a family of them ('fxRate' for 'fxRate:JPY').
  const facts = (context.companyFacts ?? []).filter((fact) => keys.includes(fact.key.split(':')[0] ?? fact.key));
  if (facts.length === 0) return null;
  const citations: Citation[] = [];
  const lines = facts.map((fact) => `- ${fact.label}: **${fact.text}** [${citationNumber(fact.citation, citations)}]`);
  return { text: [`**${context.companyName} (${context.symbol})**, from the company page:`, '', ...lines].join('\n'), citations };
}
