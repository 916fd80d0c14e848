/**
 * Turns a filing's HTML into blocks of plain text: one block per paragraph-like element (div, p,
 * li, heading, table row), inline markup dropped, entities decoded, whitespace collapsed.
 * Inline XBRL headers, scripts and styles are removed. No DOM is built: filings are large
 * (Apple's 10-K is 1.5 MB) and a linear scan is enough for text.
 */
import { decodeHTML } from 'entities';

const REMOVED_ELEMENTS = /<(ix:header|script|style|head|title)\b[\s\S]*?<\/\1\s*>/gi;
const TABLE_ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi;
const BLOCK_TAGS =
  /<\/?(?:div|p|li|ul|ol|tr|table|tbody|thead|h[1-6]|br|hr|section|article|header|footer|blockquote|pre|center|body|html)\b[^>]*>/gi;
const CELL_END = /<\/t[dh]\s*>/gi;
const ANY_TAG = /<[^>]*>/g;
const COMMENTS = /<!--[\s\S]*?-->/g;
const BLOCK_MARK = '\u0000';
/** Starts the text of a block that was a table row, so rows can be grouped into one passage. */
export const ROW_MARK = '\u0001';

/** Collapses every run of whitespace (including no-break spaces) to one space and trims. */
export function normalizeSpace(text: string): string {
  return text.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, ' ').trim();
}

/** The non-empty text blocks of an HTML document, in document order; table rows start with ROW_MARK. */
export function htmlToBlocks(html: string): string[] {
  const marked = html
    .replace(COMMENTS, ' ')
    .replace(REMOVED_ELEMENTS, ' ')
    .replace(
      TABLE_ROW,
      (_, cells: string) => `${BLOCK_MARK}${ROW_MARK}${cells.replace(CELL_END, ' ').replace(BLOCK_TAGS, ' ')}${BLOCK_MARK}`,
    )
    .replace(CELL_END, ' ')
    .replace(BLOCK_TAGS, BLOCK_MARK)
    .replace(ANY_TAG, '');
  return marked
    .split(BLOCK_MARK)
    .map((block) =>
      block.startsWith(ROW_MARK) ? ROW_MARK + normalizeSpace(decodeHTML(block.slice(1))) : normalizeSpace(decodeHTML(block)),
    )
    .filter((block) => block.replace(ROW_MARK, '').length > 0);
}
