/**
 * Whether a question about a figure narrows it to a part of the company: a region ("Greater
 * China net sales"), a product or product kind ("iPhone revenue", "wearables"), a segment or
 * category ("Services gross margin", "sales by segment"). The statements hold company totals
 * only, so such a question must never be answered with the total.
 */

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
  const own = new Set([...(companyName.toLowerCase().match(/[a-z0-9&]+/g) ?? []), symbol.toLowerCase()].filter(Boolean));
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
