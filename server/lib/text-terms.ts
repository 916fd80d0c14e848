/** The words of a question that matter for search and for picking quotes. */

const STOPWORDS = new Set(
  (
    'the and for are was were what which who whom whose how why when where with from into onto about above below this that these those ' +
    'its it is be been being has have had having does did doing do can could should would will shall may might must not nor but ' +
    'any all each few more most other some such only own same than too very just also there their them they then our ours you your ' +
    'his her him she he we me my of on in at by to as or if an a so up out over under again further once here tell give show ' +
    'many much company company’s companys please describe explain say says said year years fiscal latest last recent'
  ).split(/\s+/),
);

/** Lower-case content words of at least 3 characters, without stopwords, each once, in order. */
export function contentTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z0-9-]*[a-z0-9]|[0-9]{4}/g) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    const term = word.replace(/-/g, '');
    if (term.length < 3 || STOPWORDS.has(term) || terms.includes(term)) continue;
    terms.push(term);
  }
  return terms;
}

/** A crude stem so "risks", "risky" and "risk" meet: strips common English endings. */
export function stem(term: string): string {
  return term.replace(/(?:ies|ied)$/, 'y').replace(/(?:ing|ed|es|s|ly)$/, '') || term;
}

/** How many of `terms` (by stem) occur in `text`. */
export function termOverlap(text: string, terms: string[]): number {
  const words = new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem));
  return terms.filter((term) => words.has(stem(term))).length;
}
