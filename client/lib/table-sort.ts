/** Client-side table sorting shared by favourites and hidden symbols. */

export type SortDirection = 'ascending' | 'descending';

export interface TableSort<K extends string> {
  key: K;
  direction: SortDirection;
}

/** Clicking the active column flips its direction; another column starts ascending. */
export function toggleTableSort<K extends string>(current: TableSort<K>, key: K): TableSort<K> {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

type Cell = string | number | null | undefined;

function isMissing(value: Cell): value is null | undefined {
  return value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value));
}

/** Numbers compare numerically, text case-insensitively. */
function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}

/** A sorted copy of `rows` by the value `read` takes from each; missing values last either way. */
export function sortRows<T, K extends string>(rows: readonly T[], sort: TableSort<K>, read: (row: T, key: K) => Cell): T[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = read(x, sort.key);
    const b = read(y, sort.key);
    if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
    return sign * compareValues(a, b);
  });
}

/** aria-sort of a header cell. */
export function ariaSort<K extends string>(sort: TableSort<K>, key: K): 'ascending' | 'descending' | 'none' {
  return sort.key === key ? sort.direction : 'none';
}
