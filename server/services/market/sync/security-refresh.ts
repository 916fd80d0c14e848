/**
 * Refreshes one security part by part: profile, quote, statements, executives, bars, filings,
 * fund and news are fetched separately (each failing over between providers on its own), and
 * every part that came back is stored with its provider and time, whatever happened to the
 * others. A failed part keeps its stored rows and records its error (market_parts), so one
 * failed request never fails the company. Only a security that is neither known to a provider
 * nor stored fails as a whole.
 */
import type { Kysely } from 'kysely';
import type { Executive } from '../../../../generated/model';
import type { Database } from '../../../db/schema';
import { findSecurity, listQuarterlyStatements, listStatements } from '../../../db/repositories/market-read.repository';
import { type PartOutcomeRecord, recordParts, writeSecurityParts } from '../../../db/repositories/market-parts.repository';
import { emptyMarketRows } from '../../../db/repositories/market-write.repository';
import type { MarketPart, Security } from '../../../db/tables/market.table';
import { asMarketDataError, type MarketData, type Sourced } from '../../../providers/market/market-data';
import {
  type AnnualStatements,
  MarketDataError,
  type ProviderName,
  type ProviderProfile,
  type ProviderQuote,
  type TenKFilingRef,
} from '../../../providers/market/types';
import { type BarWindow, fetchBars, fetchFund } from './refresh-parts';
import { type FxContext, currentFxTable } from '../fx-rates';
import { type SecurityBundle, bundleCurrencies, newsRows, securityRows } from './market-rows';
import { type ParsedYear, parseYears } from '../statements';
import { findStoredQuote } from '../stored-quote';
import type { Clock } from '../../../lib/clock';

/** What became of one part: served, served by no configured provider, failed, or not asked this time. */
export type PartResult<T> =
  | { status: 'ok'; value: Sourced<T> }
  | { status: 'absent'; error: MarketDataError }
  | { status: 'failed'; error: MarketDataError }
  | { status: 'skipped' };

export interface RefreshOptions {
  /** The parts to fetch (default: every part that applies to the security). */
  parts?: ReadonlySet<MarketPart>;
  /** A quote fetched beforehand in a batch (the background sync). */
  quote?: PartResult<ProviderQuote>;
  /** Which bars to store (real providers); null stores none. */
  bars?: BarWindow | null;
  /** Fetch statements only when the filings list a 10-K newer than the stored statements (incremental sync). */
  statementsOnNewFiling?: boolean;
  clock: Clock;
}

export interface RefreshReport {
  symbol: string;
  parts: Partial<Record<MarketPart, PartResult<unknown>['status']>>;
  errors: Partial<Record<MarketPart, string>>;
}

const YEARS = 15;
const FILINGS = 15;
const NEWS = 50;

export async function part<T>(read: () => Promise<Sourced<T>>): Promise<PartResult<T>> {
  try {
    return { status: 'ok', value: await read() };
  } catch (error) {
    const failure = asMarketDataError(error, 'demo');
    return { status: failure.kind === 'unsupported' ? 'absent' : 'failed', error: failure };
  }
}

/** The stored profile of a security, as a provider would give it (when its profile could not be fetched now). */
export function storedProfile(row: Security): Sourced<ProviderProfile> {
  return {
    provider: row.provider as ProviderName,
    asOf: row.asOf,
    data: {
      symbol: row.symbol,
      companyName: row.name,
      type: row.type,
      description: row.description,
      sector: row.sector,
      industry: row.industry,
      exchange: row.exchange,
      exchangeFullName: row.exchangeFullName,
      website: row.website,
      currency: row.currency,
      country: row.country,
      ceo: row.ceo,
      image: row.image,
      ipoDate: row.ipoDate,
      employees: row.employees,
      beta: row.beta,
      lastDividend: row.lastDividend,
      sharesOutstanding: row.sharesOutstanding,
      cik: row.cik,
    },
  };
}

/** One symbol's quote through the facade (failing over symbol by symbol). */
async function quotePart(marketData: MarketData, symbol: string): Promise<PartResult<ProviderQuote>> {
  return part(async () => {
    const found = (await marketData.getQuotesBySymbol([symbol])).get(symbol.toUpperCase());
    if (!found) throw new MarketDataError('not_found', marketData.providerNames[0] ?? 'demo', `no provider has a quote for ${symbol}`);
    return found;
  });
}

