/**
 * The market-data facade: the one way the app reaches providers. It picks the provider
 * (MARKET_DATA_PROVIDER, a comma list meaning failover in that order), puts a timeout on every
 * call, caches answers for a short while (sharing in-flight calls), splits quote batches to each
 * provider's maximum, and returns every answer with the provider that served it and when.
 */
import { ProviderStatusBoard } from './provider-status';
import { type DroppedValue, saneBars, saneFundInfo, saneFxRates, saneMovers, saneProfile, saneQuotes } from './sanity';
import type { LRUCache } from 'lru-cache';
import { clockedCache } from '../../lib/clocked-cache';
import { MarketDataError, type MarketDataProvider, type ProviderName, type ProviderQuote } from './types';
import type { Clock } from '../../lib/clock';
import { DEFAULT_MAX_QUOTE_MOVE } from '../../lib/plausibility';

/** Where the facade reports values its sanity checks dropped. */
export interface MarketDataLogger {
  warn(fields: object, message: string): void;
}

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
  /** The time answers are stamped and cached with (simulated in tests). */
  clock: Clock;
  /** Largest number of cached answers kept (oldest dropped first). */
  cacheSize?: number;
  /** Warnings about implausible values dropped at the provider boundary. */
  logger?: MarketDataLogger;
  /** A quote more than this factor either way from its previous close is refused (QUOTE_MAX_MOVE). */
  maxQuoteMove?: number;
}

export interface CallOptions {
  /** How long the answer may be reused; 0 (default) means no caching. */
  ttlMs?: number;
  /** How long the call may take, for a call of many requests (default: the provider timeout). */
  timeoutMs?: number;
  /** Ends the call early (a shutdown); uncached calls only. */
  signal?: AbortSignal;
}

export class MarketData {
  private readonly providers: MarketDataProvider[];
  private readonly timeoutMs: number;
  private readonly clock: Clock;
  private readonly cache: LRUCache<string, Promise<Sourced<unknown>>>;
  private readonly logger: MarketDataLogger | undefined;
  private readonly maxQuoteMove: number;
  /** Each provider's last success and failure and its calls today (the status page). */
  readonly status: ProviderStatusBoard;
  /** Provider calls made since start (each batch of a quote call counts once). */
  callCount = 0;

  constructor(options: MarketDataOptions) {
    if (options.providers.length === 0) throw new Error('The market-data facade needs at least one provider');
    this.providers = options.providers;
    this.timeoutMs = options.timeoutMs;
    this.clock = options.clock;
    this.cache = clockedCache(options.cacheSize ?? 5000, this.clock);
    this.logger = options.logger;
    this.maxQuoteMove = options.maxQuoteMove ?? DEFAULT_MAX_QUOTE_MOVE;
    this.status = new ProviderStatusBoard(this.providerNames, this.clock);
  }

  /** The configured providers' names, in failover order. */
  get providerNames(): ProviderName[] {
    return this.providers.map((provider) => provider.name);
  }

  /** Calls one provider method, failing over in the configured order. */
  call<M extends ProviderMethod>(method: M, args: ArgsOf<M>, options: CallOptions = {}): Promise<Sourced<ResultOf<M>>> {
    const ttlMs = options.ttlMs ?? 0;
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    if (ttlMs <= 0) return this.failover((provider) => this.invoke(provider, method, args, timeoutMs, options.signal));
    const key = `${method}:${JSON.stringify(args)}`;
    const cached = this.cache.get(key);
    if (cached) return cached as Promise<Sourced<ResultOf<M>>>;
    const pending = this.failover((provider) => this.invoke(provider, method, args, timeoutMs));
    this.cache.set(key, pending, { ttl: ttlMs });
    pending.catch(() => this.cache.delete(key));
    return pending;
  }

  /**
   * Quotes for many symbols, each with its own provenance: cached per symbol, fetched in batches
   * no bigger than each provider allows, and failing over symbol by symbol: what the first
   * provider did not answer (a failed batch, a symbol missing from its answer) is asked of the
   * next. A batch refused as a whole for an unknown or bad symbol is retried one symbol at a time,
   * so one bad symbol does not cost the others their quotes. Symbols nobody knows are left out;
   * when none is found and a provider failed, that failure is thrown.
   */
  async getQuotesBySymbol(symbols: string[], options: CallOptions = {}): Promise<Map<string, Sourced<ProviderQuote>>> {
    const unique = [...new Set(symbols.map((symbol) => symbol.toUpperCase()))];
    const ttlMs = options.ttlMs ?? 0;
    const found = new Map<string, Sourced<ProviderQuote>>();
    for (const symbol of unique) {
      const hit = ttlMs > 0 ? this.cache.get(`quote:${symbol}`) : undefined;
      if (hit) found.set(symbol, (await hit) as Sourced<ProviderQuote>);
    }
    const errors: MarketDataError[] = [];
    for (const provider of this.providers) {
      const missing = unique.filter((symbol) => !found.has(symbol));
      if (missing.length === 0) break;
      for (const quote of await this.quotesFrom(provider, missing, errors)) {
        const symbol = quote.symbol.toUpperCase();
        if (found.has(symbol)) continue;
        const one: Sourced<ProviderQuote> = { data: quote, provider: provider.name, asOf: this.clock.now().toISOString() };
        found.set(symbol, one);
        if (ttlMs > 0) this.cache.set(`quote:${symbol}`, Promise.resolve(one), { ttl: ttlMs });
      }
    }
    if (found.size === 0 && unique.length > 0 && errors.length > 0) throw decisiveError(errors);
    return new Map(unique.flatMap((symbol) => (found.has(symbol) ? [[symbol, found.get(symbol) as Sourced<ProviderQuote>]] : [])));
  }

