/**
 * Whether a question about a figure narrows it to a part of the company: a region ("Greater
 * China net sales"), a product or product kind ("iPhone revenue", "wearables"), a segment or
 * category ("Services gross margin", "sales by segment"). The statements hold company totals
 * only, so such a question must never be answered with the total.
 */
import { LEVEL_OF, metricsAskedFor, wordsBesideMetrics } from './metric-catalog';

/** The figures filings report by part of the company (segment-facts.ts). */
const PART_METRICS = new Set(['revenue', 'operatingIncome']);
/** Words of a figure question that ask, or name its period, rather than name a part of the company. */
const ASKING_WORDS =
  /\b(?:what|which|how|much|many|was|were|is|are|did|does|do|has|have|had|the|a|an|in|for|of|on|at|by|to|from|and|its|their|our|total|company|fiscal|year|years|quarter|quarters|last|latest|recent|most|report|reported|make|made|earn|earned|get|got|give|tell|me|show|please|end|ended|during|over|between|compare|compared|with|versus|vs|change|changed|grow|grew|growth|fy\d*|q[1-4]|\d+)\b/g;

/** The words of the company's own name and its ticker, lower-cased: its own name never names a part of it. */
function ownNameWords(companyName: string, symbol: string): Set<string> {
  return new Set([...(companyName.toLowerCase().match(/[a-z0-9&]+/g) ?? []), symbol.toLowerCase()].filter(Boolean));
}

/** The words of a figure question beside the figure, its period, the asking and the company's own name ('gaming' of 'gaming revenue in 2025'). */
function wordsBesideFigure(question: string, companyName: string, symbol: string): string[] {
  const own = ownNameWords(companyName, symbol);
  const words =
    wordsBesideMetrics(question)
      .replace(ASKING_WORDS, ' ')
      .match(/[a-z][a-z&'’-]+/g) ?? [];
  return words.filter((word) => word.length > 2 && !own.has(word.replace(/['’]s$/, '')));
}

/**
 * Whether the question asks for a figure with a word beside it that may be one of the company's
 * own part names ('gaming revenue', 'How much did Services earn?'): only then are its parts looked up.
 */
export function mayNamePart(question: string, companyName = '', symbol = ''): boolean {
  return metricsAskedFor(question).length > 0 && wordsBesideFigure(question, companyName, symbol).length > 0;
}

/**
 * Whether the question asks for a figure filings report by part (revenue, operating income, or
 * their change): then a part's name counts in any case ('gaming'); otherwise only as the filings
 * write it ('Services'), so 'compute the margin' names no part.
 */
export function asksForPartFigure(question: string): boolean {
  return metricsAskedFor(question).some((metric) => PART_METRICS.has(LEVEL_OF[metric] ?? metric));
}

const REGIONS =
  /\b(?:americas|europe(?:an)?|greater china|china|japan(?:ese)?|rest of asia pacific|asia[- ]pacific|emea|apac|north america|latin america|india|international|domestic|overseas)\b/i;
const SEGMENT_WORDS =
  /\bsegments?\b|\bdivisions?\b|\bbusiness units?\b|\bby (?:product|region|geograph\w*|category|segment)\b|\bproduct (?:lines?|categor\w*)\b|\bcategor(?:y|ies)\b|\bregions?\b|\bgeographic\w*\b/i;
/** Product names written camel-case (iPhone, iPad, AirPods, MacBook) or product kinds. */
const PRODUCTS =
  /\bi[A-Z][a-z]+|\b[A-Z][a-z]+[A-Z][a-z]+\b|\bMac(?:s|Book)?\b|\b[Ww]earables?\b|\b[Aa]ccessor(?:y|ies)\b|\b[Hh]ardware\b|\b[Ss]oftware\b/;
/** "Services revenue", "Products gross margin": the two halves of a company's sales. */
const HALVES =
  /\b(?:services|products)(?: segment)? (?:revenues?|net sales|sales|gross margins?|margins?|gross profit)\b|\b(?:revenues?|net sales|sales|gross margins?|gross profit) (?:from|of|on) (?:services|products)\b/i;
/** A capitalised name right before a figure ("Azure revenue", "AWS sales"). */
const NAME_BEFORE_FIGURE = /\b([A-Z][\w&-]*) (?:revenues?|net sales|sales|gross margins?|operating income)\b/g;
const NOT_QUALIFIERS =
  /^(?:total|net|gross|operating|annual|company|the|what|how|why|which|when|is|was|were|are|did|does|has|had|and|its|their|our|revenue|sales|fy\d*|q[1-4]|ttm|ltm|quarterly)$/i;

/** The words that narrow the question to a part of the company, or null when none does. */
export function segmentQualifier(question: string, companyName = '', symbol = ''): string | null {
  const own = ownNameWords(companyName, symbol);
  for (const pattern of [REGIONS, SEGMENT_WORDS, PRODUCTS, HALVES]) {
    const found = pattern.exec(question)?.[0];
    if (found && !own.has(found.toLowerCase())) return found;
  }
  for (const match of question.matchAll(NAME_BEFORE_FIGURE)) {
    const name = match[1] ?? '';
    // The question's first word is capitalised as a sentence's, not as a name.
    if (match.index === 0) continue;
    if (!NOT_QUALIFIERS.test(name) && !own.has(name.toLowerCase()) && name.length > 1) return name;
  }
  return null;
}
