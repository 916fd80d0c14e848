import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

describe('market-data configuration', () => {
  it('defaults to the demo market of 600 stocks', () => {
    expect(loadConfig({}).marketData).toMatchObject({ providers: ['demo'], demoStocks: 600, timeoutMs: 10_000 });
  });

  it('reads a comma list as the failover order', () => {
    expect(loadConfig({ MARKET_DATA_PROVIDER: ' FMP, sec ,demo' }).marketData.providers).toEqual(['fmp', 'sec', 'demo']);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ MARKET_DATA_PROVIDER: 'demo,bloomberg' })).toThrow(ConfigError);
    expect(() => loadConfig({ MARKET_DATA_PROVIDER: 'demo,bloomberg' })).toThrow(/MARKET_DATA_PROVIDER/);
    expect(() => loadConfig({ DEMO_STOCKS: '5' })).toThrow(/DEMO_STOCKS: must be between 10 and 20000/);
  });
});
