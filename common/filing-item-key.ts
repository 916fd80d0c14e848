/**
 * How a filing's Items are keyed and named, on the server and in the browser alike: a 10-K's Item
 * by its number ('1A'), a 10-Q's with its part ('II-1A', Part II Item 1A).
 */

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
