/**
 * The figures only a filing holds: revenue and operating income by business segment, by product
 * or service, and by geography, read from the inline XBRL of a 10-K or 10-Q (companyfacts
 * leaves dimensional facts out). Each figure keeps its concept, member and period; its fiscal
 * year and quarter come from the document's own dei: tags.
 */
import { readInlineXbrl, type InlineXbrl, type XbrlContext, type XbrlNumericFact } from './inline-xbrl';
import { memberLabel } from './member-label';

type SegmentAxis = 'segment' | 'product' | 'geography';
type SegmentMetric = 'revenue' | 'operatingIncome';
type FiscalPeriod = 'FY' | 'Q1' | 'Q2' | 'Q3' | 'Q4';

export interface SegmentFact {
  metric: SegmentMetric;
  axis: SegmentAxis;
  /** The dimension's own name, e.g. `srt:ProductOrServiceAxis`. */
  dimension: string;
  /** The member, e.g. `aapl:IPhoneMember`. */
  member: string;
  label: string;
  concept: string;
  fiscalYear: number;
  fiscalPeriod: FiscalPeriod;
  /** YYYY-MM-DD. */
  periodStart: string;
  periodEnd: string;
  value: number;
  /** ISO 4217 code. */
  unit: string;
}

export interface FilingSegments {
  /** 10-K, 10-Q, 20-F… as the document names itself. */
  form: string | null;
  fiscalYear: number | null;
  fiscalPeriod: FiscalPeriod | null;
  periodEnd: string | null;
  facts: SegmentFact[];
}

const AXES: Record<string, SegmentAxis> = {
  'us-gaap:StatementBusinessSegmentsAxis': 'segment',
  'srt:SegmentsAxis': 'segment',
  'srt:ProductOrServiceAxis': 'product',
  'srt:StatementGeographicalAxis': 'geography',
};

/** Concepts read per metric, preferred first: one figure per member and period. */
const CONCEPTS: Record<SegmentMetric, readonly string[]> = {
  revenue: [
    'us-gaap:Revenues',
    'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
    'us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax',
    'us-gaap:SalesRevenueNet',
  ],
  operatingIncome: ['us-gaap:OperatingIncomeLoss'],
};

const METRIC_OF = new Map(
  Object.entries(CONCEPTS).flatMap(([metric, concepts]) => concepts.map((concept) => [concept, metric as SegmentMetric] as const)),
);

/** Dimensions a segment figure may carry beside its own: the consolidation item "operating segments". */
const NEUTRAL_MEMBERS = new Map([['srt:ConsolidationItemsAxis', 'us-gaap:OperatingSegmentsMember']]);

const DAY_MS = 86_400_000;
const QUARTER_DAYS = 365.25 / 4;

interface Candidate {
  fact: XbrlNumericFact;
  metric: SegmentMetric;
  dimension: string;
  member: string;
  /** Whether the context names only this member (a product within a segment does not). */
  alone: boolean;
  context: XbrlContext;
}

/**
 * The members of the segment axes this context is about: one member alone, or for a product
 * within a segment or region (Alphabet's YouTube ads within Google Services, Netflix's streaming
 * revenue by region) the product, and the region, each not alone. Null for any other dimension.
 */
function membersOf(context: XbrlContext): Array<{ dimension: string; member: string; alone: boolean }> {
  if (context.typed) return [];
  const own: Array<[string, string]> = [];
  for (const [dimension, member] of context.members) {
    if (NEUTRAL_MEMBERS.get(dimension) === member) continue;
    if (!AXES[dimension]) return [];
    own.push([dimension, member]);
  }
  if (own.length === 1) {
    const [dimension, member] = own[0] as [string, string];
    return [{ dimension, member, alone: true }];
  }
  if (own.length !== 2 || !own.some(([dimension]) => AXES[dimension] === 'product')) return [];
  return own.filter(([dimension]) => AXES[dimension] !== 'segment').map(([dimension, member]) => ({ dimension, member, alone: false }));
}

