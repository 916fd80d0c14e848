import { describe, expect, it } from 'vitest';
import { createMessageBodyDeepLinkRegExp } from '../../generated/zod/messages/messages.zod';
import { checkedLink } from './message-link';

const accepted = (link: string) => {
  try {
    checkedLink(link);
    return true;
  } catch {
    return false;
  }
};

describe('the related link rule', () => {
  const links = [
    '/stock/AAPL',
    ' /stock/AAPL\n',
    '/screen?saved=1#top',
    '/stock/%5EGSPC',
    '/a b',
    'https://example.com/x?y=1',
    'HTTPS://EXAMPLE.COM ',
    '',
    '   ',
    '//evil.example',
    '/\\evil.example',
    '/..//evil.example',
    '/login/dev',
    '/api/v1/messages',
    '/login/../stock/AAPL',
    '/api/../about',
    'javascript:alert(1)',
    'http://example.com',
    'https://a b',
    '/a\u0001b',
    'stock/AAPL',
  ];

  it('is never stricter in the contract than on the server: every link the server takes matches the pattern', () => {
    const takenButRefusedByContract = links.filter((link) => accepted(link) && !createMessageBodyDeepLinkRegExp.test(link));
    expect(takenButRefusedByContract).toEqual([]);
  });

  it('lets the contract refuse what it can say without normalising: other sites, control characters, other schemes', () => {
    // The sign-in and API paths are judged after normalising ('/login/../stock/AAPL' is a page), by the server alone.
    expect(accepted('/login/../stock/AAPL') && !accepted('/login/dev') && !accepted('/api/v1/messages')).toBe(true);
    const refusedByContract = links.filter((link) => !createMessageBodyDeepLinkRegExp.test(link));
    expect(refusedByContract).toEqual([
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://example.com',
      'https://a b',
      '/a\u0001b',
      'stock/AAPL',
    ]);
    for (const link of refusedByContract) expect(accepted(link), link).toBe(false);
  });
});
