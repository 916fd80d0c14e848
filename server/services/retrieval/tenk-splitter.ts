/**
 * Splits a 10-K into its Items (1, 1A, 1B, 1C, 2, 3, … 16) and each Item into paragraphs.
 *
 * An Item starts at a block that begins "Item 1A." (or "ITEM 7 —", …). The table of contents
 * names every Item before the body does, so the last heading of each Item wins. Short heading
 * lines are joined to the paragraph they introduce; consecutive table rows become one
 * paragraph; page footers, page numbers and PART headings are dropped.
 */
import { htmlToBlocks, ROW_MARK } from './html-text';

interface TenKParagraph {
  /** Such as `item-1a-p3`. */
  passageId: string;
  /** 1-based position within the Item. */
  paragraph: number;
  text: string;
}

export interface TenKItem {
  /** Such as `1A` (upper case). */
  item: string;
  title: string;
  paragraphs: TenKParagraph[];
}

/** The Items of Form 10-K with their standard titles, in order. */
const TENK_ITEM_TITLES: Readonly<Record<string, string>> = {
  '1': 'Business',
  '1A': 'Risk Factors',
  '1B': 'Unresolved Staff Comments',
  '1C': 'Cybersecurity',
  '2': 'Properties',
  '3': 'Legal Proceedings',
  '4': 'Mine Safety Disclosures',
  '5': 'Market for Registrant’s Common Equity',
  '6': '[Reserved]',
  '7': 'Management’s Discussion and Analysis',
  '7A': 'Quantitative and Qualitative Disclosures About Market Risk',
  '8': 'Financial Statements and Supplementary Data',
  '9': 'Changes in and Disagreements with Accountants',
  '9A': 'Controls and Procedures',
  '9B': 'Other Information',
  '9C': 'Disclosure Regarding Foreign Jurisdictions that Prevent Inspections',
  '10': 'Directors, Executive Officers and Corporate Governance',
  '11': 'Executive Compensation',
  '12': 'Security Ownership of Certain Beneficial Owners and Management',
  '13': 'Certain Relationships and Related Transactions',
  '14': 'Principal Accountant Fees and Services',
  '15': 'Exhibit and Financial Statement Schedules',
  '16': 'Form 10-K Summary',
};

const ITEM_HEADING = /^item\s+(\d{1,2}[a-d]?)\s*(?:[.:\u2014\u2013-]\s*)?(.*)$/i;
const DROPPED = [/^part\s+[ivx]+\.?$/i, /\|\s*(?:\d{4}\s+)?form 10-k\s*\|\s*\d+$/i, /^\d{1,3}$/, /^table of contents$/i];
const MAX_HEADING_LENGTH = 120;
const MAX_TABLE_PARAGRAPH = 1500;

interface Heading {
  index: number;
  item: string;
  title: string;
}

/** Items and paragraphs of a 10-K document (HTML). With no Item headings, one Item `ALL` holds everything. */
export function splitTenK(html: string): TenKItem[] {
  const blocks = htmlToBlocks(html);
  const headings = findItemHeadings(blocks);
  if (headings.length === 0) return [{ item: 'ALL', title: 'Document', paragraphs: toParagraphs(blocks, 'all') }];
  return headings.map((heading, position) => {
    const end = headings[position + 1]?.index ?? blocks.length;
    const body = blocks.slice(heading.index + 1, end);
    return { item: heading.item, title: heading.title, paragraphs: toParagraphs(body, heading.item.toLowerCase()) };
  });
}

/** The body heading of each Item (the last one in the document), in document order. */
function findItemHeadings(blocks: string[]): Heading[] {
  const last = new Map<string, Heading>();
  blocks.forEach((block, index) => {
    if (block.startsWith(ROW_MARK) || block.length > 200) return;
    const match = ITEM_HEADING.exec(block);
    const item = match?.[1]?.toUpperCase();
    if (!match || !item || !(item in TENK_ITEM_TITLES)) return;
    const title = cleanTitle(match[2] ?? '') || TENK_ITEM_TITLES[item] || `Item ${item}`;
    last.set(item, { index, item, title });
  });
  return [...last.values()].sort((a, b) => a.index - b.index);
}

function cleanTitle(text: string): string {
  return text
    .replace(/\s+\d{1,3}$/, '')
    .replace(/[.\s]+$/, '')
    .trim();
}

function isDropped(block: string): boolean {
  return DROPPED.some((pattern) => pattern.test(block));
}

/** A short line without a sentence's ending: a sub-heading such as "iPhone" or "Competition". */
function isHeadingLine(block: string): boolean {
  return block.length <= MAX_HEADING_LENGTH && !/[.:;!?”"]$/.test(block);
}

function toParagraphs(blocks: string[], itemKey: string): TenKParagraph[] {
  const texts: string[] = [];
  let pendingHeading: string[] = [];
  let table: string[] = [];
  const flushTable = () => {
    if (table.length > 0) texts.push(table.join('\n'));
    table = [];
  };
  for (const block of blocks) {
    if (block.startsWith(ROW_MARK)) {
      const row = block.slice(ROW_MARK.length);
      if (isDropped(row)) continue;
      if (table.join('\n').length + row.length > MAX_TABLE_PARAGRAPH) flushTable();
      table.push(row);
      continue;
    }
    flushTable();
    if (isDropped(block)) continue;
    if (isHeadingLine(block)) {
      pendingHeading.push(block);
      continue;
    }
    texts.push([...pendingHeading, block].join('\n'));
    pendingHeading = [];
  }
  flushTable();
  if (pendingHeading.length > 0) texts.push(pendingHeading.join('\n'));
  return texts.map((text, index) => ({ passageId: `item-${itemKey}-p${index + 1}`, paragraph: index + 1, text }));
}
