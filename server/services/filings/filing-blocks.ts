/** The pieces a filing's HTML is read into (html-blocks.ts), before it is split into Items. */

/** One cell of a table as shown: its text and how many of the table's columns it spans. */
export interface TableCell {
  text: string;
  colSpan: number;
}

/** A data table: header rows first (the column labels), then body rows (a label, then values). */
export interface FilingTable {
  headerRows: number;
  rows: TableCell[][];
}

export type FilingBlock =
  | {
      kind: 'text';
      text: string;
      /** The whole text is a link to an anchor of the same document (a table-of-contents entry). */
      tocLink: boolean;
    }
  | { kind: 'table'; table: FilingTable };
