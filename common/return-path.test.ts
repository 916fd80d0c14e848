import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS } from '../tests/fixtures/open-redirect-payloads';
import { isAuthPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(OPEN_REDIRECT_PAYLOADS)('refuses %j', (payload) => {
    expect(safeReturnPath(payload)).toBeUndefined();
  });

  it('refuses what is not a string or too long', () => {
    expect(safeReturnPath(null)).toBeUndefined();
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeUndefined();
  });

  it('refuses the sign-in flow and API paths, however spelt', () => {
    for (const path of ['/login/dev', '/api/v1/auth/me', '/x/../login/dev', '/%6cogin/dev', '/./api/v1/user', '/%61pi/v1/user']) {
      expect(safeReturnPath(path), path).toBeUndefined();
    }
  });

  it('keeps pages of this site, normalised the way the browser will read them', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/stock/AAPL?tab=news')).toBe('/stock/AAPL?tab=news');
    expect(safeReturnPath('/stock/AAPL/statements?tab=income#q4')).toBe('/stock/AAPL/statements?tab=income#q4');
    expect(safeReturnPath('/x/../stock/AAPL')).toBe('/stock/AAPL');
    expect(safeReturnPath('/./favorites')).toBe('/favorites');
    expect(safeReturnPath('/%2e%2e/favorites')).toBe('/favorites');
    expect(safeReturnPath('/search?q=//evil.example')).toBe('/search?q=//evil.example');
    expect(safeReturnPath('/stock/BRK.B')).toBe('/stock/BRK.B');
    expect(safeReturnPath('/screen?sort=a b')).toBe('/screen?sort=a%20b');
  });

  it('gives back a fixed point: what it returns it accepts unchanged', () => {
    for (const path of ['/stock/AAPL?tab=news', '/x/../y', '/caf\u00e9', '/a?b=\u00e9#c']) {
      const once = safeReturnPath(path);
      expect(once, path).toBeDefined();
      expect(safeReturnPath(once)).toBe(once);
    }
  });

  it('recognises sign-in and API paths', () => {
    expect(isAuthPath('/login/dev')).toBe(true);
    expect(isAuthPath('/api/v1/auth/callback/dev')).toBe(true);
    expect(isAuthPath('/favorites')).toBe(false);
  });
});
