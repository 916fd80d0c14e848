/**
 * How a filing's Items are keyed and named, on the server and in the browser alike: a 10-K's Item
 * by its number ('1A'), a 10-Q's with its part ('II-1A', Part II Item 1A); and the period a
 * filing (or a figure read from one) reports: 'FY2024', 'Q3 FY2025'.
 */

/** The period of a filing or of a figure it reports: 'FY2024' for a fiscal year, 'Q3 FY2025' for a quarter. */
export function filingPeriodName({ fiscalYear, fiscalPeriod }: { fiscalYear: number | string; fiscalPeriod: string }): string {
  return fiscalPeriod === 'FY' ? `FY${fiscalYear}` : `${fiscalPeriod} FY${fiscalYear}`;
}

export interface ItemKeyParts {
  part: 'I' | 'II' | null;
  item: string;
}

/** '1A' → no part, Item 1A; 'II-1A' → Part II, Item 1A. */
export function splitItemKey(key: string): ItemKeyParts {
  const match = /^(I|II)-(.+)$/.exec(key);
  return match?.[1] && match[2] ? { part: match[1] as 'I' | 'II', item: match[2] } : { part: null, item: key };
}

/** 'Item 1A'; on a 10-Q, 'Part II, Item 1A'. */
export function itemName({ part, item }: ItemKeyParts): string {
  return part ? `Part ${part}, Item ${item}` : `Item ${item}`;
}

/** The name of an Item key: '1A' → 'Item 1A', 'II-1A' → 'Part II, Item 1A'. */
export function itemKeyName(key: string): string {
  return itemName(splitItemKey(key));
}
