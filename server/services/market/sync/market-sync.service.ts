/**
 * Fills the database from the market-data providers: the whole market on first start (the demo
 * market by default; fetched first and written in one transaction, so a failure leaves the
 * previous data in place), and one security on demand (the refresh job, part by part).
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { type MarketRows, countSecurities, emptyMarketRows, replaceMarketRows } from '../../../db/repositories/market-write.repository';
import type { Database } from '../../../db/schema';
import type { MarketData, Sourced } from '../../../providers/market/market-data';
import { type PartOutcomeRecord, recordParts } from '../../../db/repositories/market-parts.repository';
import type { MarketPart } from '../../../db/tables/market.table';
import { MarketDataError, type ProviderQuote, type SecurityListing } from '../../../providers/market/types';
import { withExclusiveLock } from '../../../db/exclusive-lock';
import { currentFxTable } from '../fx-rates';
import { type SecurityBundle, bundleCurrencies, newsRows, securityRows } from './market-rows';
import { barWindow, fetchFund } from './refresh-parts';

export { barWindow } from './refresh-parts';
import { part, type RefreshReport, refreshSecurityParts } from './security-refresh';
import pMap from 'p-map';
import type { Clock } from '../../../lib/clock';
import { reportStartPhase } from '../../../lib/start-phase';

export interface SyncContext {
  db: Kysely<Database>;
  marketData: MarketData;
  logger: Logger;
  clock: Clock;
  /** Called after every write (to drop caches that hold the old data). */
  afterWrite?: () => void;
}

/** Years of annual statements kept per company. */
const STATEMENT_YEARS = 15;
const FILINGS_PER_COMPANY = 15;
const CONCURRENCY = 16;
/** News per security fetched by a whole-market sync (the demo market has fewer). */
const NEWS_PER_SECURITY = 6;

/** One company of a whole-market sync: what came back, and the parts that failed (stored empty, their errors recorded). */
interface FetchedSecurity {
  bundle: SecurityBundle;
  failures: PartOutcomeRecord[];
}

/**
 * Everything a whole-market sync stores about one security (no bars), around its already
 * fetched profile. Each part is fetched on its own: a part no provider serves is empty, a part
 * that failed (a 404 included) is empty with its error recorded, and neither fails the company.
 */
async function fetchBundle(marketData: MarketData, profile: SecurityBundle['profile'], at: string): Promise<FetchedSecurity> {
  const { symbol } = profile.data;
  const isStock = profile.data.type === 'stock';
  const failures: PartOutcomeRecord[] = [];
  const take = async <T>(name: MarketPart, read: () => Promise<Sourced<T>>): Promise<Sourced<T> | null> => {
    const result = await part(read);
    if (result.status === 'failed') failures.push({ part: name, status: 'failed', message: result.error.message, at });
    return result.status === 'ok' ? result.value : null;
  };
  const executives = isStock ? ((await take('executives', () => marketData.call('getExecutives', { symbol })))?.data ?? []) : [];
  const statements = isStock
    ? await take('statements', () => marketData.call('getAnnualStatements', { symbol, limit: STATEMENT_YEARS }))
    : null;
  // A missing estimate only leaves the forward P/E empty: not a part of its own.
  const estimates = statements ? await part(() => marketData.call('getEstimates', { symbol })) : null;
  const filings = isStock ? await take('filings', () => marketData.call('listTenKFilings', { symbol, limit: FILINGS_PER_COMPANY })) : null;
  const fund = isStock ? null : await take('fund', () => fetchFund(marketData, symbol));
  const lastFiscalYear = Number(statements?.data.income[0]?.fiscalYear ?? 0);
  const forward =
    estimates?.status === 'ok'
      ? estimates.value.data.filter((e) => Number(e.date.slice(0, 4)) > lastFiscalYear).sort((a, b) => a.date.localeCompare(b.date))[0]
      : undefined;
  return {
    bundle: { profile, executives, statements, forwardEps: forward?.epsAvg ?? null, filings, fund, history: null, intraday: [] },
    failures,
  };
}

/**
 * Quotes by symbol, each with its provider; when no provider serves quotes, or every quote call
 * failed, the map is empty (the securities are stored without prices, the failure logged).
 */
