import { describe, expect, it } from 'vitest';
import { itemParam, readerSectionKey } from './reader-target';

const sections = [
  { key: 'I-1', passageIds: ['part1-item-1-p1', 'part1-item-1-p2'] },
  { key: 'I-2', passageIds: ['part1-item-2-p1'] },
  { key: 'II-1A', passageIds: ['part2-item-1a-p1'] },
];

describe('readerSectionKey', () => {
  it('takes the Item the address names, else the one holding the passage, else the first', () => {
    expect(readerSectionKey(sections, 'II-1A', undefined)).toBe('II-1A');
    expect(readerSectionKey(sections, undefined, 'part1-item-2-p1')).toBe('I-2');
    expect(readerSectionKey(sections, '9C', 'part2-item-1a-p1')).toBe('II-1A');
    expect(readerSectionKey(sections, undefined, 'no-such-passage')).toBe('I-1');
    expect(readerSectionKey([], '1A', undefined)).toBeUndefined();
  });
});

describe('itemParam', () => {
  it('writes a bare Item number as a number, so the address reads ?item=7', () => {
    expect(itemParam('7')).toBe(7);
    expect(itemParam('1A')).toBe('1A');
    expect(itemParam('II-1')).toBe('II-1');
  });
});
