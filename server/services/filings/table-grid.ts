/**
 * Turns the rows and cells of an HTML table into a filing table (header rows, then body rows on
 * one grid of columns) or, for a layout table, into text blocks. Filings split a figure over
 * cells ('$', '201,183', ')' or '%') and pad with empty spacer cells; the fragments are joined
 * and the spacers dropped, so each value sits under its column's label.
 */
import type { FilingBlock, FilingTable, TableCell } from './filing-blocks';

export interface RawCell {
  text: string;
  colSpan: number;
}

interface PlacedCell {
  text: string;
  start: number;
  span: number;
}

const PREFIX_ONLY = /^(?:[$€£¥(]|US\$|\(\$|\$\()$/;
const SUFFIX_ONLY = /^(?:\)|%|\)%|%\)|pts\.?|bps|x)$/i;
/** A footnote or bullet marker: (1), (a), *, •, 1., a. */
const MARKER = /^(?:\(?[0-9a-z]{1,3}\)|[•●◦▪■○·∙➢\-–—*†‡]|\d{1,2}\.|[a-z]\.)$/i;
const VALUE = /^[(\-–—$€£¥]*\s*[\d,.]*\d[\d,.]*\s*[)%]*\s*%?$|^[—–-]+%?$/;
const YEAR = /^(?:19|20)\d{2}$/;
const MAX_HEADER_ROWS = 4;

/** A figure (not a year): the cells the column labels are read for. */
function isValueCell(text: string): boolean {
  return VALUE.test(text) && !YEAR.test(text);
}

/** The non-empty cells of a row with their grid positions, split figures joined. */
function placeCells(row: RawCell[]): PlacedCell[] {
  const placed: PlacedCell[] = [];
  let column = 0;
  let prefix: PlacedCell | null = null;
  for (const cell of row) {
    const here = { text: cell.text, start: column, span: cell.colSpan };
    column += cell.colSpan;
    if (!here.text) continue;
    const previous = placed.at(-1);
    if (SUFFIX_ONLY.test(here.text) && previous) {
      previous.text += here.text;
      previous.span = here.start + here.span - previous.start;
    } else if (prefix) {
      // The figure's own cell places it: '$' cells are left out of some rows of a column.
      placed.push({ text: prefix.text + here.text, start: here.start, span: here.span });
      prefix = null;
    } else if (PREFIX_ONLY.test(here.text)) prefix = here;
    else placed.push(here);
  }
  if (prefix) placed.push(prefix);
  return placed;
}

function isLayout(rows: PlacedCell[][]): boolean {
  if (rows.length === 1 || rows.every((row) => row.length <= 1)) return true;
  return rows.every((row) => row.length <= 2 && (row.length < 2 || MARKER.test(row[0]?.text ?? '')));
}

function headerRowCount(rows: PlacedCell[][]): number {
  let count = 0;
  while (count < rows.length && count < MAX_HEADER_ROWS && !rows[count]?.some((cell) => isValueCell(cell.text))) count += 1;
  return count === rows.length ? 1 : count;
}

/** Places the cells on the columns the body's cells start at. */
function toGrid(rows: PlacedCell[][], headerRows: number): TableCell[][] {
  const body = rows.slice(headerRows);
  const starts = [...new Set((body.length > 0 ? body : rows).flatMap((row) => row.map((cell) => cell.start)))].sort((a, b) => a - b);
  // A cell sits in the first column that starts under it, else in the column it starts within.
  const columnOf = (start: number, span: number) => {
    const under = starts.findIndex((s) => s >= start && s < start + span);
    return under >= 0
      ? under
      : Math.max(
          0,
          starts.findLastIndex((s) => s <= start),
        );
  };
  return rows.map((row) => {
    const cells: TableCell[] = [];
    let next = 0;
    for (const cell of row) {
      const column = columnOf(cell.start, cell.span);
      const span = Math.max(1, starts.filter((s) => s >= cell.start && s < cell.start + cell.span).length);
      if (column < next) {
        const last = cells.at(-1);
        if (last) last.text = `${last.text} ${cell.text}`;
        continue;
      }
      while (next < column) {
        cells.push({ text: '', colSpan: 1 });
        next += 1;
      }
      const fitted = Math.min(span, Math.max(1, starts.length - column));
      cells.push({ text: cell.text, colSpan: fitted });
      next = column + fitted;
    }
    return cells;
  });
}

/** The blocks an HTML table becomes: one table block, or text blocks for a layout table. */
export function tableBlocks(raw: RawCell[][]): FilingBlock[] {
  const rows = raw.map(placeCells).filter((row) => row.length > 0);
  if (rows.length === 0) return [];
  if (isLayout(rows)) return rows.map((row) => ({ kind: 'text', text: row.map((cell) => cell.text).join(' '), tocLink: false }));
  const headerRows = headerRowCount(rows);
  return [{ kind: 'table', table: { headerRows, rows: toGrid(rows, headerRows) } }];
}

/** The label of each column: the header cells above it, joined. */
function columnLabels(table: FilingTable): string[] {
  const labels: string[][] = [];
  for (const row of table.rows.slice(0, table.headerRows)) {
    let column = 0;
    for (const cell of row) {
      for (let c = column; c < column + cell.colSpan; c += 1) if (cell.text) (labels[c] ??= []).push(cell.text);
      column += cell.colSpan;
    }
  }
  return Array.from(labels, (parts) => (parts ?? []).join(' '));
}

/**
 * A table as text a reader (retrieval, the AI, a quote check) can follow: each body row names its
 * label, then each value with its column's label ('iPhone: 2024 $201,183; 2023 $200,583').
 */
export function tableText(table: FilingTable): string {
  const labels = columnLabels(table);
  const header = table.rows
    .slice(0, table.headerRows)
    .map((row) =>
      row
        .map((cell) => cell.text)
        .filter(Boolean)
        .join(' | '),
    )
    .filter(Boolean);
  const body = table.rows.slice(table.headerRows).map((row) => {
    let column = 0;
    const parts: string[] = [];
    for (const cell of row) {
      const label = labels[column];
      if (cell.text) parts.push(column > 0 && label && isValueCell(cell.text) ? `${label} ${cell.text}` : cell.text);
      column += cell.colSpan;
    }
    const [first, ...rest] = parts;
    return first && rest.length > 0 && !isValueCell(first) ? `${first}: ${rest.join('; ')}` : parts.join('; ');
  });
  return [...header, ...body].join('\n');
}

/** A table's text without labels (its cells, a row a line): what its length is measured on. */
export function tablePlainText(table: FilingTable): string {
  return table.rows
    .map((row) =>
      row
        .map((cell) => cell.text)
        .filter(Boolean)
        .join(' '),
    )
    .join('\n');
}
