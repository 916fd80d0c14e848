import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { systemClock } from '../../../server/lib/clock';
import { createProviders } from '../../../server/providers/market/registry';

describe('real providers in MARKET_DATA_PROVIDER', () => {
  it('builds fmp, yahoo and sec in the configured order', () => {
    const config = loadConfig({ MARKET_DATA_PROVIDER: 'sec,fmp,yahoo', FMP_API_KEY: 'key', SEC_USER_AGENT: 'Terminal ops@example.test' });
    expect(createProviders(config.marketData, systemClock).map((provider) => provider.name)).toEqual(['sec', 'fmp', 'yahoo']);
  });

  it('stops with a message naming the missing key or contact', () => {
    expect(() => createProviders(loadConfig({ MARKET_DATA_PROVIDER: 'fmp' }).marketData, systemClock)).toThrow('FMP_API_KEY');
    expect(() => createProviders(loadConfig({ MARKET_DATA_PROVIDER: 'sec' }).marketData, systemClock)).toThrow('SEC_USER_AGENT');
  });

  it('reads the base URLs, dropping a trailing slash, and refuses other schemes', () => {
    const config = loadConfig({ FMP_BASE_URL: 'http://127.0.0.1:9000/fmp/', YAHOO_BASE_URL: 'http://127.0.0.1:9000/yahoo' });
    expect(config.marketData.fmp.baseUrl).toBe('http://127.0.0.1:9000/fmp');
    expect(config.marketData.yahoo.baseUrl).toBe('http://127.0.0.1:9000/yahoo');
    expect(config.marketData.sec).toEqual({ userAgent: undefined, dataBaseUrl: 'https://data.sec.gov', wwwBaseUrl: 'https://www.sec.gov' });
    expect(() => loadConfig({ SEC_WWW_BASE_URL: 'ftp://example.test' })).toThrow(
      "SEC_WWW_BASE_URL: must be an absolute http(s) URL (got 'ftp://example.test')",
    );
  });
});