/**
 * A quote whose price the facade's check refused is not stored as current: the part fails (the
 * stored quote stays, and the metrics use it), saying so on the status page.
 */
function checkedQuote(result: PartResult<ProviderQuote>): PartResult<ProviderQuote> {
  if (result.status !== 'ok' || result.value.data.refusedPrice === undefined) return result;
  const { provider, data } = result.value;
  const message = `price check failed: ${data.refusedPrice} against a previous close of ${data.previousClose ?? 'unknown'}; the last good price is kept`;
  return { status: 'failed', error: new MarketDataError('bad_response', provider, message) };
}

/** Fiscal quarters kept beside the years: the years' own and the year in progress. */
const QUARTERS = (YEARS + 1) * 4;

/**
 * Stored statements parsed back, for metrics when fresh ones did not come back (or were not due):
 * the years and the quarters, so trailing-twelve-month figures (P/E, growth, ROIC) stay on them.
 */
async function storedStatements(context: RefreshContext, symbol: string): Promise<Sourced<AnnualStatements> | null> {
  const rows = await listStatements(context.db, symbol, YEARS);
  const first = rows[0];
  if (!first) return null;
  const set = (periods: ParsedYear[]) => ({
    income: periods.flatMap((p) => (p.income ? [p.income] : [])),
    balance: periods.flatMap((p) => (p.balance ? [p.balance] : [])),
    cashFlow: periods.flatMap((p) => (p.cashFlow ? [p.cashFlow] : [])),
  });
  const quarters = parseYears(await listQuarterlyStatements(context.db, symbol, QUARTERS));
  return {
    provider: first.provider as ProviderName,
    asOf: first.asOf,
    data: { currency: first.currency, ...set(parseYears(rows)), ...(quarters.length > 0 ? { quarterly: set(quarters) } : {}) },
  };
}

export interface RefreshContext {
  db: Kysely<Database>;
  marketData: MarketData;
  logger?: FxContext['logger'];
}

/**
 * Whether fetching statements can be left out of an incremental pass: the stored statements are
 * the company's own (not a market-wide prefill: market-prefill.ts), and the filings list no 10-K
 * (a company without one, or unknown to SEC EDGAR, has no 10-K statements to read) or the newest
 * listed 10-K is the one the stored statements already cover.
 */
async function statementsAreCurrent(context: RefreshContext, symbol: string, filings: PartResult<TenKFilingRef[]>): Promise<boolean> {
  const stored = await context.db
    .selectFrom('market_parts')
    .select('detail')
    .where('symbol', '=', symbol)
    .where('part', '=', 'statements')
    .where('asOf', 'is not', null)
    .executeTakeFirst();
  const detail = stored?.detail ? (JSON.parse(stored.detail) as { newestFiling?: string | null; prefill?: string }) : null;
  if (detail?.prefill) return false;
  if (filings.status === 'failed' && filings.error.kind === 'not_found') return true;
  if (filings.status !== 'ok') return false;
  const newest = filings.value.data[0];
  if (!newest) return true;
  if (!detail) return false;
  return (newest?.accession ?? null) === (detail.newestFiling ?? null);
}

const wants = (options: RefreshOptions, name: MarketPart) => !options.parts || options.parts.has(name);
const skipped = { status: 'skipped' } as const;

