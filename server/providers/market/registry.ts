/**
 * Which factory builds each market-data provider named in MARKET_DATA_PROVIDER. The facade
 * (market-data.ts) gets the providers in the configured order and fails over between them.
 */
import type { Config } from '../../config';
import { createDemoProviderFromConfig } from './demo/demo-provider';
import { createFmpProvider } from './fmp/fmp-provider';
import { createSecProvider } from './sec/sec-provider';
import type { MarketDataProvider, ProviderName } from './types';
import { createYahooProvider } from './yahoo/yahoo-provider';

export type MarketDataConfig = Config['marketData'];
type ProviderFactory = (config: MarketDataConfig) => MarketDataProvider;

/** Every provider the app can build. */
const providerFactories: Partial<Record<ProviderName, ProviderFactory>> = {
  demo: createDemoProviderFromConfig,
  fmp: createFmpProvider,
  yahoo: createYahooProvider,
  sec: createSecProvider,
};

/** The configured providers in failover order; an unregistered name is a configuration error. */
export function createProviders(config: MarketDataConfig): MarketDataProvider[] {
  return config.providers.map((name) => {
    const factory = providerFactories[name];
    if (!factory) throw new Error(`MARKET_DATA_PROVIDER: the '${name}' provider is not available in this build`);
    return factory(config);
  });
}
