/**
 * Verifies every claim of an answer against the sources it cites, whoever drafted it (the
 * offline engine or a model):
 *
 * - a figure must equal, at the precision written and in its unit, a value its citations give:
 *   a cited statement line, a known figure (common/derived-figures.ts) all of whose lines are cited, a
 *   simple computation over the cited lines (ratio, change, growth, CAGR, sum), or a number the
 *   cited 10-K passage states;
 * - a figure written with a currency ('$', '¥', 'EUR ') must be in the currency of the statement
 *   lines or company facts it cites: statement figures in the reporting currency, prices and the
 *   market cap in the trading currency ('$' for a company reporting in yen fails);
 * - the cited source must be what the sentence calls the figure (claim-label.ts): the metric or
 *   company fact named (a change or ratio computed from cited lines is any of its inputs, a
 *   derived figure its own metric), never a company total for a part of the company ("Services
 *   revenue" citing total revenue), and for a 10-K passage the part named must be in it;
 * - a quotation must appear, word for word (whitespace aside), in a passage it cites.
 *
 * A claim that fails stays in the text, marked `[unverified]`, and the answer ends with a note
 * saying how many failed; the per-claim result goes out with the answer.
 */
import type { AnswerVerification, Citation, ClaimCheck, SegmentFigure } from '../../../../generated/model';
import { normalizeSpace } from '../../filings/html-blocks';
import { LEVEL_OF, metricByKey } from '../understanding/metric-catalog';
import { type Claim, extractClaims, type FigureClaim, figuresInText, type QuoteClaim } from './claim-extract';
import { type ClaimLabel, claimLabel, type LabelCompany } from './claim-label';
import { namesPart } from '../engines/segment-citation';
import {
  type Candidate,
  type CitedStatements,
  DERIVED_METRICS,
  periodFits,
  type StatementValue,
  companyCited,
  statementsCited,
  statementValues,
  type ValueUnit,
} from './statement-values';

const UNVERIFIED_MARK = '[unverified]';

/** A figure the app computed from statement lines (a margin, free cash flow, net debt…). */
export interface KnownFigure {
  value: number;
  fiscalYear: number;
  unit: 'money' | 'ratio' | 'per_share' | 'multiple' | 'count';
  citations: Citation[];
  /** The metric key it is (`freeCashFlow`, `grossMargin`): what a sentence may call it. */
  metric?: string;
  /** The quarter or trailing twelve months of a quarterly figure (a StatementFact's); a fiscal year's when absent. */
  period?: { kind: 'quarter' | 'ttm'; fiscalQuarter: number; end?: string };
}

export interface ClaimSources extends CitedStatements {
  passageText: (accession: string, passageId: string) => string | undefined;
  knownFigures: KnownFigure[];
  /** Values of cited company facts (profile, quote), by citation href and line item. */
  companyFactValue?: (citation: Citation) => number | undefined;
  /** The currency of the company facts (the trading currency of price and market cap). */
  companyCurrency?: string;
  /** The company answered about: its own name is not a part of it ("Apple revenue"). */
  company?: LabelCompany;
  /** The stored segment figure a `segment` citation names. */
  segmentFigure?: (citation: Citation) => SegmentFigure | undefined;
}

export interface VerifiedText {
  text: string;
  verification: AnswerVerification;
}

/** Identifies the source a citation points at (two citations of one line are the same source). */
function citationKey(citation: Citation): string {
  return citation.kind === 'filing'
    ? `filing|${citation.accession ?? ''}|${citation.passageId ?? ''}`
    : `${citation.kind}|${citation.statement ?? ''}|${citation.lineItem ?? ''}|${citation.period ?? ''}|${citation.href}`;
}

const sameConcept = (a: StatementValue, b: StatementValue) => [...a.concepts].some((concept) => b.concepts.has(concept));

/**
 * Simple computations over the cited lines and known figures: what an answer may derive from what
 * it cites. A change of one figure between years is called by that figure's name (or its growth);
 * a ratio, difference or sum of different figures by any of its inputs or a derived metric.
 */
function computed(values: StatementValue[]): Candidate[] {
  // Figures of two companies are never combined: a ratio of one company's revenue to another's is no growth.
  const companies = [...new Set(values.map((value) => value.company))];
  return companies.flatMap((company) => computedOfOne(values.filter((value) => value.company === company)));
}

