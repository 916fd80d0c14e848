/** A market-data provider made of the few methods a facade test gives it, and a plain quote for it to answer. */
import { MarketDataError, type MarketDataProvider, type ProviderName, type ProviderQuote } from '../../../server/providers/market/types';

/** A provider whose every method fails as `unsupported` unless given in `methods`. */
export function fakeProvider(name: ProviderName, methods: Partial<MarketDataProvider>, maxQuoteBatch = 100): MarketDataProvider {
  return new Proxy({ name, testSymbol: 'X', maxQuoteBatch, ...methods } as MarketDataProvider, {
    get(target, key) {
      if (key in target) return target[key as keyof MarketDataProvider];
      return async () => {
        throw new MarketDataError('unsupported', name, `${String(key)} is not supported`);
      };
    },
  });
}

/** A plausible quote (it passes the facade's sanity checks) of `symbol`, with `fields` changed. */
export function fakeQuote(symbol: string, fields: Partial<ProviderQuote> = {}): ProviderQuote {
  return {
    symbol,
    name: symbol,
    price: 10,
    change: 0.5,
    changePercent: 5,
    volume: 1,
    open: 10,
    previousClose: 10,
    dayHigh: 10,
    dayLow: 10,
    yearHigh: null,
    yearLow: null,
    averageVolume: null,
    marketCap: 1e9,
    timestamp: '2025-01-02T15:00:00.000Z',
    ...fields,
  };
}
