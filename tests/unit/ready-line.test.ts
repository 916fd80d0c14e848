/** The line a person reads once the server serves, and the log format a terminal gets. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { logFormatOf } from '../../server/lib/logger';
import { readyLine } from '../../server/lib/ready-line';

describe('the ready line', () => {
  it('names the address, the demo market and the dev sign-in by default', () => {
    expect(readyLine(loadConfig({}))).toBe('Research Terminal is ready: open http://localhost:3000 (demo market, sign in with any e-mail)');
  });

  it('names the real market, the public address and the configured sign-in', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://terminal.example.test/',
      MARKET_DATA_PROVIDER: 'sec,yahoo',
      SEC_USER_AGENT: 'Research Terminal admin@example.test',
      OIDC_PROVIDERS: 'corp',
      OIDC_CORP_ISSUER: 'https://id.example.test',
      OIDC_CORP_CLIENT_ID: 'terminal',
      OIDC_CORP_LABEL: 'Corp SSO',
    });
    expect(readyLine(config)).toBe(
      'Research Terminal is ready: open https://terminal.example.test (market data from sec, yahoo, sign in with Corp SSO)',
    );
  });

  it('says when nobody can sign in', () => {
    expect(readyLine(loadConfig({ AUTH_DEV_IDP: 'off' }))).toMatch(/\(demo market, no sign-in configured: set OIDC_PROVIDERS/);
  });
});

describe('the log format', () => {
  it('is readable at a terminal and JSON otherwise, in production, or when asked', () => {
    const at = (env: Record<string, string>, terminal: boolean) => logFormatOf(loadConfig(env), terminal);
    expect(at({}, true)).toBe('pretty');
    expect(at({}, false)).toBe('json');
    expect(at({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(at({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(at({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe('pretty');
  });
});