function computedOfOne(values: StatementValue[]): Candidate[] {
  const money = values.filter((v) => v.unit !== 'count').slice(0, 12);
  const out: Candidate[] = [];
  for (const a of money) {
    for (const b of money) {
      if (a === b || b.value === 0) continue;
      const same = sameConcept(a, b);
      const concepts = same ? a.concepts : new Set([...a.concepts, ...b.concepts, ...DERIVED_METRICS]);
      out.push({ value: a.value / b.value, unit: 'ratio', concepts }, { value: a.value / b.value, unit: 'multiple', concepts });
      out.push(
        { value: a.value / b.value - 1, unit: 'ratio', absOk: true, concepts },
        { value: a.value - b.value, unit: a.unit, absOk: true, concepts },
      );
      const span = a.year - b.year;
      if (same && span > 1 && a.value > 0 && b.value > 0)
        out.push({ value: (a.value / b.value) ** (1 / span) - 1, unit: 'ratio', absOk: true, concepts });
    }
  }
  if (money.length > 1)
    out.push({
      value: money.reduce((sum, v) => sum + v.value, 0),
      unit: 'money',
      absOk: true,
      concepts: new Set([...money.flatMap((v) => [...v.concepts]), ...DERIVED_METRICS]),
    });
  return out;
}

/** The known figures (derived-figures.ts) all of whose lines are cited, as values a computation may use. */
function knownValues(cited: Citation[], sources: ClaimSources): StatementValue[] {
  const keys = new Set(cited.map(citationKey));
  return sources.knownFigures
    .filter((figure) => figure.citations.length > 0 && figure.citations.every((c) => keys.has(citationKey(c))))
    .map((figure) => ({ figure, company: figure.citations[0] && companyCited(figure.citations[0]) }))
    .map(({ figure, company }) => ({
      value: figure.value,
      unit: figure.unit,
      absOk: true,
      year: figure.fiscalYear,
      period: !figure.period ? 'FY' : figure.period.kind === 'ttm' ? 'TTM' : `Q${figure.period.fiscalQuarter}`,
      ...(figure.period?.end ? { end: figure.period.end } : {}),
      concepts: new Set(figure.metric ? [figure.metric] : DERIVED_METRICS),
      ...(company ? { company } : {}),
    }));
}

/** The segment figures cited, each as the figure of its part: it verifies only a sentence about that part. */
function segmentValues(cited: Citation[], sources: ClaimSources): Candidate[] {
  return cited.flatMap((citation) => {
    const figure = sources.segmentFigure?.(citation);
    return figure
      ? [{ value: figure.value, unit: 'money' as const, year: figure.fiscalYear, concepts: new Set([figure.metric]), part: figure.label }]
      : [];
  });
}

function companyValues(cited: Citation[], sources: ClaimSources): Candidate[] {
  const out: Candidate[] = [];
  for (const citation of cited) {
    const value = sources.companyFactValue?.(citation);
    const companyKey = (citation.lineItem ?? '').split(':')[0] ?? '';
    if (value !== undefined)
      out.push(
        { value, unit: /ratio|margin|yield/i.test(citation.lineItem ?? '') ? 'ratio' : 'money', companyKey },
        { value, unit: 'count', companyKey },
        { value, unit: 'multiple', companyKey },
      );
  }
  return out;
}

/**
 * Whether the candidate is what the label calls the figure. A statement value is the company
 * total, never a part of it; a company fact must be the fact named, when one is.
 */
function fitsLabel(label: ClaimLabel, candidate: Candidate): boolean {
  if (candidate.companyKey !== undefined) return !label.companyKeys || label.companyKeys.includes(candidate.companyKey);
  if (candidate.part !== undefined)
    return labelNamesPart(label, candidate.part) && (label.metric === undefined || candidate.concepts?.has(label.metric) === true);
  if (label.part) return false;
  if (label.metric === undefined) return label.companyKeys === undefined;
  const concepts = candidate.concepts;
  if (!concepts) return true;
  return concepts.has(label.metric) || concepts.has(LEVEL_OF[label.metric] ?? '');
}

/**
 * Whether the sentence calls the figure one of `part`: the clause before it names the part, or,
 * for a name the clause reading cuts ('Wearables, Home and Accessories' at its comma and 'and'),
 * the sentence names it and the clause holds its last word.
 */
function labelNamesPart(label: ClaimLabel, part: string): boolean {
  if (namesPart(label.words, part)) return true;
  const last = part.split(/[\s,]+/).at(-1) ?? '';
  return /[\s,]/.test(part) && namesPart(label.sentence ?? '', part) && namesPart(label.words, last);
}

/** The reason a figure whose value is cited fails its label: what the sentence calls it, and what was cited. */
function mislabelled(label: ClaimLabel, candidates: Candidate[]): string {
  const called = label.words ? `“${label.words}”` : 'its label';
  if (label.part) return `is called ${called}, about ${label.part}, but cites a company total, not ${label.part} alone`;
  const cited = candidates.flatMap((c) => (c.companyKey ? [c.companyKey] : [...(c.concepts ?? [])]));
  const names = [...new Set(cited.map((key) => metricByKey.get(key)?.label.toLowerCase() ?? key))].filter((n) => !DERIVED_LABELS.has(n));
  return `is called ${called} but its cited source is ${names.slice(0, 2).join(' or ') || 'another figure'}`;
}

