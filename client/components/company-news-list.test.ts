import { describe, expect, it } from 'vitest';
import { COMPANY_NEWS_PAGE_SIZE, isWebImage, nextNewsOffset } from './company-news-list';

describe('company news paging', () => {
  it('asks for the next 20 while full pages come back and stops at a short one', () => {
    const full = { news: Array.from({ length: COMPANY_NEWS_PAGE_SIZE }) };
    expect(nextNewsOffset(full, [full], COMPANY_NEWS_PAGE_SIZE)).toBe(20);
    expect(nextNewsOffset(full, [full, full], COMPANY_NEWS_PAGE_SIZE)).toBe(40);
    expect(nextNewsOffset({ news: [1, 2, 3] }, [full, full], COMPANY_NEWS_PAGE_SIZE)).toBeUndefined();
    expect(nextNewsOffset({ news: [] }, [{ news: [] }], COMPANY_NEWS_PAGE_SIZE)).toBeUndefined();
  });

  it('shows web pictures only', () => {
    expect(isWebImage('https://images.example.test/a.png')).toBe(true);
    expect(isWebImage('http://images.example.test/a.png')).toBe(true);
    expect(isWebImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isWebImage('javascript:alert(1)')).toBe(false);
    expect(isWebImage(null)).toBe(false);
    expect(isWebImage('')).toBe(false);
  });
});
