/**
 * Splits a filing (10-K, 10-Q, 20-F) into its Items and each Item into passages: paragraphs
 * (a short sub-heading joined to the paragraph it introduces) and tables (kept as rows and
 * cells, with a text that names each value's row and column). Page numbers, page footers,
 * 'Table of Contents' links and PART headings are dropped.
 */
import type { FilingBlock, FilingTable } from './filing-blocks';
import type { FilingForm, FilingPart } from './filing-forms';
import { htmlToFilingBlocks } from './html-blocks';
import { findItemHeadings } from './item-headings';
import { tablePlainText, tableText } from './table-grid';

export interface FilingPassage {
  /** Such as `item-1a-p3` (10-K) or `part2-item-1a-p3` (10-Q); unique within the filing. */
  passageId: string;
  /** 1-based position within the Item. */
  paragraph: number;
  /** The passage as text; a table's names each value's row and column. */
  text: string;
  /** The table, when the passage is one (its caption, then rows and cells). */
  table: (FilingTable & { caption: string | null }) | null;
  /** Length of the text as read (a table's cells without the labels). */
  characters: number;
}

export interface FilingSection {
  /** 'I' or 'II' on a 10-Q; null on other forms. */
  part: FilingPart | null;
  /** Such as `1A` (upper case). */
  item: string;
  title: string;
  passages: FilingPassage[];
}

const DROPPED = [
  /^part\s+[ivx]+\.?$/i,
  /^(?:page\s+)?\d{1,3}$/i,
  /^[ivx]{1,5}$/i,
  /^(?:table of contents|index|contents)$/i,
  /^f-\d{1,3}$/i,
];
const FOOTER = /\b(?:form\s+)?10-?[kq]\b/i;
const MAX_HEADING_LINE = 120;
const MAX_TABLE_TEXT = 6000;

function isDropped(block: FilingBlock): boolean {
  if (block.kind !== 'text') return false;
  if (block.tocLink && block.text.length < 40) return true;
  const text = block.text;
  return DROPPED.some((pattern) => pattern.test(text)) || (text.length < 100 && FOOTER.test(text) && /\|.*\d{1,3}$/.test(text));
}

/** A short line without a sentence's ending: a sub-heading such as "iPhone" or "Competition". */
function isHeadingLine(text: string): boolean {
  return text.length <= MAX_HEADING_LINE && !/[.:;!?”"]$/.test(text);
}

/** Splits a long table by rows into parts of at most MAX_TABLE_TEXT characters, each with the header rows. */
function tableParts(table: FilingTable): FilingTable[] {
  const header = table.rows.slice(0, table.headerRows);
  const parts: FilingTable[] = [];
  let rows = [...header];
  for (const row of table.rows.slice(table.headerRows)) {
    rows.push(row);
    if (rows.length > header.length + 1 && tablePlainText({ headerRows: table.headerRows, rows }).length > MAX_TABLE_TEXT) {
      rows.pop();
      parts.push({ headerRows: table.headerRows, rows });
      rows = [...header, row];
    }
  }
  if (rows.length > header.length || parts.length === 0) parts.push({ headerRows: table.headerRows, rows });
  return parts;
}

type Draft = Omit<FilingPassage, 'passageId' | 'paragraph'>;

function toPassages(blocks: FilingBlock[]): Draft[] {
  const drafts: Draft[] = [];
  let pending: string[] = [];
  for (const block of blocks) {
    if (isDropped(block)) continue;
    if (block.kind === 'table') {
      for (const part of tableParts(block.table)) {
        const caption = pending.length > 0 ? pending.join('\n') : null;
        const text = [caption, tableText(part)].filter(Boolean).join('\n');
        drafts.push({ text, table: { ...part, caption }, characters: passageCharacters(text, { ...part, caption }) });
        pending = [];
      }
      continue;
    }
    if (isHeadingLine(block.text)) {
      pending.push(block.text);
      continue;
    }
    const text = [...pending, block.text].join('\n');
    drafts.push({ text, table: null, characters: passageCharacters(text, null) });
    pending = [];
  }
  if (pending.length > 0) {
    const text = pending.join('\n');
    drafts.push({ text, table: null, characters: passageCharacters(text, null) });
  }
  return drafts;
}

function passagePrefix(part: FilingPart | null, item: string): string {
  return `${part ? `part${part === 'I' ? 1 : 2}-` : ''}item-${item.toLowerCase()}`;
}

/** Items and passages of a filing document (HTML). With no Item headings, one Item `ALL` holds everything. */
export function splitFiling(html: string, form: FilingForm): FilingSection[] {
  const blocks = htmlToFilingBlocks(html);
  const headings = findItemHeadings(blocks, form);
  const numbered = (drafts: Draft[], prefix: string) =>
    drafts.map((draft, index) => ({ ...draft, passageId: `${prefix}-p${index + 1}`, paragraph: index + 1 }));
  if (headings.length === 0) return [{ part: null, item: 'ALL', title: 'Document', passages: numbered(toPassages(blocks), 'item-all') }];
  return headings.map((heading, position) => {
    const end = headings[position + 1]?.index ?? blocks.length;
    const body = blocks.slice(heading.index + heading.length, end);
    return {
      part: heading.part,
      item: heading.item,
      title: heading.title,
      passages: numbered(toPassages(body), passagePrefix(heading.part, heading.item)),
    };
  });
}

/** A passage's length as read: its text, or a table's caption and cells without the labels. */
export function passageCharacters(text: string, table: FilingPassage['table']): number {
  return table ? (table.caption?.length ?? 0) + tablePlainText(table).length : text.length;
}

/** An Item's length as read: its heading ('Item 1A. Risk Factors'), then its passages, a line break between each. */
export function itemCharacters(item: string, title: string, passages: readonly number[]): number {
  return passages.reduce((total, characters) => total + 1 + characters, `Item ${item}. ${title}`.length);
}

export function sectionCharacters(section: FilingSection): number {
  return itemCharacters(
    section.item,
    section.title,
    section.passages.map((passage) => passage.characters),
  );
}