/** Fetches and stores one security; see the file comment. Throws only when the security is unknown everywhere. */
export async function refreshSecurityParts(context: RefreshContext, requested: string, options: RefreshOptions): Promise<RefreshReport> {
  const { marketData } = context;
  const profile = wants(options, 'profile') ? await part(() => marketData.call('getProfile', { symbol: requested })) : skipped;
  const stored = await findSecurity(context.db, (profile.status === 'ok' ? profile.value.data.symbol : requested).toUpperCase());
  if (profile.status !== 'ok' && !stored) {
    throw 'error' in profile ? profile.error : new MarketDataError('not_found', 'demo', `No provider knows ${requested}`);
  }
  const baseProfile = profile.status === 'ok' ? profile.value : storedProfile(stored as Security);
  const symbol = baseProfile.data.symbol;
  const isStock = baseProfile.data.type === 'stock';
  const stockPart = (name: MarketPart) => isStock && wants(options, name);

  const [quote, executives, filings, fund, bars, news] = await Promise.all([
    wants(options, 'quote') ? Promise.resolve(options.quote ?? quotePart(marketData, symbol)).then(checkedQuote) : skipped,
    stockPart('executives') ? part(() => marketData.call('getExecutives', { symbol })) : skipped,
    stockPart('filings') ? part(() => marketData.call('listTenKFilings', { symbol, limit: FILINGS })) : skipped,
    !isStock && wants(options, 'fund') ? part(() => fetchFund(marketData, symbol)) : skipped,
    options.bars && wants(options, 'bars') ? part(() => fetchBars(marketData, symbol, options.bars as BarWindow)) : skipped,
    wants(options, 'news') ? part(() => marketData.call('getNews', { symbols: [symbol], limit: NEWS, offset: 0 })) : skipped,
  ] as const);
  const statementsWanted =
    stockPart('statements') && !(options.statementsOnNewFiling && (await statementsAreCurrent(context, symbol, filings)));
  const statements: PartResult<AnnualStatements> = statementsWanted
    ? await part(() => marketData.call('getAnnualStatements', { symbol, limit: YEARS }))
    : skipped;
  const estimates = statements.status === 'ok' ? await part(() => marketData.call('getEstimates', { symbol })) : skipped;

  const okValue = <T>(result: PartResult<T>) => (result.status === 'ok' ? result.value : null);
  const fresh = okValue(statements);
  const lastFiscalYear = Number(fresh?.data.income[0]?.fiscalYear ?? 0);
  const forward = okValue(estimates)
    ?.data.filter((e) => Number(e.date.slice(0, 4)) > lastFiscalYear)
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  const history = okValue(bars);
  const bundle: SecurityBundle = {
    profile: baseProfile,
    executives: (okValue(executives)?.data ?? []) as Executive[],
    statements: fresh ?? (isStock ? await storedStatements(context, symbol) : null),
    statementsFailed: statements.status === 'failed',
    forwardEps: forward?.epsAvg ?? null,
    filings: okValue(filings),
    fund: okValue(fund),
    history: history ? { ...history, data: history.data.daily } : null,
    intraday: history ? history.data.intraday.map((one) => ({ ...one, provider: history.provider, asOf: history.asOf })) : [],
  };
  const rows = emptyMarketRows();
  const quoteForMetrics = okValue(quote) ?? (await findStoredQuote(context.db, symbol));
  const fx = await currentFxTable({ ...context, clock: options.clock }, bundleCurrencies(bundle));
  securityRows(rows, bundle, quoteForMetrics ?? undefined, fx);
  if (quote.status !== 'ok') rows.quotes = [];
  const newsValue = okValue(news);
  if (newsValue) newsRows(rows, newsValue);
  if (profile.status !== 'ok') rows.securities = [];

  const results: Array<[MarketPart, PartResult<unknown>]> = [
    ['profile', profile],
    ['quote', quote],
    ['statements', statements],
    ['executives', executives],
    ['bars', bars],
    ['filings', filings],
    ['fund', fund],
    ['news', news],
  ];
  const replaced = new Set(results.filter(([, r]) => r.status === 'ok' || r.status === 'absent').map(([name]) => name));
  const at = options.clock.now().toISOString();
  const outcomes: PartOutcomeRecord[] = results.flatMap(([name, result]): PartOutcomeRecord[] => {
    if (result.status === 'ok') {
      const detail = name === 'statements' ? { newestFiling: okValue(filings)?.data[0]?.accession ?? null } : undefined;
      return [{ part: name, status: 'ok', provider: result.value.provider, asOf: result.value.asOf, ...(detail ? { detail } : {}) }];
    }
    if (result.status === 'absent') return [{ part: name, status: 'ok', provider: null, asOf: at }];
    if (result.status === 'failed') return [{ part: name, status: 'failed', message: result.error.message, at }];
    return [];
  });
  await context.db.transaction().execute(async (trx) => {
    await writeSecurityParts(trx, symbol, rows, replaced);
    await recordParts(trx, symbol, outcomes);
  });
  return {
    symbol,
    parts: Object.fromEntries(results.map(([name, result]) => [name, result.status])),
    errors: Object.fromEntries(results.flatMap(([name, result]) => (result.status === 'failed' ? [[name, result.error.message]] : []))),
  };
}
