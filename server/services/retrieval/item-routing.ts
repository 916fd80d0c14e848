/**
 * Routes a question to the 10-K Items that discuss its subject, so retrieval searches those
 * first: a figure by region, product or segment → 7 and 8, risks → 1A, cybersecurity and the
 * CISO → 1C, employees, headcount and product names → 1, legal matters → 3, products,
 * competition and segments → 1, results and segments → 7, market risk → 7A, properties → 2, share
 * repurchases and dividends → 5, executives → 10. A question naming no such subject searches
 * every Item.
 */
import { metricsAskedFor } from '../ai/understanding/metric-catalog';
import { segmentQualifier } from '../ai/understanding/segment-qualifier';

const ROUTES: ReadonlyArray<{ pattern: RegExp; items: string[] }> = [
  {
    pattern: /\bcyber\w*|\binformation security\b|\bdata breach\w*|\bciso\b|\bchief information security\b|\bsecurity officer\b/i,
    items: ['1C', '1A'],
  },
  { pattern: /\bheadcount\b|\bfull[- ]time\b|\bemployees?\b|\bworkforce\b|\bhuman capital\b|\bstaff\b/i, items: ['1'] },
  {
    pattern:
      /\binterest[- ]rates?\b[^.?]{0,40}\b(?:risk|exposure)|\b(?:currency|currencies) risk|\bforeign (?:currency|exchange)|\bmarket risk|\bhedg\w*|\bexchange rates?\b/i,
    items: ['7A'],
  },
  { pattern: /\blegal\b|\blitigation\b|\blawsuits?\b|\bproceedings\b|\bsued\b|\bcourt\b|\bantitrust\b/i, items: ['3', '1A'] },
  { pattern: /\brisks?\b|\bthreat\w*|\buncertaint\w*|\bhurt\w*|\bharm(?:s|ed|ful)?\b|\bgo wrong\b/i, items: ['1A'] },
  { pattern: /\bpropert(?:y|ies)\b|\bfacilit\w*|\bheadquarters\b|\boffices?\b|\bown or lease\b|\bleases?\b/i, items: ['2'] },
  { pattern: /\brepurchas\w*|\bbuy ?backs?\b|\bdividends?\b|\bshareholders of record\b/i, items: ['5', '7'] },
  { pattern: /\bexecutive officers?\b|\bdirectors?\b|\bmanagement team\b/i, items: ['10', '1'] },
  {
    pattern:
      /\bdr(?:o|i)ve\w*|\bresults of operations\b|\bperform\w*|\bsegments?\b|\bnet sales\b|\bgross margin\b|\boperating expenses\b|\bliquidity\b|\bcapital resources\b|\boutlook\b/i,
    items: ['7', '1'],
  },
  // Product names: camel-cased (iPhone, iPad, AirPods), or product kinds (wearables, accessories).
  {
    pattern: /\bi[A-Z][a-z]+|\bAir[A-Z][a-z]+|\bMac(?:Book)?s?\b|\bwearables?\b|\baccessor(?:y|ies)\b|\bproduct (?:line|categor\w*)\b/,
    items: ['1'],
  },
  {
    pattern:
      /\bproducts?\b|\bservices\b|\bcompet\w*|\bcustomers?\b|\bbusiness model\b|\bseasonal\w*|\bsuppl(?:y|iers?)\b|\bintellectual property\b/i,
    items: ['1', '1A'],
  },
];

/** The Items a question is about, most specific first (empty: search them all). */
export function itemsForQuestion(question: string): string[] {
  // A figure by region, product or segment is in the segment and product tables of Items 7 and 8.
  const items: string[] = segmentQualifier(question) && metricsAskedFor(question).length > 0 ? ['7', '8'] : [];
  for (const route of ROUTES) {
    if (!route.pattern.test(question)) continue;
    for (const item of route.items) if (!items.includes(item)) items.push(item);
  }
  return items;
}

/**
 * Where a 10-Q holds what a 10-K Item holds: Part I Item 1 the statements (8), Item 2 MD&A (7),
 * Item 3 market risk (7A), Item 4 controls (9A); Part II Item 1 legal proceedings (3), Item 1A
 * risk factors (1A), Item 2 repurchases (5).
 */
const QUARTERLY_ITEMS: Readonly<Record<string, readonly string[]>> = {
  '8': ['I-1'],
  '7': ['I-2'],
  '7A': ['I-3'],
  '9A': ['I-4'],
  '3': ['II-1'],
  '1A': ['II-1A'],
  '5': ['II-2'],
};

/** The keys of the 10-Q Items that hold what a 10-K Item holds. */
export function quarterlyItemsFor(item: string): readonly string[] {
  return QUARTERLY_ITEMS[item] ?? [];
}

/** A 10-K Item's key and the keys of the 10-Q Items that hold the same. */
export function itemKeysFor(item: string): string[] {
  return [item, ...quarterlyItemsFor(item)];
}
