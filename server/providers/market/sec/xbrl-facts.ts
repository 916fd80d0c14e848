/**
 * A company's XBRL facts (companyfacts JSON) indexed by concept and unit, from its annual and
 * quarterly reports only (10-K, 10-Q, 20-F, 40-F and their amendments), and the rules that pick
 * the fact of one period: the latest report of a period wins (a later report's comparative
 * restates it), an annual report over a quarterly one for the same figure.
 */
import { isRow, num, str, type Row } from '../parse';
import { providerError } from '../provider-http';

export interface Fact {
  start: string | null;
  end: string;
  val: number;
  accn: string;
  /** The fiscal year the report says it covers (DocumentFiscalYearFocus), not always the fact's own. */
  fy: number | null;
  form: string;
  filed: string;
}

type Taxonomy = 'us-gaap' | 'ifrs-full';
type Units = Record<string, Fact[]>;

export interface CompanyFacts {
  taxonomy: Taxonomy;
  concepts: Map<string, Units>;
}

const DAY_MS = 86_400_000;
const REPORT_FORMS = /^(10-K|10-Q|20-F|40-F)/;
const ANNUAL_FORMS = /^(10-K|20-F|40-F)/;

export function isAnnualForm(form: string): boolean {
  return ANNUAL_FORMS.test(form);
}

export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

function readFact(raw: Row): Fact | null {
  const end = str(raw.end);
  const val = num(raw.val);
  const accn = str(raw.accn);
  const form = str(raw.form);
  if (!end || val === null || !accn || !form || !REPORT_FORMS.test(form)) return null;
  return { start: str(raw.start), end, val, accn, fy: num(raw.fy), form, filed: str(raw.filed) ?? '' };
}

function readTaxonomy(taxonomy: Row): Map<string, Units> {
  const concepts = new Map<string, Units>();
  for (const [name, concept] of Object.entries(taxonomy)) {
    if (!isRow(concept) || !isRow(concept.units)) continue;
    const units: Units = {};
    for (const [unit, facts] of Object.entries(concept.units)) {
      if (Array.isArray(facts))
        units[unit] = facts
          .filter(isRow)
          .map(readFact)
          .filter((fact): fact is Fact => fact !== null);
    }
    concepts.set(name, units);
  }
  return concepts;
}

/** The company's facts in us-gaap, else in ifrs-full (a foreign private issuer's 20-F). */
export function readCompanyFacts(body: unknown): CompanyFacts {
  const facts = isRow(body) && isRow(body.facts) ? body.facts : null;
  for (const taxonomy of ['us-gaap', 'ifrs-full'] as const) {
    const concepts = facts?.[taxonomy];
    if (isRow(concepts) && Object.keys(concepts).length > 0) return { taxonomy, concepts: readTaxonomy(concepts) };
  }
  throw providerError('sec', 'not_found', 'has no us-gaap or ifrs-full financial data for this company');
}

/** Every fact of the company, of any concept and unit. */
export function* allFacts(facts: CompanyFacts): Generator<Fact> {
  for (const units of facts.concepts.values()) for (const list of Object.values(units)) yield* list;
}

/** The facts of one concept in one unit. */
export function factsOf(facts: CompanyFacts, concept: string, unit: string): Fact[] {
  return facts.concepts.get(concept)?.[unit] ?? [];
}

/** The reporting currency: the currency unit the company's assets (or revenue) are tagged in. */
export function reportingCurrency(facts: CompanyFacts): string {
  for (const concept of ['Assets', 'Revenues', 'Revenue', 'RevenueFromContractWithCustomerExcludingAssessedTax']) {
    const unit = Object.keys(facts.concepts.get(concept) ?? {}).find((name) => /^[A-Z]{3}$/.test(name));
    if (unit) return unit;
  }
  return 'USD';
}

/** Later wins; an annual report wins over a quarterly one that reports the same period. */
function better(candidate: Fact, best: Fact | null): boolean {
  if (!best) return true;
  const annual = isAnnualForm(candidate.form);
  if (annual !== isAnnualForm(best.form)) return annual;
  return candidate.filed > best.filed;
}

/** The latest report's value of a balance at `end`. */
export function instantAt(facts: Fact[], end: string): Fact | null {
  let best: Fact | null = null;
  for (const fact of facts) if (fact.end === end && fact.start === null && better(fact, best)) best = fact;
  return best;
}

/** Start dates a few days apart belong to one period (52/53-week years start on varying weekdays). */
const START_SLACK_DAYS = 6;

/** The latest report's value of a flow from about `start` to `end`. */
export function durationOf(facts: Fact[], start: string, end: string): Fact | null {
  let best: Fact | null = null;
  for (const fact of facts) {
    if (fact.end !== end || fact.start === null || Math.abs(daysBetween(start, fact.start)) > START_SLACK_DAYS) continue;
    if (better(fact, best)) best = fact;
  }
  return best;
}

/** The first report of the same figure: the value as it was reported then (before later splits). */
export function firstReportOf(facts: Fact[], like: Fact): Fact {
  let first = like;
  for (const fact of facts) {
    if (fact.end !== like.end || (fact.start === null) !== (like.start === null)) continue;
    if (like.start !== null && fact.start !== null && Math.abs(daysBetween(like.start, fact.start)) > START_SLACK_DAYS) continue;
    if (fact.filed < first.filed) first = fact;
  }
  return first;
}