const DERIVED_LABELS = new Set(DERIVED_METRICS.map((key) => metricByKey.get(key)?.label.toLowerCase() ?? key));

const UNITS_FOR: Record<FigureClaim['unit'], ValueUnit[]> = {
  money: ['money', 'per_share'],
  percent: ['ratio'],
  multiple: ['multiple'],
  number: ['money', 'count', 'per_share', 'multiple'],
};

function matches(claim: FigureClaim, candidate: Candidate): boolean {
  if (!UNITS_FOR[claim.unit].includes(candidate.unit)) return false;
  // "FY2024: $383.29B" citing both years' revenue is the FY2023 figure under the wrong year.
  if (claim.year !== undefined && candidate.year !== undefined && claim.year !== candidate.year) return false;
  // "FY2024 Q4: $94.93B" is the quarter's figure, never the year's (nor the year's figure a quarter's);
  // "the three months ended December 28, 2024" is the quarter ending then.
  if (!periodFits(claim, candidate)) return false;
  const slack = claim.tolerance + Math.abs(claim.value) * 1e-12;
  if (Math.abs(claim.value - candidate.value) <= slack) return true;
  return Boolean(candidate.absOk) && Math.abs(Math.abs(claim.value) - Math.abs(candidate.value)) <= slack;
}

/** Whether a cited passage states the figure (with its scale, or as the same digits in a table). */
function statedInPassages(claim: FigureClaim, passages: string[]): boolean {
  for (const passage of passages) {
    for (const stated of figuresInText(passage)) {
      const unitsAgree = claim.unit === stated.unit || claim.unit === 'number' || stated.unit === 'number';
      if (!unitsAgree) continue;
      if (Math.abs(Math.abs(claim.value) - Math.abs(stated.value)) <= Math.max(claim.tolerance, 1e-9)) return true;
      // Financial tables state amounts "in millions" without a scale next to the digits.
      if (stated.scale === 1 && claim.scale >= 1e6 && stated.mantissa === claim.mantissa) return true;
    }
  }
  return false;
}

function citedPassages(cited: Citation[], sources: ClaimSources): string[] {
  return cited
    .filter((c) => c.kind === 'filing' && c.accession && c.passageId)
    .map((c) => sources.passageText(c.accession ?? '', c.passageId ?? ''))
    .filter((text): text is string => text !== undefined);
}

/** The currencies of the statement lines and company facts a claim cites (10-K passages state their own). */
function citedCurrencies(cited: Citation[], sources: ClaimSources): Set<string> {
  const currencies = new Set<string>();
  for (const citation of cited) {
    const statements = citation.kind === 'statement' ? statementsCited(citation, sources) : null;
    if (statements) currencies.add(statements.currency.toUpperCase());
    if (citation.kind === 'company' && sources.companyCurrency) currencies.add(sources.companyCurrency.toUpperCase());
    const segment = sources.segmentFigure?.(citation);
    if (segment) currencies.add(segment.unit.toUpperCase());
  }
  return currencies;
}

function currencyMismatch(claim: FigureClaim, cited: Citation[], sources: ClaimSources): string | null {
  if (!claim.currency) return null;
  const expected = citedCurrencies(cited, sources);
  if (expected.size === 0 || expected.has(claim.currency)) return null;
  return `is written in ${claim.currency} but its sources report in ${[...expected].join(' and ')}`;
}

/**
 * The company a sentence says a figure is of, where it cites figures of more than one company and
 * names one of them ('ARCX earned $36.48M [1][2]', 'Apple's revenue of $391.04B [1][2]'): by its
 * ticker, or the asked company by the first word of its name. Then only that company's figures verify it.
 */
function companyNamed(label: ClaimLabel, cited: Citation[], asked: LabelCompany | undefined): string | undefined {
  const companies = [...new Set(cited.map(companyCited).filter((symbol) => symbol !== undefined))];
  if (companies.length < 2) return undefined;
  const text = label.sentence ?? label.words;
  const names = (symbol: string) => [symbol, ...(symbol === asked?.symbol ? (asked.companyName.match(/^[A-Za-z][\w&-]+/) ?? []) : [])];
  const named = companies.filter((symbol) =>
    names(symbol).some((name) => new RegExp(`(?<![\\w])${name.replace(/[.&]/g, '\\$&')}(?![\\w])`).test(text)),
  );
  return named.length === 1 ? named[0] : undefined;
}