function days(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

interface DocumentPeriod {
  fiscalYear: number;
  /** The end of the document's fiscal year (estimated for a 10-Q from its quarter). */
  fiscalYearEnd: string;
}

function fiscalPeriodOf(text: string | undefined): FiscalPeriod | null {
  const upper = text?.trim().toUpperCase();
  return upper === 'FY' || upper === 'Q1' || upper === 'Q2' || upper === 'Q3' || upper === 'Q4' ? upper : null;
}

function documentPeriod(xbrl: InlineXbrl): DocumentPeriod | null {
  const fiscalYear = Number(xbrl.cover.get('DocumentFiscalYearFocus'));
  const end = xbrl.documentContext?.endDate;
  const period = fiscalPeriodOf(xbrl.cover.get('DocumentFiscalPeriodFocus'));
  if (!Number.isInteger(fiscalYear) || !end || !period) return null;
  const quartersToYearEnd = period === 'FY' ? 0 : 4 - Number(period.slice(1));
  const fiscalYearEnd = new Date(Date.parse(`${end}T00:00:00Z`) + quartersToYearEnd * QUARTER_DAYS * DAY_MS).toISOString().slice(0, 10);
  return { fiscalYear, fiscalYearEnd };
}

/** The fiscal year and period of a duration: a year (about 365 days) or a quarter (about 91), else null. */
function periodOf(document: DocumentPeriod, start: string, end: string): { fiscalYear: number; fiscalPeriod: FiscalPeriod } | null {
  const length = days(start, end);
  const annual = length >= 350 && length <= 380;
  if (!annual && !(length >= 80 && length <= 100)) return null;
  const quartersBack = Math.round(days(end, document.fiscalYearEnd) / QUARTER_DAYS);
  if (annual && quartersBack % 4 !== 0) return null;
  const fiscalYear = document.fiscalYear - Math.floor(quartersBack / 4);
  const fiscalPeriod: FiscalPeriod = annual ? 'FY' : (`Q${4 - (((quartersBack % 4) + 4) % 4)}` as FiscalPeriod);
  return { fiscalYear, fiscalPeriod };
}

function candidatesOf(xbrl: InlineXbrl): Candidate[] {
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const fact of xbrl.facts) {
    const metric = METRIC_OF.get(fact.concept);
    const context = xbrl.contexts.get(fact.contextId);
    if (!metric || !context || !fact.unit?.startsWith('iso4217:')) continue;
    const key = `${fact.concept}|${fact.contextId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const member of membersOf(context)) candidates.push({ fact, metric, context, ...member });
  }
  return candidates;
}

/** The figure of one member, metric and period: a fact naming the member alone, else the one value its combinations agree on. */
function chosen(group: Candidate[]): Candidate | null {
  for (const concept of CONCEPTS[group[0]?.metric ?? 'revenue']) {
    const ofConcept = group.filter((candidate) => candidate.fact.concept === concept);
    const alone = ofConcept.find((candidate) => candidate.alone);
    if (alone) return alone;
    const values = new Set(ofConcept.map((candidate) => candidate.fact.value));
    if (values.size === 1) return ofConcept[0] ?? null;
    if (values.size > 1) return null;
  }
  return null;
}

/** The segment, product and geography figures of a document's inline XBRL. */
function segmentFactsOfXbrl(xbrl: InlineXbrl): FilingSegments {
  const document = documentPeriod(xbrl);
  const form = xbrl.cover.get('DocumentType') ?? null;
  const header = {
    form,
    fiscalYear: document?.fiscalYear ?? null,
    fiscalPeriod: fiscalPeriodOf(xbrl.cover.get('DocumentFiscalPeriodFocus')),
    periodEnd: xbrl.documentContext?.endDate ?? null,
  };
  if (!document) return { ...header, facts: [] };
  const candidates = candidatesOf(xbrl);
  const rowLabels = new Map<string, string>();
  for (const { member, fact } of candidates) {
    if (fact.rowLabel && !rowLabels.has(member) && memberLabel(member, fact.rowLabel) !== memberLabel(member, null)) {
      rowLabels.set(member, fact.rowLabel);
    }
  }
  const groups = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const { startDate, endDate } = candidate.context;
    const key = `${candidate.metric}|${candidate.dimension}|${candidate.member}|${startDate}|${endDate}`;
    groups.set(key, [...(groups.get(key) ?? []), candidate]);
  }
  const facts: SegmentFact[] = [];
  for (const group of groups.values()) {
    const pick = chosen(group);
    const { startDate, endDate } = pick?.context ?? {};
    const period = pick && startDate && endDate ? periodOf(document, startDate, endDate) : null;
    if (!pick || !period || !startDate || !endDate) continue;
    facts.push({
      metric: pick.metric,
      axis: AXES[pick.dimension] as SegmentAxis,
      dimension: pick.dimension,
      member: pick.member,
      label: memberLabel(pick.member, rowLabels.get(pick.member) ?? null),
      concept: pick.fact.concept,
      ...period,
      periodStart: startDate,
      periodEnd: endDate,
      value: pick.fact.value,
      unit: (pick.fact.unit ?? '').slice('iso4217:'.length),
    });
  }
  return { ...header, facts };
}

/** The segment, product and geography figures of a filing's primary document (HTML with inline XBRL). */
export function segmentFactsOf(html: string): FilingSegments {
  return segmentFactsOfXbrl(readInlineXbrl(html));
}
