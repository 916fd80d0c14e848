import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('serves the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'file:./data/app.db',
      publicUrl: 'http://localhost:3000',
      slowRequestMs: 3000,
    });
  });

  it('reads the environment and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '',
      DATABASE_URL: 'postgres://u:p@localhost/db',
      PUBLIC_URL: 'https://terminal.example.test/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@localhost/db',
      publicUrl: 'https://terminal.example.test',
    });
  });

  it('stops with a message naming every bad variable and its value', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT: must be a number (got 'eighty')");
      expect(message).toContain('PUBLIC_URL: must be an absolute http(s) URL');
      expect(message).toContain(
        "DATABASE_URL: must be a SQLite file path (file:./data/app.db), sqlite::memory:, or a postgres:// URL (got 'mysql://x')",
      );
    }
  });

  it('rejects ports out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
  });

  it("reads each sign-in provider's OIDC_<NAME>_* settings, naming a bad one by its variable", () => {
    const env = { OIDC_PROVIDERS: 'corp-sso', OIDC_CORP_SSO_ISSUER: 'https://id.example.test', OIDC_CORP_SSO_CLIENT_ID: 'terminal' };
    expect(loadConfig(env).auth.providers).toEqual([
      { name: 'corp-sso', label: 'Corp-sso', issuer: 'https://id.example.test', clientId: 'terminal', clientSecret: undefined },
    ]);
    expect(() => loadConfig({ ...env, OIDC_CORP_SSO_ISSUER: 'not a url' })).toThrow(
      "OIDC_CORP_SSO_ISSUER: must be the issuer URL of the provider (got 'not a url')",
    );
  });

  it('shifts the clock only for process tests: TEST_CLOCK_OFFSET_MS is refused outside NODE_ENV=test', () => {
    expect(loadConfig({}).testClockOffsetMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '-86400000' }).testClockOffsetMs).toBe(-86_400_000);
    for (const nodeEnv of ['production', 'development']) {
      expect(() => loadConfig({ NODE_ENV: nodeEnv, TEST_CLOCK_OFFSET_MS: '3600000' })).toThrow(
        /TEST_CLOCK_OFFSET_MS: shifts the server's clock for process tests only; it is refused unless NODE_ENV=test/,
      );
    }
  });
});
