import { describe, expect, it } from 'vitest';
import { providerLoginUrl } from './auth-redirect';

describe('auth redirect helpers', () => {
  it('builds the provider login address with an encoded redirect', () => {
    expect(providerLoginUrl('dev', '/stock/AAPL/statements?tab=income')).toBe(
      '/api/v1/auth/login/dev?redirect=%2Fstock%2FAAPL%2Fstatements%3Ftab%3Dincome',
    );
  });
});
