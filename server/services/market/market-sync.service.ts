/**
 * Fills the database from the market-data providers: the whole market on first start (the demo
 * market by default; fetched first and written in one transaction, so a failure leaves the
 * previous data in place), and one security on demand (the refresh job, part by part).
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { type MarketRows, countSecurities, emptyMarketRows, replaceMarketRows } from '../../db/repositories/market-write.repository';
import type { Database } from '../../db/schema';
import type { MarketData, Sourced } from '../../providers/market/market-data';
import { MarketDataError, type MarketDataErrorKind, type ProviderQuote, type SecurityListing } from '../../providers/market/types';
import { type SecurityBundle, newsRows, securityRows } from './market-rows';
import { barWindow, fetchFund } from './refresh-parts';

export { barWindow, type BarWindow } from './refresh-parts';
import { type RefreshReport, refreshSecurityParts } from './security-refresh';

export interface SyncContext {
  db: Kysely<Database>;
  marketData: MarketData;
  logger: Logger;
  now?: () => Date;
  /** Called after every write (to drop caches that hold the old data). */
  afterWrite?: () => void;
}

/** Years of annual statements kept per company. */
const STATEMENT_YEARS = 15;
const FILINGS_PER_COMPANY = 15;
const CONCURRENCY = 16;
/** News per security fetched by a whole-market sync (the demo market has fewer). */
const NEWS_PER_SECURITY = 6;

/** Failures that mean "this part does not exist here", not "the provider failed just now". */
const ABSENT_KINDS: ReadonlySet<MarketDataErrorKind> = new Set(['unsupported', 'not_found']);

/**
 * Fetches an optional part: a provider that cannot serve it, or has nothing, leaves it empty.
 * Any other failure (timeout, quota, key, bad answer) is rethrown, so the stored rows are kept
 * rather than replaced by a smaller bundle, and the durable job retries.
 */
async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof MarketDataError && ABSENT_KINDS.has(error.kind)) return null;
    throw error;
  }
}

/** Everything a whole-market sync stores about one security (no bars), around its already fetched profile. */
async function fetchBundle(marketData: MarketData, profile: SecurityBundle['profile']): Promise<SecurityBundle> {
  const { symbol } = profile.data;
  const isStock = profile.data.type === 'stock';
  const executives = isStock ? ((await optional(() => marketData.call('getExecutives', { symbol })))?.data ?? []) : [];
  const statements = isStock ? await optional(() => marketData.call('getAnnualStatements', { symbol, limit: STATEMENT_YEARS })) : null;
  const estimates = isStock ? await optional(() => marketData.call('getEstimates', { symbol })) : null;
  const filings = isStock ? await optional(() => marketData.call('listTenKFilings', { symbol, limit: FILINGS_PER_COMPANY })) : null;
  const fund = isStock ? null : await optional(() => fetchFund(marketData, symbol));
  const lastFiscalYear = Number(statements?.data.income[0]?.fiscalYear ?? 0);
  const forward = estimates?.data.filter((e) => Number(e.date.slice(0, 4)) > lastFiscalYear).sort((a, b) => a.date.localeCompare(b.date))[0];
  return { profile, executives, statements, forwardEps: forward?.epsAvg ?? null, filings, fund, history: null, intraday: [] };
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Quotes by symbol; a provider that serves no quotes (SEC EDGAR) leaves the map empty. */
async function quotesBySymbol(marketData: MarketData, symbols: string[]): Promise<Map<string, Sourced<ProviderQuote>>> {
  const quotes = await optional(() => marketData.getQuotes(symbols));
  if (!quotes) return new Map();
  return new Map(quotes.data.map((data) => [data.symbol.toUpperCase(), { data, provider: quotes.provider, asOf: quotes.asOf }]));
}

/** Whether bars are worth storing: the demo market computes any day's daily and intraday bars on demand. */
function storesHistory(providers: readonly string[]): boolean {
  return providers.some((provider) => provider !== 'demo');
}

/** Replaces the whole market with what the providers list now. Returns the number of securities. */
export async function syncWholeMarket(context: SyncContext): Promise<number> {
  const started = performance.now();
  const { marketData } = context;
  const listings = await marketData.call('listSecurities', {});
  const symbols = listings.data.map((listing: SecurityListing) => listing.symbol);
  const quotes = await quotesBySymbol(marketData, symbols);
  const bundles = await mapLimit(symbols, CONCURRENCY, async (symbol) => {
    try {
      return await fetchBundle(marketData, await marketData.call('getProfile', { symbol }));
    } catch (error) {
      context.logger.warn({ err: error, symbol }, 'market sync skipped a security');
      return null;
    }
  });
  const rows: MarketRows = emptyMarketRows();
  for (const bundle of bundles) if (bundle) securityRows(rows, bundle, quotes.get(bundle.profile.data.symbol));
  const news = await optional(() => marketData.call('getNews', { limit: symbols.length * NEWS_PER_SECURITY + 100, offset: 0 }));
  if (news) newsRows(rows, news);
  const fetchedMs = Math.round(performance.now() - started);
  await context.db.transaction().execute((trx) => replaceMarketRows(trx, rows, 'all'));
  context.afterWrite?.();
  context.logger.info(
    { provider: listings.provider, securities: rows.securities.length, fetchedMs, totalMs: Math.round(performance.now() - started) },
    'market data synced',
  );
  return rows.securities.length;
}

/**
 * Fills the market on the first start (an empty database); returns whether it did. The server
 * starts anyway when it cannot: providers that list no securities (Yahoo, SEC EDGAR) start with
 * an empty market, and a failed first sync is logged; POST /companies/{symbol}/refresh then
 * fills symbols one by one.
 */
export async function syncOnFirstStart(context: SyncContext): Promise<boolean> {
  if ((await countSecurities(context.db)) > 0) return false;
  const providers = context.marketData.providerNames.join(',');
  try {
    await syncWholeMarket(context);
    return true;
  } catch (error) {
    if (error instanceof MarketDataError && error.kind === 'unsupported') {
      context.logger.warn(
        { providers, reason: error.message },
        'market-data providers cannot list securities: starting with an empty market; POST /companies/{symbol}/refresh adds a symbol',
      );
    } else {
      context.logger.error({ err: error, providers }, 'first market sync failed: starting with an empty market');
    }
    return false;
  }
}

/**
 * Re-fetches one security part by part (see security-refresh.ts); for real providers also its
 * daily bars and the last two trading days of intraday bars. Parts that fail keep their stored
 * rows and record their error; it throws only when no provider knows the symbol and it is not stored.
 */
export async function refreshSecurity(context: SyncContext, symbol: string): Promise<RefreshReport> {
  const now = context.now ?? (() => new Date());
  const bars = storesHistory(context.marketData.providerNames) ? barWindow(now()) : null;
  const report = await refreshSecurityParts(context, symbol, { bars, now });
  context.afterWrite?.();
  if (Object.keys(report.errors).length > 0) {
    context.logger.warn({ symbol: report.symbol, errors: report.errors }, 'refresh stored what came back; some parts failed');
  }
  return report;
}
