import { describe, expect, it } from 'vitest';
import { htmlToFilingBlocks } from '../../../server/services/filings/html-blocks';
import { splitFiling, type FilingSection } from '../../../server/services/filings/filing-sections';
import { appleTenKExists, readAppleTenK, readDemoTenK } from '../../support/tenk-documents';

const sectionOf = (sections: FilingSection[], item: string, part: string | null = null) => {
  const section = sections.find((candidate) => candidate.item === item && candidate.part === part);
  if (!section) throw new Error(`Item ${item} not found among ${sections.map((s) => `${s.part ?? ''}${s.item}`).join(', ')}`);
  return section;
};
const texts = (section: FilingSection) => section.passages.map((p) => p.text);

describe('HTML to blocks', () => {
  it('decodes named and numeric entities', () => {
    expect(htmlToFilingBlocks('<p>AT&amp;T&#8217;s &#x201C;Q&#8221; &nbsp;&mdash; &sect;&frac34;</p>')).toEqual([
      { kind: 'text', text: 'AT&T’s “Q” — §¾', tocLink: false },
    ]);
  });

  it('keeps inline text together, splits blocks and drops scripts, styles, hidden parts and XBRL headers', () => {
    const html =
      '<div><span>Net </span><b>sales</b> grew</div><script>x()</script><p>Second&nbsp;one</p><ix:header><p>hidden</p></ix:header><div style="display: none">gone</div>';
    expect(htmlToFilingBlocks(html).map((block) => block.kind === 'text' && block.text)).toEqual(['Net sales grew', 'Second one']);
  });

  it('marks a link to an anchor of the document (a table-of-contents entry)', () => {
    const [link, text] = htmlToFilingBlocks('<p><a href="#i1">Item 1. Business</a></p><p>Item 1. Business</p>');
    expect(link).toMatchObject({ tocLink: true });
    expect(text).toMatchObject({ tocLink: false });
  });

  it('keeps a data table as rows and cells, joining split figures and dropping spacer cells', () => {
    const html = `<table>
      <tr><td></td><td colspan="3">2024</td><td></td><td colspan="3">2023</td></tr>
      <tr><td>iPhone</td><td>$</td><td>201,183</td><td></td><td></td><td>$</td><td>200,583</td><td></td></tr>
      <tr><td>Change</td><td></td><td>(1</td><td>)%</td><td></td><td></td><td>2</td><td>%</td></tr>
    </table>`;
    const [table] = htmlToFilingBlocks(html);
    expect(table).toEqual({
      kind: 'table',
      table: {
        headerRows: 1,
        rows: [
          [
            { text: '', colSpan: 1 },
            { text: '2024', colSpan: 1 },
            { text: '2023', colSpan: 1 },
          ],
          [
            { text: 'iPhone', colSpan: 1 },
            { text: '$201,183', colSpan: 1 },
            { text: '$200,583', colSpan: 1 },
          ],
          [
            { text: 'Change', colSpan: 1 },
            { text: '(1)%', colSpan: 1 },
            { text: '2%', colSpan: 1 },
          ],
        ],
      },
    });
  });

  it('reads a layout table (a heading in two cells, footnote rows) as text', () => {
    const html =
      '<table><tr><td>Item 1A.</td><td>Risk Factors</td></tr></table><table><tr><td>(1)</td><td>Excludes leases.</td></tr><tr><td>(2)</td><td>Net of tax.</td></tr></table>';
    expect(htmlToFilingBlocks(html).map((block) => block.kind === 'text' && block.text)).toEqual([
      'Item 1A. Risk Factors',
      '(1) Excludes leases.',
      '(2) Net of tax.',
    ]);
  });
});

describe('splitter on a demo-style 10-K', () => {
  const sections = splitFiling(readDemoTenK(), '10-K');

  it('finds the body Items in order, not the table of contents', () => {
    expect(sections.map((section) => section.item)).toEqual(['1', '1A', '7', '7A']);
    expect(sectionOf(sections, '7').title).toBe('Management’s Discussion and Analysis of Financial Condition and Results of Operations');
  });

  it('joins a sub-heading to its paragraph and drops page footers and numbers', () => {
    expect(texts(sectionOf(sections, '1'))).toEqual([
      'Northwind Robotics designs and sells warehouse robots and the software that runs them.',
      'Products\nThe company sells autonomous picking robots to retailers & logistics firms in the U.S. and Europe.',
    ]);
    expect(sectionOf(sections, '1A').passages).toHaveLength(2);
  });

  it('numbers passages per Item and keeps a table as one passage with its rows', () => {
    const mdna = sectionOf(sections, '7').passages;
    expect(mdna.map((p) => p.passageId)).toEqual(['item-7-p1', 'item-7-p2']);
    expect(mdna[1]?.text).toBe('Net sales: $845.2; $752.0\nNet income: $61.3; $48.9');
    expect(mdna[1]?.table?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Net sales', '$845.2', '$752.0'],
      ['Net income', '$61.3', '$48.9'],
    ]);
  });

  it('puts a document without Item headings in one Item', () => {
    const [only] = splitFiling('<p>Just one paragraph of text.</p>', '10-K');
    expect(only).toMatchObject({ item: 'ALL', passages: [{ passageId: 'item-all-p1', text: 'Just one paragraph of text.' }] });
  });
});

