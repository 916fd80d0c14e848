/**
 * Finds the claims of an answer's markdown that can be checked against its sources: every
 * figure (money, percent, multiple, per-share amount, large count) and every quotation, each
 * with the citation markers that back it. A claim is backed by the first group of `[n]` markers
 * after it in the same sentence or line ("revenue was $391.04B [1] and net income $93.74B [2]":
 * [1] backs the first figure, [2] the second). Years, dates, Item and paragraph numbers, form
 * names (10-K) and small plain integers are not figures. A figure keeps the currency it is
 * written in ('$', '¥', 'EUR '), so the verifier can hold it to its source's currency.
 */
import { currencyOfPrefix } from '../../../../common/currency';
import { type CalendarMonth, periodEndNamedIn, periodNamedIn, withoutQuarterDates } from '../understanding/fiscal-quarters';

type FigureUnit = 'money' | 'percent' | 'multiple' | 'number';

export interface FigureClaim {
  kind: 'figure';
  /** The claim as written, such as `$391.04B` or `46.21%`. */
  text: string;
  start: number;
  end: number;
  /** The value in base units: dollars, a ratio for a percent (0.4621), a multiple (1.87). */
  value: number;
  /** Half of the last written digit, in base units: what "equal at the precision written" allows. */
  tolerance: number;
  unit: FigureUnit;
  /** The digits as written, without grouping commas (`391.04`), and the scale written after them (1e9 for B). */
  mantissa: string;
  scale: number;
  /** Citation numbers (1-based) backing the claim. */
  markers: number[];
  /**
   * The fiscal year named nearest before the figure in its line or sentence ("FY2024: $391.04B"); a
   * quarter's end date ('the three months ended December 28, 2024') names a calendar year, not this.
   */
  year?: number;
  /**
   * The part of the year named before it in its line or sentence (fiscal-quarters.ts): 'Q1'-'Q4',
   * 'Q' for a quarter not numbered ('last quarter', 'the three months ended …') or 'TTM'; none for a fiscal year.
   */
  period?: string;
  /** The calendar month the period named ended in, when the sentence dates it ('the three months ended December 28, 2024'). */
  periodEnd?: CalendarMonth;
  /** The ISO code of the currency the figure is written in ('$' → USD, '¥' → JPY, 'CHF ' → CHF), when it names one. */
  currency?: string;
}

export interface QuoteClaim {
  kind: 'quotation';
  text: string;
  start: number;
  end: number;
  markers: number[];
}

export type Claim = FigureClaim | QuoteClaim;

/** Curly quotations may span lines (a quoted table); straight ones end at the line. */
const QUOTE = /“([^“”]{12,}?)”|"([^"\n]{12,})"/g;
const MIN_QUOTE_WORDS = 3;

const SCALES: Record<string, number> = {
  t: 1e12,
  trillion: 1e12,
  tn: 1e12,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  million: 1e6,
  k: 1e3,
  thousand: 1e3,
};

/**
 * A number with what may surround it: an opening parenthesis or minus, a currency, the digits,
 * a scale (B, billion), and a unit (%, percent, x). Lookarounds keep it out of words, dates,
 * form names and markers.
 */
/** ISO 4217 codes that read as currencies before an amount ('SEK 1.2B'); those that are also English words are left out. */
const CURRENCY_CODES = Intl.supportedValuesOf('currency').filter(
  (code) => !['ALL', 'TOP', 'CUP', 'PEN', 'SOS', 'BOB', 'MOP'].includes(code),
);
const FIGURE = new RegExp(
  `(\\()?(-|−)?(US\\$|C\\$|A\\$|\\$|€|£|¥|(?:${CURRENCY_CODES.join('|')})\\s?)?(\\d{1,3}(?:,\\d{3})+|\\d+)(\\.\\d+)?` +
    '(?:\\s?(trillion|billion|million|thousand|tn|bn|mn|mm|[TBMK])\\b)?(\\s?%|\\s?percent\\b|x\\b)?(\\))?',
  'g',
);

