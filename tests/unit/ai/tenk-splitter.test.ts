import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from '../../../server/services/retrieval/html-text';
import { splitTenK, type TenKItem } from '../../../server/services/retrieval/tenk-splitter';
import { appleTenKExists, readAppleTenK, readDemoTenK } from '../../support/tenk-documents';

const itemOf = (items: TenKItem[], id: string) => {
  const item = items.find((candidate) => candidate.item === id);
  if (!item) throw new Error(`Item ${id} not found among ${items.map((i) => i.item).join(', ')}`);
  return item;
};

describe('HTML to text blocks', () => {
  it('decodes named and numeric entities', () => {
    expect(htmlToBlocks('<p>AT&amp;T&#8217;s &#x201C;Q&#8221; &nbsp;&mdash;&unknown; &sect;&frac34;</p>')).toEqual([
      'AT&T’s “Q” —&unknown; §¾',
    ]);
  });

  it('keeps inline text together, splits blocks and drops scripts, styles and XBRL headers', () => {
    const html =
      '<div><span>Net </span><b>sales</b> grew</div><script>x()</script><p>Second&nbsp;one</p><ix:header><p>hidden</p></ix:header>';
    expect(htmlToBlocks(html)).toEqual(['Net sales grew', 'Second one']);
  });
});

describe('10-K splitter on a demo-style document', () => {
  const items = splitTenK(readDemoTenK());

  it('finds the body Items in order, not the table of contents', () => {
    expect(items.map((item) => item.item)).toEqual(['1', '1A', '7', '7A']);
    expect(itemOf(items, '7').title).toBe('Management’s Discussion and Analysis of Financial Condition and Results of Operations');
  });

  it('joins a sub-heading to its paragraph and drops page footers and numbers', () => {
    const business = itemOf(items, '1').paragraphs.map((p) => p.text);
    expect(business).toEqual([
      'Northwind Robotics designs and sells warehouse robots and the software that runs them.',
      'Products\nThe company sells autonomous picking robots to retailers & logistics firms in the U.S. and Europe.',
    ]);
    expect(itemOf(items, '1A').paragraphs).toHaveLength(2);
  });

  it('numbers paragraphs per Item and keeps table rows together', () => {
    const mdna = itemOf(items, '7').paragraphs;
    expect(mdna.map((p) => p.passageId)).toEqual(['item-7-p1', 'item-7-p2']);
    expect(mdna[1]?.text).toBe('Net sales $ 845.2 $ 752.0\nNet income $ 61.3 $ 48.9');
  });

  it('puts a document without Item headings in one Item', () => {
    const [only] = splitTenK('<p>Just one paragraph of text.</p>');
    expect(only).toMatchObject({ item: 'ALL', paragraphs: [{ passageId: 'item-all-p1', text: 'Just one paragraph of text.' }] });
  });
});

describe.skipIf(!appleTenKExists)('10-K splitter on the Apple FY2024 10-K (../shared)', () => {
  const items = appleTenKExists ? splitTenK(readAppleTenK()) : [];

  it('finds every Item of the form in order', () => {
    expect(items.map((item) => item.item)).toEqual([
      '1',
      '1A',
      '1B',
      '1C',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '7A',
      '8',
      '9',
      '9A',
      '9B',
      '9C',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
    ]);
    expect(itemOf(items, '1A').title).toBe('Risk Factors');
    expect(itemOf(items, '7A').title).toBe('Quantitative and Qualitative Disclosures About Market Risk');
  });

  it('splits the Items into their paragraphs', () => {
    expect(itemOf(items, '1').paragraphs[0]?.text).toMatch(
      /^Company Background\nThe Company designs, manufactures and markets smartphones/,
    );
    expect(itemOf(items, '1A').paragraphs.length).toBeGreaterThan(50);
    expect(itemOf(items, '1B').paragraphs.map((p) => p.text)).toEqual(['None.']);
    expect(itemOf(items, '3').paragraphs[0]?.text).toMatch(/^Digital Markets Act Investigations\n/);
    const mdna = itemOf(items, '7')
      .paragraphs.map((p) => p.text)
      .join('\n');
    expect(mdna).toContain('The Company’s fiscal year is the 52- or 53-week period that ends on the last Saturday of September.');
  });

  it('keeps the income statement rows with their figures in Item 8', () => {
    const table = itemOf(items, '8').paragraphs.find((p) => p.text.includes('Total net sales'));
    expect(table?.text).toContain('Total net sales 391,035 383,285 394,328');
  });

  it('drops page footers', () => {
    const all = items.flatMap((item) => item.paragraphs.map((p) => p.text));
    expect(all.some((text) => /Form 10-K \| \d+$/.test(text))).toBe(false);
  });
});