describe('splitter on headings styled differently', () => {
  it('skips a contents list of linked or back-to-back headings and cross-references', () => {
    const html = `
      <p><a href="#a">Item 1. Business</a></p><p><a href="#b">Item 1A. Risk Factors</a></p>
      <p>Item 1. Business</p><p>Item 1A. Risk Factors</p><p>Item 7. MD&amp;A</p>
      <p>ITEM 1.</p><p>BUSINESS</p><p>We make things. See Item 7 for results.</p>
      <p>Item 7 of this report explains our results.</p>
      <table><tr><td>ITEM 1A.</td><td>RISK FACTORS</td></tr></table><p>Demand may fall.</p>
      <p>Item 7. Management’s Discussion and Analysis</p><p>Revenue rose.</p>
      <p>Item 7. Management’s Discussion and Analysis (continued)</p><p>Margins rose.</p>`;
    const sections = splitFiling(html, '10-K');
    expect(sections.map((s) => [s.item, s.title, texts(s).join(' / ')])).toEqual([
      ['1', 'BUSINESS', 'We make things. See Item 7 for results. / Item 7 of this report explains our results.'],
      ['1A', 'RISK FACTORS', 'Demand may fall.'],
      [
        '7',
        'Management’s Discussion and Analysis',
        'Revenue rose. / Item 7. Management’s Discussion and Analysis (continued)\nMargins rose.',
      ],
    ]);
  });

  it('reads a 10-Q by part: Items numbered again from 1 in Part II, a missing Item 1 starting after the contents', () => {
    const html = `
      <table><tr><td>Part I</td><td></td></tr><tr><td>Item 1.</td><td>Financial Statements</td></tr><tr><td>Item 2.</td><td>MD&amp;A</td></tr><tr><td>Item 1A.</td><td>Risk Factors</td></tr></table>
      <p>Condensed Statements of Operations</p><p>Revenue was higher than a year earlier.</p>
      <p>Item 2. Management’s Discussion and Analysis</p><p>Sales in Greater China fell.</p>
      <p>PART II — OTHER INFORMATION</p><p>Item 1. Legal Proceedings</p><p>None.</p><p>Item 1A. Risk Factors</p><p>No material changes.</p>`;
    const sections = splitFiling(html, '10-Q');
    expect(sections.map((s) => [s.part, s.item, s.passages[0]?.passageId])).toEqual([
      ['I', '1', 'part1-item-1-p1'],
      ['I', '2', 'part1-item-2-p1'],
      ['II', '1', 'part2-item-1-p1'],
      ['II', '1A', 'part2-item-1a-p1'],
    ]);
    expect(texts(sectionOf(sections, '1', 'I'))).toEqual(['Condensed Statements of Operations\nRevenue was higher than a year earlier.']);
  });
});

describe.skipIf(!appleTenKExists)('splitter on the Apple FY2024 10-K (../shared)', () => {
  const sections = appleTenKExists ? splitFiling(readAppleTenK(), '10-K') : [];

  it('finds every Item of the form in order', () => {
    expect(sections.map((section) => section.item)).toEqual([
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
    expect(sectionOf(sections, '1A').title).toBe('Risk Factors');
  });

  it('splits the Items into their passages', () => {
    expect(sectionOf(sections, '1').passages[0]?.text).toMatch(
      /^Company Background\nThe Company designs, manufactures and markets smartphones/,
    );
    expect(texts(sectionOf(sections, '1B'))).toEqual(['None.']);
    expect(texts(sectionOf(sections, '3'))[0]).toMatch(/^Digital Markets Act Investigations\n/);
  });

  it('keeps the net sales table with its row and column labels', () => {
    const table = sectionOf(sections, '7').passages.find((p) => p.table && p.text.includes('iPhone'));
    expect(table?.text).toContain('iPhone: 2024 $201,183');
    expect(table?.table?.rows.some((row) => row.some((cell) => cell.text === '$201,183'))).toBe(true);
    const services = sectionOf(sections, '7').passages.find((p) => p.table && /Services \(1\): 2024 96,169/.test(p.text));
    expect(services).toBeDefined();
  });

  it('drops page footers', () => {
    const all = sections.flatMap(texts);
    expect(all.some((text) => /Form 10-K \| \d+$/.test(text))).toBe(false);
  });
});