  /** Quotes for many symbols in request order, stamped with the provider of the first (see getQuotesBySymbol). */
  async getQuotes(symbols: string[], options: CallOptions = {}): Promise<Sourced<ProviderQuote[]>> {
    const found = [...(await this.getQuotesBySymbol(symbols, options)).values()];
    const first = found[0];
    return {
      data: found.map((one) => one.data),
      provider: first?.provider ?? this.providers[0]?.name ?? 'demo',
      asOf: first?.asOf ?? this.clock.now().toISOString(),
    };
  }

  /** One provider's quotes for `symbols`; failures are collected in `errors`, never thrown. */
  private async quotesFrom(provider: MarketDataProvider, symbols: string[], errors: MarketDataError[]): Promise<ProviderQuote[]> {
    const quotes: ProviderQuote[] = [];
    for (let i = 0; i < symbols.length; i += provider.maxQuoteBatch) {
      const batch = symbols.slice(i, i + provider.maxQuoteBatch);
      try {
        quotes.push(...(await this.invoke(provider, 'getQuotes', { symbols: batch })));
      } catch (caught) {
        const error = asMarketDataError(caught, provider.name);
        errors.push(error);
        // The provider cannot serve quotes now (no such method, key, quota): the next provider gets every symbol.
        if (!SYMBOL_SPECIFIC_KINDS.has(error.kind)) return quotes;
        if (batch.length > 1) {
          for (const symbol of batch) {
            try {
              quotes.push(...(await this.invoke(provider, 'getQuotes', { symbols: [symbol] })));
            } catch (single) {
              errors.push(asMarketDataError(single, provider.name));
            }
          }
        }
      }
    }
    return quotes;
  }

  /** Forgets cached answers (after a sync, so fresh data is served). */
  clearCache(): void {
    this.cache.clear();
  }

  private async invoke<M extends ProviderMethod>(
    provider: MarketDataProvider,
    method: M,
    args: ArgsOf<M>,
    timeoutMs = this.timeoutMs,
    stop?: AbortSignal,
  ): Promise<ResultOf<M>> {
    const signal = stop ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]) : AbortSignal.timeout(timeoutMs);
    this.callCount += 1;
    const fn = provider[method] as (args: unknown) => Promise<ResultOf<M>>;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The race also covers a provider that ignores its signal.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new MarketDataError('unavailable', provider.name, `${method} timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      const result = await Promise.race([fn.call(provider, { ...args, signal }), timeout]);
      this.status.succeeded(provider.name);
      return this.sane(provider.name, method, args, result);
    } catch (error) {
      this.status.failed(provider.name, asMarketDataError(error, provider.name));
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The answer with implausible values dropped (see sanity.ts), each drop logged. */
  private sane<M extends ProviderMethod>(provider: ProviderName, method: M, args: ArgsOf<M>, result: ResultOf<M>): ResultOf<M> {
    const report = (dropped: DroppedValue) =>
      this.logger?.warn({ provider, method, ...dropped }, 'dropped an implausible value from a market-data provider');
    const symbol = (args as { symbol?: string }).symbol ?? '';
    switch (method) {
      case 'getQuotes':
      case 'getIndexQuotes':
        return saneQuotes(result as ProviderQuote[], report, this.maxQuoteMove) as ResultOf<M>;
      case 'getMovers':
        return saneMovers(result as ResultOf<'getMovers'>, report) as ResultOf<M>;
      case 'getDailyHistory':
      case 'getIntradayBars':
        return saneBars(symbol, result as ResultOf<'getDailyHistory'>, report) as ResultOf<M>;
      case 'getProfile':
        return saneProfile(result as ResultOf<'getProfile'>, report) as ResultOf<M>;
      case 'getFundInfo':
        return saneFundInfo(result as ResultOf<'getFundInfo'>) as ResultOf<M>;
      case 'getFxRates':
        return saneFxRates(result as ResultOf<'getFxRates'>, report) as ResultOf<M>;
      default:
        return result;
    }
  }

  private async failover<T>(attempt: (provider: MarketDataProvider) => Promise<T>): Promise<Sourced<T>> {
    const errors: MarketDataError[] = [];
    for (const provider of this.providers) {
      try {
        const data = await attempt(provider);
        return { data, provider: provider.name, asOf: this.clock.now().toISOString() };
      } catch (error) {
        errors.push(asMarketDataError(error, provider.name));
      }
    }
    throw decisiveError(errors);
  }
}

/** Batch failures that may come from one of its symbols, so the symbols are asked one by one. */
const SYMBOL_SPECIFIC_KINDS: ReadonlySet<string> = new Set(['not_found', 'bad_response']);

/** Whatever a provider threw, as a MarketDataError naming it (anything unexpected is a bad answer). */
export function asMarketDataError(error: unknown, provider: ProviderName): MarketDataError {
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
