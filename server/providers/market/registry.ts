/**
 * Which factory builds each market-data provider named in MARKET_DATA_PROVIDER. The facade
 * (market-data.ts) gets the providers in the configured order and fails over between them.
 */
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { createDemoProvider } from './demo/demo-provider';
import { createFmpProvider } from './fmp/fmp-provider';
import { createSecProvider } from './sec/sec-provider';
import type { MarketDataProvider, ProviderName } from './types';
import { createYahooProvider } from './yahoo/yahoo-provider';

export type MarketDataConfig = Config['marketData'];
type ProviderFactory = (config: MarketDataConfig, clock: Clock) => MarketDataProvider;

/** Every provider the app can build. */
const providerFactories: Partial<Record<ProviderName, ProviderFactory>> = {
  demo: (config, clock) => createDemoProvider({ seed: config.demoSeed, stocks: config.demoStocks, clock }),
  fmp: (config, clock) => createFmpProvider(config, { clock }),
  yahoo: (config, clock) => createYahooProvider(config, { clock }),
  sec: (config, clock) => createSecProvider(config, { clock }),
};

/** The configured providers in failover order, on the app's clock; an unregistered name is a configuration error. */
export function createProviders(config: MarketDataConfig, clock: Clock): MarketDataProvider[] {
  return config.providers.map((name) => {
    const factory = providerFactories[name];
    if (!factory) throw new Error(`MARKET_DATA_PROVIDER: the '${name}' provider is not available in this build`);
    return factory(config, clock);
  });
}
