import { describe, expect, it } from 'vitest';
import { ariaSort, sortRows, toggleTableSort } from './table-sort';

describe('table sort', () => {
  it('flips the active column and starts others ascending', () => {
    expect(toggleTableSort({ key: 'symbol', direction: 'ascending' }, 'symbol')).toEqual({ key: 'symbol', direction: 'descending' });
    expect(toggleTableSort({ key: 'symbol', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('sorts text case-insensitively and numbers numerically, missing values last', () => {
    const rows = [
      { s: 'b', n: 2 },
      { s: 'A', n: null },
      { s: 'c', n: -1 },
    ];
    const read = (row: (typeof rows)[number], key: 's' | 'n') => row[key];
    expect(sortRows(rows, { key: 's', direction: 'ascending' }, read).map((r) => r.s)).toEqual(['A', 'b', 'c']);
    expect(sortRows(rows, { key: 's', direction: 'descending' }, read).map((r) => r.s)).toEqual(['c', 'b', 'A']);
    expect(sortRows(rows, { key: 'n', direction: 'ascending' }, read).map((r) => r.n)).toEqual([-1, 2, null]);
    expect(sortRows(rows, { key: 'n', direction: 'descending' }, read).map((r) => r.n)).toEqual([2, -1, null]);
  });

  it('reports aria-sort', () => {
    expect(ariaSort({ key: 'a', direction: 'descending' }, 'a')).toBe('descending');
    expect(ariaSort({ key: 'a', direction: 'descending' }, 'b')).toBe('none');
  });
});
