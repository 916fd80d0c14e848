import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './decode-entities';

describe('decodeHtmlEntities', () => {
  it('decodes named, decimal and hex entities', () => {
    expect(decodeHtmlEntities('S&amp;P 500 &quot;Index&quot;')).toBe('S&P 500 "Index"');
    expect(decodeHtmlEntities('It&#39;s &#x27;fine&#x27;')).toBe("It's 'fine'");
    expect(decodeHtmlEntities('fund&rsquo;s &lt;b&gt;')).toBe('fund\u2019s <b>');
  });

  it('leaves unknown entities and plain text alone', () => {
    expect(decodeHtmlEntities('&bogus; & more')).toBe('&bogus; & more');
    expect(decodeHtmlEntities('&#0;')).toBe('&#0;');
    expect(decodeHtmlEntities('')).toBe('');
  });
});
