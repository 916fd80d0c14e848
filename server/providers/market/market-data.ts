/**
 * The market-data facade: the one way the app reaches providers. It picks the provider
 * (MARKET_DATA_PROVIDER, a comma list meaning failover in that order), puts a timeout on every
 * call, caches answers for a short while (sharing in-flight calls), splits quote batches to each
 * provider's maximum, and returns every answer with the provider that served it and when.
 */
import { TtlCache } from './ttl-cache';
import { MarketDataError, type MarketDataProvider, type ProviderName, type ProviderQuote } from './types';

/** Data with its provenance: which provider served it and when it was fetched. */
export interface Sourced<T> {
  data: T;
  provider: ProviderName;
  /** UTC ISO-8601. */
  asOf: string;
}

type ProviderMethod = Exclude<keyof MarketDataProvider, 'name' | 'testSymbol' | 'maxQuoteBatch'>;
type ArgsOf<M extends ProviderMethod> = Omit<Parameters<MarketDataProvider[M]>[0], 'signal'>;
type ResultOf<M extends ProviderMethod> = Awaited<ReturnType<MarketDataProvider[M]>>;

export interface MarketDataOptions {
  providers: MarketDataProvider[];
  timeoutMs: number;
  now?: () => Date;
  /** Largest number of cached answers kept (oldest dropped first). */
  cacheSize?: number;
}

export interface CallOptions {
  /** How long the answer may be reused; 0 (default) means no caching. */
  ttlMs?: number;
}

export class MarketData {
  private readonly providers: MarketDataProvider[];
  private readonly timeoutMs: number;
  private readonly now: () => Date;
  private readonly cache: TtlCache<Promise<Sourced<unknown>>>;

  constructor(options: MarketDataOptions) {
    if (options.providers.length === 0) throw new Error('The market-data facade needs at least one provider');
    this.providers = options.providers;
    this.timeoutMs = options.timeoutMs;
    this.now = options.now ?? (() => new Date());
    this.cache = new TtlCache(options.cacheSize ?? 5000, () => this.now().getTime());
  }

  /** The configured providers' names, in failover order. */
  get providerNames(): ProviderName[] {
    return this.providers.map((provider) => provider.name);
  }

  /** Calls one provider method, failing over in the configured order. */
  call<M extends ProviderMethod>(method: M, args: ArgsOf<M>, options: CallOptions = {}): Promise<Sourced<ResultOf<M>>> {
    const ttlMs = options.ttlMs ?? 0;
    if (ttlMs <= 0) return this.failover((provider) => this.invoke(provider, method, args));
    const key = `${method}:${JSON.stringify(args)}`;
    const cached = this.cache.get(key);
    if (cached) return cached as Promise<Sourced<ResultOf<M>>>;
    const pending = this.failover((provider) => this.invoke(provider, method, args));
    this.cache.set(key, pending, ttlMs);
    pending.catch(() => this.cache.delete(key));
    return pending;
  }

  /** Quotes for many symbols: cached per symbol, fetched in batches no bigger than the provider allows. */
  async getQuotes(symbols: string[], options: CallOptions = {}): Promise<Sourced<ProviderQuote[]>> {
    const unique = [...new Set(symbols.map((symbol) => symbol.toUpperCase()))];
    const ttlMs = options.ttlMs ?? 0;
    const cached = new Map<string, Sourced<ProviderQuote>>();
    for (const symbol of unique) {
      const hit = ttlMs > 0 ? this.cache.get(`quote:${symbol}`) : undefined;
      if (hit) cached.set(symbol, (await hit) as Sourced<ProviderQuote>);
    }
    const missing = unique.filter((symbol) => !cached.has(symbol));
    if (missing.length > 0) {
      const fetched = await this.failover(async (provider) => {
        const quotes: ProviderQuote[] = [];
        for (let i = 0; i < missing.length; i += provider.maxQuoteBatch) {
          quotes.push(...(await this.invoke(provider, 'getQuotes', { symbols: missing.slice(i, i + provider.maxQuoteBatch) })));
        }
        return quotes;
      });
      for (const quote of fetched.data) {
        const one = { data: quote, provider: fetched.provider, asOf: fetched.asOf };
        cached.set(quote.symbol.toUpperCase(), one);
        if (ttlMs > 0) this.cache.set(`quote:${quote.symbol.toUpperCase()}`, Promise.resolve(one), ttlMs);
      }
    }
    const found = unique.flatMap((symbol) => cached.get(symbol) ?? []);
    const first = found[0];
    return {
      data: found.map((one) => one.data),
      provider: first?.provider ?? this.providers[0]?.name ?? 'demo',
      asOf: first?.asOf ?? this.now().toISOString(),
    };
  }

  /** Forgets cached answers (after a sync, so fresh data is served). */
  clearCache(): void {
    this.cache.clear();
  }

  private async invoke<M extends ProviderMethod>(provider: MarketDataProvider, method: M, args: ArgsOf<M>): Promise<ResultOf<M>> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const fn = provider[method] as (args: unknown) => Promise<ResultOf<M>>;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The race also covers a provider that ignores its signal.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new MarketDataError('unavailable', provider.name, `${method} timed out after ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([fn.call(provider, { ...args, signal }), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async failover<T>(attempt: (provider: MarketDataProvider) => Promise<T>): Promise<Sourced<T>> {
    const errors: MarketDataError[] = [];
    for (const provider of this.providers) {
      try {
        const data = await attempt(provider);
        return { data, provider: provider.name, asOf: this.now().toISOString() };
      } catch (error) {
        errors.push(asMarketDataError(error, provider.name));
      }
    }
    throw decisiveError(errors);
  }
}

function asMarketDataError(error: unknown, provider: ProviderName): MarketDataError {
  if (error instanceof MarketDataError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new MarketDataError('bad_response', provider, message, { cause: error });
}

/**
 * The error to report when every provider failed: a real failure (auth, quota, network) wins
 * over "unknown symbol", which wins over "unsupported".
 */
function decisiveError(errors: MarketDataError[]): MarketDataError {
  const rank = (error: MarketDataError) => (error.kind === 'unsupported' ? 0 : error.kind === 'not_found' ? 1 : 2);
  const sorted = [...errors].sort((a, b) => rank(b) - rank(a));
  const first = sorted[0];
  if (!first) throw new Error('failover without providers');
  return first;
}
