/**
 * A market-data provider for sync tests: the demo market, except that the methods named in
 * `faults` fail with the given MarketDataError kind (change `faults` between calls). `name`
 * makes it pass for another provider (a real one, whose bars the sync stores); `clock` is the
 * demo market's clock.
 */
import { createDemoProvider } from '../../../server/providers/market/demo/demo-provider';
import {
  MarketDataError,
  type MarketDataErrorKind,
  type MarketDataProvider,
  type ProviderName,
} from '../../../server/providers/market/types';
import { type Clock, systemClock } from '../../../server/lib/clock';

export type ProviderMethodName = Exclude<keyof MarketDataProvider, 'name' | 'testSymbol' | 'maxQuoteBatch'>;

export interface FaultyProvider {
  provider: MarketDataProvider;
  faults: Map<ProviderMethodName, MarketDataErrorKind>;
}

export function faultyDemoProvider(stocks = 4, options: { name?: ProviderName; clock?: Clock } = {}): FaultyProvider {
  const demo = createDemoProvider({ seed: 'sync-test-seed', stocks, clock: options.clock ?? systemClock });
  const faults = new Map<ProviderMethodName, MarketDataErrorKind>();
  const provider = new Proxy(demo, {
    get(target, key) {
      if (key === 'name' && options.name) return options.name;
      const kind = faults.get(key as ProviderMethodName);
      if (!kind) return target[key as keyof MarketDataProvider];
      return async () => {
        throw new MarketDataError(kind, 'demo', `${String(key)} failed (${kind})`);
      };
    },
  });
  return { provider, faults };
}
