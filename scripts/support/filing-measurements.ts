/**
 * Measures the filing splitter on the real 10-K and 10-Q documents in ../shared/recorded/filings:
 * for each document and key Item, our length against the one edgartools measured (its manifest's
 * `edgartools_items`). Used by `scripts/measure-filings.ts` (the table in docs/filings-splitter.md)
 * and by the splitter's test per document.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formOf, itemKey, type FilingForm } from '../../server/services/filings/filing-forms';
import { sectionCharacters, splitFiling } from '../../server/services/filings/filing-sections';
import { SHARED_RECORDINGS_DIR } from './recorded-server';

export const FILINGS_DIR = join(SHARED_RECORDINGS_DIR, 'filings');
export const recordedFilingsExist = existsSync(join(FILINGS_DIR, 'manifest.json'));

export interface RecordedFiling {
  ticker: string;
  cik: string;
  name: string;
  form: string;
  fiscalYear: number;
  fiscalPeriod: string;
  periodEnd: string;
  filedOn: string | null;
  file: string;
  edgartools_items?: Record<string, number>;
  edgartools_flags?: string[];
}

/** The key Items measured per form, as our keys ('II-1A') with edgartools' names for them ('1A'). */
export const KEY_ITEMS: Record<'10-K' | '10-Q', ReadonlyArray<{ key: string; edgartools: string }>> = {
  '10-K': ['1', '1A', '1C', '2', '3', '7', '7A', '8'].map((key) => ({ key, edgartools: key })),
  '10-Q': [
    { key: 'I-1', edgartools: '1' },
    { key: 'I-2', edgartools: '2' },
    { key: 'I-3', edgartools: '3' },
    { key: 'I-4', edgartools: '4' },
    { key: 'II-1A', edgartools: '1A' },
  ],
};

export interface ItemMeasurement {
  key: string;
  ours: number | null;
  edgartools: number | null;
  /** edgartools flags this Item as failed in itself (e.g. `undersized:item_8`). */
  flagged: boolean;
  /** ours / edgartools, when both are there. */
  ratio: number | null;
}

export interface FilingMeasurement {
  filing: RecordedFiling;
  /** Every Item found, in document order, by key. */
  found: string[];
  items: ItemMeasurement[];
}

export function recordedFilings(): RecordedFiling[] {
  return JSON.parse(readFileSync(join(FILINGS_DIR, 'manifest.json'), 'utf8')) as RecordedFiling[];
}

function readRecordedFiling(filing: RecordedFiling): string {
  return readFileSync(join(FILINGS_DIR, filing.file), 'utf8');
}

export function measureFiling(filing: RecordedFiling): FilingMeasurement {
  const form: FilingForm = formOf(filing.form);
  const sections = splitFiling(readRecordedFiling(filing), form);
  const lengths = new Map(sections.map((section) => [itemKey(form, section.part, section.item), sectionCharacters(section)]));
  const keys = KEY_ITEMS[form === '10-Q' ? '10-Q' : '10-K'];
  const items = keys.map(({ key, edgartools }) => {
    const ours = lengths.get(key) ?? null;
    const theirs = filing.edgartools_items?.[edgartools] ?? null;
    return {
      key,
      ours,
      edgartools: theirs,
      flagged: (filing.edgartools_flags ?? []).includes(`undersized:item_${edgartools.toLowerCase()}`),
      ratio: ours !== null && theirs ? ours / theirs : null,
    };
  });
  return { filing, found: [...lengths.keys()], items };
}

/** Within ±20% of edgartools. */
const TOLERANCE = 0.2;

/**
 * Every key Item outside ±20% of edgartools (or missing on either side), with the reason,
 * checked against the documents themselves. Keyed by `TICKER FORM PERIOD-END`, then Item key.
 */
const EXPLAINED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'AAPL 10-Q 2024-06-29': { '*': 'edgartools has no measurement of this document (the year-earlier pair of the FY2025 10-Q).' },
  'NVDA 10-K 2023-01-29': {
    '*': 'edgartools has no measurement of this document (the year-earlier pair of the FY2025 10-K).',
    '1C': 'No Item 1C: the Cybersecurity Item is required from fiscal years ending on or after 15 December 2023.',
  },
  'ADBE 10-K 2024-11-29': {
    '3': 'Item 3 is one sentence incorporating Note 16 ‘Legal Proceedings’ by reference (188 characters from its heading to Item 4); edgartools’ 3,162 are not in the Item.',
  },
  'IBM 10-K 2024-12-31': {
    '7': 'Incorporated by reference to the Annual Report to Stockholders (edgartools flags itself undersized); within ±20% all the same.',
    '8': 'Incorporated by reference to the Annual Report to Stockholders (edgartools flags itself undersized); within ±20% all the same.',
  },
  'IBM 10-Q 2025-06-30': {
    'I-3': 'The document has no Item 3 (market risk is discussed within Item 2); edgartools finds none either.',
    'II-1A': 'The document has no Part II Item 1A; edgartools finds none either.',
  },
  'JNJ 10-Q 2025-06-29': {
    'II-1A': 'The document has no Part II Item 1A (Part II has Items 1, 2, 5 and 6); edgartools finds none either.',
  },
  'NFLX 10-K 2024-12-31': {
    '8': 'Item 8 refers to the statements after Item 15 (edgartools flags itself undersized); within ±20% all the same.',
  },
  'NVDA 10-K 2025-01-26': {
    '8': 'Item 8 refers to the statements after Item 15 (edgartools flags itself undersized); within ±20% all the same.',
  },
  'PG 10-Q 2025-03-31': {
    'I-1':
      'edgartools’ Item 1 (112,825) runs on through Item 2 (its own 70,098 counted again); Item 1 ends at the ‘Item 2. Management’s Discussion’ heading.',
    'I-4': 'edgartools’ Item 4 runs on into Part II Item 1 (Legal Proceedings); Item 4 ends at ‘PART II. OTHER INFORMATION’.',
  },
  'TSLA 10-K 2024-12-31': {
    '1C': 'edgartools finds no Item 1C (it counts Item 1B as 5,792 characters, Item 1C’s text); the document has its own ‘ITEM 1C. CYBERSECURITY’ heading.',
  },
};

export function documentId(filing: RecordedFiling): string {
  return `${filing.ticker} ${filing.form} ${filing.periodEnd}`;
}

/** Why an Item differs from edgartools, or null when it is within ±20% (or unexplained). */
export function explanation(filing: RecordedFiling, key: string): string | null {
  const notes = EXPLAINED[documentId(filing)];
  return notes?.[key] ?? notes?.['*'] ?? null;
}

export function isWithinTolerance(item: ItemMeasurement): boolean {
  return item.ratio !== null && Math.abs(item.ratio - 1) <= TOLERANCE;
}
