import { describe, expect, it } from 'vitest';
import { ariaSort, directionOf, sortArrow, sortRows, toggleTableSort } from './table-sort';

describe('table sort', () => {
  it('flips the active column and starts others ascending', () => {
    expect(toggleTableSort({ key: 'symbol', direction: 'asc' }, 'symbol')).toEqual({ key: 'symbol', direction: 'desc' });
    expect(toggleTableSort({ key: 'symbol', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('sorts text case-insensitively and numbers numerically, missing values last', () => {
    const rows = [
      { s: 'b', n: 2 },
      { s: 'A', n: null },
      { s: 'c', n: -1 },
    ];
    const read = (row: (typeof rows)[number], key: 's' | 'n') => row[key];
    expect(sortRows(rows, { key: 's', direction: 'asc' }, read).map((r) => r.s)).toEqual(['A', 'b', 'c']);
    expect(sortRows(rows, { key: 's', direction: 'desc' }, read).map((r) => r.s)).toEqual(['c', 'b', 'A']);
    expect(sortRows(rows, { key: 'n', direction: 'asc' }, read).map((r) => r.n)).toEqual([-1, 2, null]);
    expect(sortRows(rows, { key: 'n', direction: 'desc' }, read).map((r) => r.n)).toEqual([2, -1, null]);
  });

  it('reports aria-sort', () => {
    expect(ariaSort(directionOf({ key: 'a', direction: 'desc' }, 'a'))).toBe('descending');
    expect(ariaSort(directionOf({ key: 'a', direction: 'asc' }, 'a'))).toBe('ascending');
    expect(ariaSort(directionOf({ key: 'a', direction: 'desc' }, 'b'))).toBe('none');
    expect([sortArrow('asc'), sortArrow('desc'), sortArrow(undefined)]).toEqual([' ▲', ' ▼', '']);
  });
});
