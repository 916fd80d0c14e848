/**
 * Table sorting: the sort direction in the contract's words (asc, desc) for every table, the
 * header's aria-sort and arrow from it; client-side sorting for favourites and hidden symbols.
 */
import { SortOrder } from '../../generated/model';

export interface TableSort<K extends string> {
  key: K;
  direction: SortOrder;
}

/** True for a direction in the contract's words (a value read back from storage, say). */
export function isSortOrder(value: unknown): value is SortOrder {
  return Object.values<unknown>(SortOrder).includes(value);
}

/** Clicking the active column flips its direction; another column starts ascending. */
export function toggleTableSort<K extends string>(current: TableSort<K>, key: K): TableSort<K> {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
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
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = read(x, sort.key);
    const b = read(y, sort.key);
    if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
    return sign * compareValues(a, b);
  });
}

/** aria-sort of a header cell: its direction when the table is sorted by it. */
export function ariaSort(direction: SortOrder | undefined): 'ascending' | 'descending' | 'none' {
  if (!direction) return 'none';
  return direction === 'asc' ? 'ascending' : 'descending';
}

/** The arrow a sorted header shows (hidden from screen readers, which read aria-sort). */
export function sortArrow(direction: SortOrder | undefined): string {
  if (!direction) return '';
  return direction === 'asc' ? ' ▲' : ' ▼';
}

/** The direction of column `key`, when the table is sorted by it. */
export function directionOf<K extends string>(sort: TableSort<K>, key: K): SortOrder | undefined {
  return sort.key === key ? sort.direction : undefined;
}
