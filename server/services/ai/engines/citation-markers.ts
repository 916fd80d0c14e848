/**
 * The citation markers of an answer's text: `[n]` points at the answer's n-th citation (the UI
 * links it to that source). Shared by the providers, which number citations as they cite them,
 * and the AI service, which renumbers the markers when it drops citations that fail verification.
 */
import type { Citation } from '../../../../generated/model';

/** Whether two citations name the same source (and the same quote, for a filing). */
function sameCitation(a: Citation, b: Citation): boolean {
  return a.href === b.href && a.lineItem === b.lineItem && a.period === b.period && a.quote === b.quote;
}

/** Adds `citation` to `citations` unless it is already there; returns its marker number (from 1). */
export function citationNumber(citation: Citation, citations: Citation[]): number {
  const known = citations.findIndex((other) => sameCitation(other, citation));
  return known >= 0 ? known + 1 : citations.push(citation);
}

/** `[n]` markers, with the blanks before them (removed along with a dropped marker). */
const MARKER = /([ \t]*)\[(\d{1,3})\]/g;

/** Rewrites every `[n]` to `[renumber(n)]`; a marker whose renumber is null goes, with the blanks before it. */
export function renumberMarkers(text: string, renumber: (n: number) => number | null): string {
  return text.replace(MARKER, (_marker, blanks: string, n: string) => {
    const next = renumber(Number(n));
    return next === null ? '' : `${blanks}[${next}]`;
  });
}
