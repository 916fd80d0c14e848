import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, type MarkdownProps } from './markdown';

const html = (props: MarkdownProps) => renderToStaticMarkup(<Markdown {...props} />);

describe('the Markdown component', () => {
  it('renders the document tree with headings moved down by the offset', () => {
    expect(html({ source: '# Title\n\n- **Bold** item\n\nText with `code`', headingOffset: 2 })).toBe(
      '<div class="markdown"><h3>Title</h3><ul><li><strong>Bold</strong> item</li></ul><p>Text with <code>code</code></p></div>',
    );
  });

  it('never lets markup or script links of an answer through', () => {
    const out = html({
      source: '<img src=x onerror=alert(1)> [click](javascript:alert(1)) [ok](/stock/AAPL) [ext](https://example.test/a)',
    });
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('href="javascript');
    expect(out).toContain('<a href="/stock/AAPL">ok</a>');
    expect(out).toContain('<a href="https://example.test/a" target="_blank" rel="noreferrer noopener">ext</a>');
  });

  it('links citation markers to their sources when known, inside emphasis too', () => {
    const citationHref = (n: number) => (n <= 2 ? `#source-${n}` : undefined);
    const out = html({ source: '- Revenue: **$1.00B** [1][3]\n- Margin **40% [2]**', citationHref });
    expect(out).toContain('<sup><a href="#source-1" class="citation-marker">[1]</a></sup>[3]');
    expect(out).toContain('<strong>40% <sup><a href="#source-2" class="citation-marker">[2]</a></sup></strong>');
    expect(html({ source: 'No markers [1]' })).toBe('<div class="markdown"><p>No markers [1]</p></div>');
  });

  it('shows an [unverified] mark of an AI answer as a highlighted badge', () => {
    const out = html({
      source: 'Net income was $999.99B [unverified] [1].\n\n*Verification: 1 claim of 1 could not be verified and is marked [unverified].*',
      citationHref: () => '#s',
    });
    expect(out).toContain(
      '$999.99B <mark class="unverified-claim" title="This claim does not match the sources it cites (or cites none)">unverified</mark> <sup>',
    );
    expect(out).toContain('<em>Verification: 1 claim of 1 could not be verified and is marked <mark class="unverified-claim"');
    expect(html({ source: 'Plain [unverified]' })).toBe('<div class="markdown"><p>Plain [unverified]</p></div>');
  });

  it('renders GFM tables and nested lists, as AI answers write them', () => {
    // Cells keep the spaces around their text, which HTML ignores.
    const table = html({ source: '| Year | Revenue |\n| --- | ---: |\n| FY2024 | $391.04B [1] |', citationHref: () => '#s1' })
      .replace(/(<t[hd][^>]*>) /g, '$1')
      .replace(/ (<\/t[hd]>)/g, '$1');
    expect(table).toContain('<table><thead><tr><th>Year</th><th style="text-align:right">Revenue</th></tr></thead>');
    expect(table).toContain('<td style="text-align:right">$391.04B <sup><a href="#s1" class="citation-marker">[1]</a></sup></td>');
    const nested = html({ source: '- Segments\n  - iPhone\n  - Services\n- Regions' });
    expect(nested).toBe(
      '<div class="markdown"><ul><li>Segments\n<ul><li>iPhone</li><li>Services</li></ul></li><li>Regions</li></ul></div>',
    );
  });

  it('keeps code blocks verbatim and joins a paragraph across lines', () => {
    expect(html({ source: '```\n# not a heading\n```' })).toBe('<div class="markdown"><pre><code># not a heading\n</code></pre></div>');
    expect(html({ source: 'One\ntwo.' })).toBe('<div class="markdown"><p>One\ntwo.</p></div>');
  });
});

describe('what markdown would swallow or turn into something else in an answer', () => {
  it('keeps a line that looks like a link definition, a # that starts no heading, images and task boxes as text', () => {
    expect(html({ source: 'Revenue grew 5%.\n\n[1]: from the 10-K', citationHref: () => '#s1' })).toContain(
      '<sup><a href="#s1" class="citation-marker">[1]</a></sup>: from the 10-K',
    );
    expect(html({ source: '#1 in smartphones' })).toBe('<div class="markdown"><p>#1 in smartphones</p></div>');
    const images = html({ source: '![a chart](/api/v1/user/me) ![](https://example.test/x.png)' });
    expect(images).not.toContain('<img');
    expect(images).toContain('a chart');
    expect(html({ source: '- [x] done\n- [ ] open' })).not.toContain('<input');
  });

  it('links no path a browser reads as another site', () => {
    for (const href of ['//evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      expect(html({ source: `[go](${href})` }), href).not.toContain('href=');
    }
    expect(html({ source: '[ok](/stock/AAPL)' })).toContain('<a href="/stock/AAPL">ok</a>');
  });
});
