import { describe, expect, it } from 'vitest';
import { isAuthPath, isSafeLocalPath, providerLoginUrl } from './auth-redirect';

describe('auth redirect helpers', () => {
  it('accepts only same-site paths', () => {
    expect(isSafeLocalPath('/stock/AAPL?x=1')).toBe(true);
    expect(isSafeLocalPath('//evil.example')).toBe(false);
    expect(isSafeLocalPath('/\\evil.example')).toBe(false);
    expect(isSafeLocalPath('https://evil.example')).toBe(false);
    expect(isSafeLocalPath(null)).toBe(false);
  });

  it('recognises sign-in paths', () => {
    expect(isAuthPath('/login/dev')).toBe(true);
    expect(isAuthPath('/api/v1/auth/callback/dev')).toBe(true);
    expect(isAuthPath('/favorites')).toBe(false);
  });

  it('builds the provider login address with an encoded redirect', () => {
    expect(providerLoginUrl('dev', '/stock/AAPL/statements?tab=income')).toBe(
      '/api/v1/auth/login/dev?redirect=%2Fstock%2FAAPL%2Fstatements%3Ftab%3Dincome',
    );
  });
});
