/**
 * Reads a filing's HTML with a real parser (htmlparser2, streaming: no DOM, so a 4 MB filing
 * stays cheap) into blocks in document order: a text block per paragraph-like element (inline
 * markup joined, entities decoded, whitespace collapsed) and a table block per data table, its
 * rows and cells kept. Layout tables (one cell a row, a heading laid out in two cells, footnote
 * and bullet rows) become text blocks. Hidden content (the inline XBRL header, display:none,
 * scripts, styles) is left out. A text block wholly inside a link to an anchor of the same
 * document is marked: that is a table-of-contents entry, not a heading.
 */
import { Parser } from 'htmlparser2';
import { tableBlocks, type RawCell } from './table-grid';
import type { FilingBlock } from './filing-blocks';

const SKIPPED = new Set(['script', 'style', 'head', 'title', 'ix:header', 'noscript']);
const BLOCK_TAGS = new Set([
  'div',
  'p',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'hr',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'center',
  'body',
  'html',
  'dt',
  'dd',
  'dl',
]);
const HIDDEN_STYLE = /display\s*:\s*none/i;

/** Collapses every run of whitespace (including no-break spaces) to one space and trims. */
export function normalizeSpace(text: string): string {
  return text.replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, ' ').trim();
}

interface OpenTable {
  rows: RawCell[][];
  row: RawCell[] | null;
  cell: { text: string; colSpan: number } | null;
}

/** The blocks of an HTML document, in document order. */
export function htmlToFilingBlocks(html: string): FilingBlock[] {
  const blocks: FilingBlock[] = [];
  let text = '';
  let linkedText = '';
  let skipDepth = 0;
  /** Tables inside a table's cell: their text joins the cell. */
  let nestedTables = 0;
  const linkStack: boolean[] = [];
  /** The table being read (a table inside its cells is read as the cell's text). */
  let table: OpenTable | null = null;

  const flushText = () => {
    const normalized = normalizeSpace(text);
    if (normalized) blocks.push({ kind: 'text', text: normalized, tocLink: normalizeSpace(linkedText) === normalized });
    text = '';
    linkedText = '';
  };
  const inLink = () => linkStack.includes(true);
  const append = (data: string) => {
    if (table) {
      if (table.cell) table.cell.text += data;
      return;
    }
    text += data;
    if (inLink()) linkedText += data;
  };
  const closeCell = (open: OpenTable) => {
    if (open.cell) (open.row ??= []).push({ text: normalizeSpace(open.cell.text), colSpan: open.cell.colSpan });
    open.cell = null;
  };
  const closeRow = (open: OpenTable) => {
    closeCell(open);
    if (open.row) open.rows.push(open.row);
    open.row = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (skipDepth > 0 || SKIPPED.has(name) || HIDDEN_STYLE.test(attributes.style ?? '')) {
          skipDepth += 1;
          return;
        }
        if (name === 'table') {
          if (table) {
            nestedTables += 1;
            return append(' ');
          }
          flushText();
          table = { rows: [], row: null, cell: null };
          return;
        }
        if (table) {
          if (nestedTables > 0 || !['tr', 'td', 'th'].includes(name)) return append(' ');
          if (name === 'tr') closeRow(table);
          else {
            closeCell(table);
            table.cell = { text: '', colSpan: Math.max(1, Math.min(50, Number(attributes.colspan) || 1)) };
          }
          return;
        }
        if (name === 'a') linkStack.push((attributes.href ?? '').startsWith('#'));
        if (BLOCK_TAGS.has(name)) flushText();
      },
      ontext(data) {
        if (skipDepth === 0) append(data);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (name === 'table' && nestedTables > 0) {
          nestedTables -= 1;
          return append(' ');
        }
        if (name === 'table' && table) {
          closeRow(table);
          blocks.push(...tableBlocks(table.rows));
          table = null;
          return;
        }
        if (table) return append(' ');
        if (name === 'a') linkStack.pop();
        if (BLOCK_TAGS.has(name)) flushText();
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flushText();
  return blocks;
}
