import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('markdown', () => {
  it('reads headings, paragraphs joined across lines, and lists with continuation lines', () => {
    const blocks = parseMarkdown('# Title\n\nOne\ntwo.\n\n- **Bold**: first\n  continued\n- second\n\n1. a\n2. b');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'One two.' }] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'strong', children: [{ kind: 'text', text: 'Bold' }] }, { kind: 'text', text: ': first continued' }],
          [{ kind: 'text', text: 'second' }],
        ],
      },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
    ]);
  });

  it('keeps code blocks verbatim', () => {
    expect(parseMarkdown('```\n# not a heading\n```')).toEqual([{ kind: 'code', text: '# not a heading' }]);
  });

  it('links only to web addresses and site paths', () => {
    expect(parseInline('[a](https://x.test) [b](/stock/A) [c](javascript:alert(1))')).toEqual([
      { kind: 'link', href: 'https://x.test', children: [{ kind: 'text', text: 'a' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/stock/A', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: '[c](javascript:alert(1)' },
      { kind: 'text', text: ')' },
    ]);
    expect(parseInline('press `/` and *go*')).toEqual([
      { kind: 'text', text: 'press ' },
      { kind: 'code', text: '/' },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'go' }] },
    ]);
  });
});
