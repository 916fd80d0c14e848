import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { splitFiling } from '../filings/filing-sections';
import { compareParagraphs, similarity, wordDiff } from './filing-changes';

const p = (passageId: string, text: string) => ({ passageId, text });

describe('comparing the paragraphs of an Item across two 10-Ks', () => {
  it('tells unchanged, changed, added and removed paragraphs apart, added first', () => {
    const previous = [
      p('item-1a-p1', 'Our results depend on demand in technology markets, which can change quickly.'),
      p(
        'item-1a-p2',
        'We carry total debt of USD 1,200 million; higher interest rates would raise our interest expense of USD 40 million.',
      ),
      p('item-1a-p3', 'A pandemic could disrupt our supply chain.'),
    ];
    const current = [
      p('item-1a-p1', 'Our results depend on demand in technology markets, which can change quickly.'),
      p(
        'item-1a-p2',
        'We carry total debt of USD 1,450 million; higher interest rates would raise our interest expense of USD 52 million.',
      ),
      p('item-1a-p3', 'New export controls may restrict sales of our products in some countries.'),
    ];
    const result = compareParagraphs(previous, current);
    expect(result).toMatchObject({ added: 1, removed: 1, changed: 1, unchanged: 1 });
    expect(result.changes.map((change) => change.kind)).toEqual(['added', 'changed', 'removed']);
    expect(result.changes[0]).toMatchObject({ kind: 'added', passageId: 'item-1a-p3' });
    expect(result.changes[2]).toMatchObject({ kind: 'removed', previousPassageId: 'item-1a-p3' });
    const changed = result.changes[1];
    expect(changed?.kind === 'changed' && changed.parts.filter((part) => part.kind !== 'same').map((part) => part.text.trim())).toEqual([
      '1,200',
      '1,450',
      '40',
      '52',
    ]);
  });

  it('pairs a moved paragraph word for word, and a repeated paragraph once per occurrence', () => {
    const previous = [p('a1', 'Alpha beta gamma.'), p('a2', 'Same words here.'), p('a3', 'Same words here.')];
    const current = [p('b1', 'Same words here.'), p('b2', 'Alpha beta gamma.')];
    expect(compareParagraphs(previous, current)).toMatchObject({ unchanged: 2, removed: 1, added: 0, changed: 0 });
  });

  it('counts words, not characters, for similarity', () => {
    const words = (text: string) => new Map(text.split(' ').map((w) => [w, 1]));
    expect(similarity(words('a b c d'), words('a b c d'))).toBe(1);
    expect(similarity(words('a b'), words('c d'))).toBe(0);
    expect(similarity(words('a b c d'), words('a b x y'))).toBe(0.5);
  });

  it('gives a word diff that rebuilds both texts', () => {
    const before = 'Revenue was USD 10 million, up 5%.';
    const after = 'Revenue was USD 12 million, up 20% from the prior year.';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((part) => part.kind !== 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((part) => part.kind !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe(after);
  });
});

describe("on the real text of Apple's FY2024 10-K", () => {
  const html = gunzipSync(readFileSync(new URL('../../../tests/fixtures/sec-apple/aapl-20240928.htm.gz', import.meta.url))).toString(
    'utf8',
  );
  const risks = splitFiling(html, '10-K').find((section) => section.item === '1A');
  const paragraphs = (risks?.passages ?? []).map((p) => ({ passageId: p.passageId, text: p.text }));

  it('finds an edited, a removed and an added risk factor among dozens unchanged', () => {
    expect(paragraphs.length).toBeGreaterThan(30);
    // A later year: one paragraph dropped, one with two words changed, one new at the end.
    const [, dropped, edited, ...rest] = paragraphs;
    if (!dropped || !edited) throw new Error('Item 1A is too short');
    const words = edited.text.split(' ');
    const changedText = [...words.slice(0, 3), 'materially', ...words.slice(3, -1), 'significantly'].join(' ');
    const later = [
      paragraphs[0]!,
      { ...edited, text: changedText },
      ...rest,
      { passageId: 'item-1a-new', text: 'New export controls on advanced chips could restrict sales of our products in China.' },
    ];
    const result = compareParagraphs(paragraphs, later);
    expect(result).toMatchObject({ added: 1, removed: 1, changed: 1, unchanged: paragraphs.length - 2 });
    expect(result.changes[0]).toMatchObject({ kind: 'added', passageId: 'item-1a-new' });
    expect(result.changes[2]).toMatchObject({ kind: 'removed', previousPassageId: dropped.passageId });
    const changed = result.changes[1];
    expect(changed?.kind).toBe('changed');
    if (changed?.kind === 'changed')
      expect(changed.parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual([
        'materially',
        'significantly',
      ]);
  });
});
