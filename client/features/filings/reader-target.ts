/** Which Item the reader shows: the one the address names, else the one holding the linked passage, else the first. */
import type { FilingSectionSummary } from '../../../generated/model';

export function readerSectionKey(
  sections: readonly Pick<FilingSectionSummary, 'key' | 'passageIds'>[],
  item: string | undefined,
  passage: string | undefined,
): string | undefined {
  const named = item ? sections.find((section) => section.key === item) : undefined;
  if (named) return named.key;
  const holding = passage ? sections.find((section) => section.passageIds.includes(passage)) : undefined;
  return (holding ?? sections[0])?.key;
}

/**
 * An Item key as the reader's ?item= value: a bare number ('7') as a number, which the router
 * writes as ?item=7 (a numeric string would be written quoted, ?item=%227%22).
 */
export function itemParam(key: string): string | number {
  return /^\d+$/.test(key) ? Number(key) : key;
}