/** Spans in which figures are not claims of their own (quotations are checked whole). */
function quoteSpans(text: string): Array<[number, number]> {
  return [...text.matchAll(QUOTE)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
}

function quotedText(match: RegExpMatchArray): string {
  return match[1] ?? match[2] ?? '';
}

/** Where the sentence or line containing `from` ends. */
function sentenceEnd(text: string, from: number): number {
  const rest = text.slice(from);
  const match = /\n|[.!?](?=\s+[A-Z*(“"-]|\s*$)/.exec(rest);
  return match ? from + match.index + match[0].length : text.length;
}

/** The first run of `[n]` markers between `from` and the end of its sentence. */
function markersAfter(text: string, from: number): number[] {
  const end = sentenceEnd(text, from);
  const window = text.slice(from, end + 24 > text.length ? text.length : end + 12);
  // Markers directly after the sentence's full stop ("… in 2024. [2]") still belong to it.
  const group = /\[(\d{1,3})\](?:\s*\[(\d{1,3})\])*/.exec(window);
  if (!group || from + group.index > end + 2) return [];
  return [...group[0].matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1]));
}

function isYear(digits: string, fraction: string | undefined, hasUnit: boolean): boolean {
  const value = Number(digits);
  return !hasUnit && !fraction && !digits.includes(',') && value >= 1900 && value <= 2100;
}

function decimalsOf(fraction: string | undefined): number {
  return fraction ? fraction.length - 1 : 0;
}

function figureAt(match: RegExpMatchArray, text: string): Omit<FigureClaim, 'markers'> | null {
  const [whole, open, minus, currency, digits = '', fraction, scaleWord, unitWord, close] = match;
  const index = match.index ?? 0;
  const before = text[index - 1] ?? ' ';
  const after = text[index + whole.length] ?? ' ';
  if (/[\w.\-/[]/.test(before) || /[\w\-/\]]/.test(after) || (after === '.' && /\d/.test(text[index + whole.length + 1] ?? '')))
    return null;
  const unitText = unitWord?.trim().toLowerCase();
  const unit: FigureUnit =
    unitText === '%' || unitText === 'percent' ? 'percent' : unitText === 'x' ? 'multiple' : currency ? 'money' : 'number';
  const scale = scaleWord ? (SCALES[scaleWord.toLowerCase()] ?? 1) : 1;
  if (isYear(digits, fraction, Boolean(currency || scaleWord || unitWord))) return null;
  const base = Number(`${digits.replace(/,/g, '')}${fraction ?? ''}`);
  // Small whole numbers without a currency, scale or unit are counts of things ("3 Items"), not figures.
  if (unit === 'number' && !scaleWord && !fraction && base < 1000) return null;
  const negative = Boolean(minus) || (Boolean(open) && Boolean(close) && unit === 'money');
  const divisor = unit === 'percent' ? 100 : 1;
  const value = ((negative ? -1 : 1) * base * scale) / divisor;
  const tolerance = (0.5 * 10 ** -decimalsOf(fraction) * scale) / divisor;
  // Keep the parentheses in the claim's text only when they mean a negative amount.
  const trimmedStart = open && !(close && unit === 'money') ? 1 : 0;
  const trimmedEnd = close && !(open && unit === 'money') ? 1 : 0;
  const start = index + trimmedStart;
  const end = index + whole.length - trimmedEnd;
  const written = currencyOfPrefix(currency);
  return {
    kind: 'figure',
    text: text.slice(start, end).trim(),
    start,
    end,
    value,
    tolerance,
    unit,
    mantissa: `${digits.replace(/,/g, '')}${fraction ?? ''}`,
    scale,
    ...(written ? { currency: written } : {}),
  };
}

/** Whether the number at `index` names an Item, a paragraph, a page, a form or a fiscal quarter. */
function isLabelNumber(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index).toLowerCase();
  return /(?:item|paragraph|page|part|note|form|fy|q|no\.)\s*$/.test(before);
}

/** The text between the start of the line or sentence holding `at` and `at`. */
function sentenceBefore(text: string, at: number): string {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(lineStart, at);
  return before.slice(Math.max(before.search(/[.!?]\s+[A-Z][^.!?]*$/) + 1, 0));
}

/** The last year named ("FY2024", "fiscal 2023", "2022") in the sentence before `at`, a quarter's end date aside. */
function yearBefore(text: string, at: number): number | undefined {
  const years = [...withoutQuarterDates(sentenceBefore(text, at)).matchAll(/\b(?:FY\s?|fiscal (?:year )?)?((?:19|20)\d{2})\b(?!-\d)/gi)];
  const last = years.at(-1)?.[1];
  return last ? Number(last) : undefined;
}

const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a hundred)';
/** An amount written in words ("ninety-four billion dollars"): a figure that cannot be checked. */
const WORDED_AMOUNT = new RegExp(
  `\\b${NUMBER_WORD}(?:[\\s-]+(?:and[\\s-]+)?${NUMBER_WORD})*[\\s-]+(?:thousand|million|billion|trillion)\\b`,
  'gi',
);

/** Every checkable claim of `text`, in order. */
export function extractClaims(text: string): Claim[] {
  const claims: Claim[] = [];
  const spans = quoteSpans(text);
  for (const match of text.matchAll(QUOTE)) {
    const quote = quotedText(match);
    if (quote.trim().split(/\s+/).length < MIN_QUOTE_WORDS) continue;
    const start = (match.index ?? 0) + 1;
    const end = start + quote.length;
    claims.push({ kind: 'quotation', text: quote, start, end, markers: markersAfter(text, end + 1) });
  }
  for (const match of text.matchAll(FIGURE)) {
    const index = match.index ?? 0;
    if (!/\d/.test(match[0]) || spans.some(([from, to]) => index >= from && index < to)) continue;
    if (isLabelNumber(text, index)) continue;
    const figure = figureAt(match, text);
    if (figure) {
      const year = yearBefore(text, figure.start);
      const sentence = sentenceBefore(text, figure.start);
      const period = periodNamedIn(sentence);
      const periodEnd = period ? periodEndNamedIn(sentence) : undefined;
      claims.push({
        ...figure,
        markers: markersAfter(text, figure.end),
        ...(year ? { year } : {}),
        ...(period ? { period } : {}),
        ...(periodEnd ? { periodEnd } : {}),
      });
    }
  }
  for (const match of text.matchAll(WORDED_AMOUNT)) {
    const start = match.index ?? 0;
    if (spans.some(([from, to]) => start >= from && start < to)) continue;
    // Value NaN: no source can confirm it; the verifier asks for digits.
    claims.push({
      kind: 'figure',
      text: match[0],
      start,
      end: start + match[0].length,
      value: Number.NaN,
      tolerance: 0,
      unit: 'number',
      mantissa: '',
      scale: 1,
      markers: markersAfter(text, start + match[0].length),
    });
  }
  return claims.sort((a, b) => a.start - b.start);
}

/** The numbers a passage states, with their written scale ("$9.97 billion", "164,000", "46.2%"). */
export function figuresInText(text: string): FigureClaim[] {
  return extractClaims(text.replace(/["“”]/g, ' ')).filter((claim): claim is FigureClaim => claim.kind === 'figure');
}