function checkFigure(claim: FigureClaim, label: ClaimLabel, cited: Citation[], sources: ClaimSources): string | null {
  if (Number.isNaN(claim.value)) return 'is written in words and cannot be checked against a source';
  const mismatch = currencyMismatch(claim, cited, sources);
  if (mismatch) return mismatch;
  const values = [...statementValues(cited, sources), ...knownValues(cited, sources)];
  // A computed figure (a change between two years) has no single year of its own.
  const candidates = [
    ...values,
    ...computed(values).map(({ year: _year, period: _period, ...rest }) => rest),
    ...companyValues(cited, sources),
    ...segmentValues(cited, sources),
  ];
  const named = companyNamed(label, cited, sources.company);
  const equal = candidates.filter(
    (candidate) => matches(claim, candidate) && (!named || !candidate.company || candidate.company === named),
  );
  if (equal.some((candidate) => fitsLabel(label, candidate))) return null;
  if (
    statedInPassages(
      claim,
      citedPassages(cited, sources).filter((text) => partIn(label, text)),
    )
  )
    return null;
  if (equal.length > 0) return mislabelled(label, equal);
  return 'does not match the figures of its cited sources';
}

/** Whether a passage is about the part of the company the label names (any passage, when it names none). */
function partIn(label: ClaimLabel, passage: string): boolean {
  if (!label.part) return true;
  const words = label.part.toLowerCase().match(/[a-z0-9&]+/g) ?? [];
  const text = passage.toLowerCase();
  return words.some((word) => !/^(?:revenues?|net|sales|gross|margins?|profit|segment|of|from|on)$/.test(word) && text.includes(word));
}

/** A quotation may leave words out with an ellipsis; each part must be in the passage. */
function quoteIn(quote: string, passage: string): boolean {
  const text = normalizeSpace(passage);
  const parts = quote
    .split(/\s*(?:…|\.\.\.)\s*/)
    .map(normalizeSpace)
    .filter((part) => part.length > 0);
  return parts.length > 0 && parts.every((part) => text.includes(part));
}

function checkQuote(claim: QuoteClaim, cited: Citation[], sources: ClaimSources): string | null {
  const passages = citedPassages(cited, sources);
  if (passages.length === 0) return 'cites no stored 10-K passage';
  return passages.some((passage) => quoteIn(claim.text, passage)) ? null : 'is not in the cited passage';
}

function check(claim: Claim, text: string, citations: Citation[], sources: ClaimSources): ClaimCheck {
  const cited = claim.markers.map((n) => citations[n - 1]).filter((c): c is Citation => c !== undefined);
  const worded = claim.kind === 'figure' && Number.isNaN(claim.value);
  const company = sources.company ?? { companyName: '', symbol: '' };
  const reason =
    cited.length === 0 && !worded
      ? 'cites no source'
      : claim.kind === 'figure'
        ? checkFigure(claim, claimLabel(text, claim.start, claim.end, company), cited, sources)
        : checkQuote(claim, cited, sources);
  return {
    kind: claim.kind,
    text: claim.text,
    status: reason ? 'unverified' : 'verified',
    ...(reason ? { reason } : {}),
    sources: claim.markers.filter((n) => n >= 1 && n <= citations.length),
  };
}

/** The note an answer ends with when some of its claims failed. */
function unverifiedNote(failed: number, total: number): string {
  const claims = failed === 1 ? '1 claim' : `${failed} claims`;
  return `*Verification: ${claims} of ${total} could not be verified against the cited sources and ${failed === 1 ? 'is' : 'are'} marked ${UNVERIFIED_MARK}.*`;
}

/** Checks every claim of `text`; marks the failing ones in the text and notes them at its end. */
export function verifyClaims(text: string, citations: Citation[], sources: ClaimSources): VerifiedText {
  const claims = extractClaims(text);
  const checks = claims.map((claim) => check(claim, text, citations, sources));
  let marked = text;
  for (let i = claims.length - 1; i >= 0; i -= 1) {
    const claim = claims[i];
    if (!claim || checks[i]?.status !== 'unverified') continue;
    const at = claim.kind === 'quotation' ? claim.end + 1 : claim.end;
    marked = `${marked.slice(0, at)} ${UNVERIFIED_MARK}${marked.slice(at)}`;
  }
  const failed = checks.filter((c) => c.status === 'unverified').length;
  if (failed > 0) marked = `${marked.trimEnd()}\n\n${unverifiedNote(failed, checks.length)}`;
  return { text: marked, verification: { verified: checks.length - failed, unverified: failed, claims: checks } };
}

/** The `verification` field of a stored answer (absent for answers stored before claims were checked). */
export function parseVerification(json: string | null | undefined): { verification?: AnswerVerification } {
  return json ? { verification: JSON.parse(json) as AnswerVerification } : {};
}