async function quotesBySymbol(context: SyncContext, symbols: string[]): Promise<Map<string, Sourced<ProviderQuote>>> {
  try {
    return await context.marketData.getQuotesBySymbol(symbols);
  } catch (error) {
    if (!(error instanceof MarketDataError && error.kind === 'unsupported'))
      context.logger.warn({ err: error }, 'market sync stored no quotes');
    return new Map();
  }
}

/** Whether bars are worth storing: the demo market computes any day's daily and intraday bars on demand. */
function storesHistory(providers: readonly string[]): boolean {
  return providers.some((provider) => provider !== 'demo');
}

/**
 * Replaces the whole market with what the providers list now. Returns the number of securities.
 * `onFetched` hears how many of them have been fetched so far.
 */
export async function syncWholeMarket(context: SyncContext, onFetched?: (done: number, total: number) => void): Promise<number> {
  const started = performance.now();
  const { marketData } = context;
  const listings = await marketData.call('listSecurities', {});
  const symbols = listings.data.map((listing: SecurityListing) => listing.symbol);
  const quotes = await quotesBySymbol(context, symbols);
  const at = context.clock.now().toISOString();
  let done = 0;
  const fetched = await pMap(
    symbols,
    async (symbol) => {
      try {
        return await fetchBundle(marketData, await marketData.call('getProfile', { symbol }), at);
      } catch (error) {
        // Without a profile (its name, type, currency) there is no security to store.
        context.logger.warn({ err: error, symbol }, 'market sync skipped a security');
        return null;
      } finally {
        onFetched?.((done += 1), symbols.length);
      }
    },
    { concurrency: CONCURRENCY },
  );
  const rows: MarketRows = emptyMarketRows();
  const failed = fetched.filter((one): one is FetchedSecurity => one !== null && one.failures.length > 0);
  const fx = await currentFxTable(
    context,
    fetched.flatMap((one) => (one ? bundleCurrencies(one.bundle) : [])),
  );
  for (const one of fetched) if (one) securityRows(rows, one.bundle, quotes.get(one.bundle.profile.data.symbol), fx);
  const news = await part(() => marketData.call('getNews', { limit: symbols.length * NEWS_PER_SECURITY + 100, offset: 0 }));
  if (news.status === 'ok') newsRows(rows, news.value);
  if (news.status === 'failed') context.logger.warn({ err: news.error }, 'market sync stored no news');
  const fetchedMs = Math.round(performance.now() - started);
  await context.db.transaction().execute(async (trx) => {
    await replaceMarketRows(trx, rows, 'all');
    await trx.deleteFrom('market_parts').execute();
    for (const one of failed) await recordParts(trx, one.bundle.profile.data.symbol, one.failures);
  });
  context.afterWrite?.();
  if (failed.length > 0) {
    context.logger.warn(
      { securities: failed.length, example: { symbol: failed[0]?.bundle.profile.data.symbol, failures: failed[0]?.failures } },
      'market sync stored what came back; some parts failed',
    );
  }
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
  // Instances started together on one database fill it once: the others wait, then find it filled.
  return withExclusiveLock(context.db, 'first market fill', () => fillEmptyMarket(context));
}

/** A progress line at each quarter of the first fill, so a person watching the start sees it move. */
function logEachQuarter(logger: Logger): (done: number, total: number) => void {
  const quarterOf = (done: number, total: number) => Math.floor((4 * done) / total);
  return (done, total) => {
    if (quarterOf(done, total) > quarterOf(done - 1, total))
      logger.info({ done, total }, `First market fill: ${done} of ${total} securities`);
  };
}

async function fillEmptyMarket(context: SyncContext): Promise<boolean> {
  if ((await countSecurities(context.db)) > 0) return false;
  reportStartPhase('filling market');
  const providers = context.marketData.providerNames.join(',');
  context.logger.info({ providers }, 'Filling the market for the first start…');
  try {
    await syncWholeMarket(context, logEachQuarter(context.logger));
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
  const { clock } = context;
  const bars = storesHistory(context.marketData.providerNames) ? barWindow(clock.now()) : null;
  const report = await refreshSecurityParts(context, symbol, { bars, clock });
  context.afterWrite?.();
  if (Object.keys(report.errors).length > 0) {
    context.logger.warn({ symbol: report.symbol, errors: report.errors }, 'refresh stored what came back; some parts failed');
  }
  return report;
}
