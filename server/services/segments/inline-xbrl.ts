/**
 * Reads the inline XBRL of a filing's primary document (a 10-K or 10-Q as filed with SEC EDGAR):
 * its contexts (period and explicit dimension members, from ix:header/ix:resources), units, the
 * numeric facts (ix:nonFraction with scale, sign and format applied), the dei: cover facts, and
 * for each numeric fact the label of the table row it stands in. One streaming pass with
 * htmlparser2, so a 4 MB document is read without building a tree.
 */
import { Parser } from 'htmlparser2';

export interface XbrlContext {
  id: string;
  /** YYYY-MM-DD; null for an instant. */
  startDate: string | null;
  /** YYYY-MM-DD: the end of a duration, or the instant. */
  endDate: string | null;
  /** Explicit dimension members by axis, e.g. `srt:ProductOrServiceAxis` → `aapl:IPhoneMember`. */
  members: Map<string, string>;
  /** Whether the context has a typed member (not a named one): such facts are left out. */
  typed: boolean;
}

export interface XbrlNumericFact {
  /** The concept, e.g. `us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax`. */
  concept: string;
  contextId: string;
  /** The unit's measure, e.g. `iso4217:USD`; null when the fact has no simple unit. */
  unit: string | null;
  /** The value with the fact's scale and sign applied. */
  value: number;
  /** The text of the first cell of the table row the fact stands in, when it stands in one. */
  rowLabel: string | null;
}

export interface InlineXbrl {
  contexts: Map<string, XbrlContext>;
  facts: XbrlNumericFact[];
  /** The dei: facts of the cover page by local name (DocumentType, DocumentFiscalYearFocus…). */
  cover: Map<string, string>;
  /** The context of the document's own period (the one dei:DocumentType is reported in). */
  documentContext: XbrlContext | null;
}

const ZERO_FORMATS = /(?:fixed-?zero|zerodash|zero-dash)$/i;
const COMMA_DECIMAL_FORMATS = /num-?comma-?decimal|numcommadecimal|numdotcomma/i;

/** A displayed number as its value: '1,234.5' → 1234.5; '—' or a zero format → 0; null when unreadable. */
export function displayedNumber(text: string, format: string | undefined): number | null {
  const trimmed = text.trim();
  if (format && ZERO_FORMATS.test(format)) return 0;
  if (/^[-—–]$/.test(trimmed)) return 0;
  const plain =
    format && COMMA_DECIMAL_FORMATS.test(format) ? trimmed.replace(/[.\s]/g, '').replace(',', '.') : trimmed.replace(/[,\s]/g, '');
  const digits = plain.replace(/[^\d.]/g, '');
  if (!/\d/.test(digits)) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

interface OpenFact {
  attributes: Record<string, string>;
  text: string;
  depth: number;
}

interface OpenContext extends XbrlContext {
  dimension: string | null;
}

/** Reads a document's inline XBRL (see the file comment); a document without any gives empty maps. */
export function readInlineXbrl(html: string): InlineXbrl {
  const contexts = new Map<string, XbrlContext>();
  const units = new Map<string, string | null>();
  const facts: XbrlNumericFact[] = [];
  const cover = new Map<string, string>();

  let context: OpenContext | null = null;
  let unit: { id: string; measures: string[]; divide: boolean } | null = null;
  let captureInto: ((text: string) => void) | null = null;
  let captured = '';
  const numeric: OpenFact[] = [];
  let coverFact: { name: string; text: string; depth: number } | null = null;
  let documentContextId: string | null = null;
  let depth = 0;
  let row: { firstCell: string | null; cell: string | null } | null = null;

  const startCapture = (into: (text: string) => void) => {
    captured = '';
    captureInto = into;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        switch (name) {
          case 'xbrli:context':
            context = { id: attributes.id ?? '', startDate: null, endDate: null, members: new Map(), typed: false, dimension: null };
            return;
          case 'xbrldi:explicitmember':
            if (context) {
              const open = context;
              open.dimension = attributes.dimension ?? null;
              startCapture((text) => {
                if (open.dimension) open.members.set(open.dimension, text.trim());
              });
            }
            return;
          case 'xbrldi:typedmember':
            if (context) context.typed = true;
            return;
          case 'xbrli:startdate':
            if (context) startCapture((text) => context && (context.startDate = text.trim()));
            return;
          case 'xbrli:enddate':
          case 'xbrli:instant':
            if (context) startCapture((text) => context && (context.endDate = text.trim()));
            return;
          case 'xbrli:unit':
            unit = { id: attributes.id ?? '', measures: [], divide: false };
            return;
          case 'xbrli:divide':
            if (unit) unit.divide = true;
            return;
          case 'xbrli:measure':
            if (unit) startCapture((text) => unit?.measures.push(text.trim()));
            return;
          case 'ix:nonfraction':
            numeric.push({ attributes, text: '', depth });
            return;
          case 'ix:nonnumeric':
            if (attributes.name === 'dei:DocumentType') documentContextId ??= attributes.contextref ?? null;
            if (!coverFact && attributes.name?.startsWith('dei:')) coverFact = { name: attributes.name.slice(4), text: '', depth };
            return;
          case 'tr':
            row = { firstCell: null, cell: null };
            return;
          case 'td':
          case 'th':
            if (row && row.firstCell === null) row.cell = '';
            return;
        }
      },
      ontext(text) {
        if (captureInto) captured += text;
        for (const open of numeric) open.text += text;
        if (coverFact) coverFact.text += text;
        if (row?.cell !== null && row?.cell !== undefined) row.cell += text;
      },
      onclosetag(name) {
        if (captureInto && /^xbrl(?:di|i):(?:explicitmember|startdate|enddate|instant|measure)$/.test(name)) {
          captureInto(captured);
          captureInto = null;
        }
        if (name === 'xbrli:context' && context) {
          const { dimension: _dimension, ...done } = context;
          contexts.set(done.id, done);
          context = null;
        } else if (name === 'xbrli:unit' && unit) {
          units.set(unit.id, unit.divide || unit.measures.length !== 1 ? null : (unit.measures[0] ?? null));
          unit = null;
        } else if (name === 'ix:nonfraction') {
          const open = numeric.pop();
          if (open) {
            const fact = numericFact(open, units, row?.firstCell ?? null);
            if (fact) facts.push(fact);
          }
        } else if (name === 'ix:nonnumeric' && coverFact && coverFact.depth === depth) {
          cover.set(coverFact.name, coverFact.text.replace(/\s+/g, ' ').trim());
          coverFact = null;
        } else if ((name === 'td' || name === 'th') && row && row.cell !== null) {
          const text = row.cell.replace(/\s+/g, ' ').trim();
          row.firstCell = text === '' ? null : text;
          row.cell = null;
        } else if (name === 'tr') {
          row = null;
        }
        depth -= 1;
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return { contexts, facts, cover, documentContext: documentContextId ? (contexts.get(documentContextId) ?? null) : null };
}

function numericFact(open: OpenFact, units: Map<string, string | null>, rowLabel: string | null): XbrlNumericFact | null {
  const { name, contextref, unitref, scale, sign, format } = open.attributes;
  if (!name || !contextref || open.attributes['xsi:nil'] === 'true') return null;
  const shown = displayedNumber(open.text, format);
  if (shown === null) return null;
  const scaled = shown * 10 ** Number(scale ?? 0);
  return {
    concept: name,
    contextId: contextref,
    unit: unitref ? (units.get(unitref) ?? null) : null,
    value: sign === '-' ? -scaled : scaled,
    rowLabel,
  };
}
