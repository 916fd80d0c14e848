/**
 * What the AI reads about a company, as one small port over the market-data facade: its name,
 * its annual statements, its 10-K filings and their documents. Provider failures become the
 * API's errors (unknown symbol → 404, provider trouble → 502).
 */
import { AppError } from '../../lib/errors';
import type { CompanySnapshot } from './company-facts';
import type { MarketData } from '../../providers/market/market-data';
import {
  type AnnualStatements,
  type DailyBar,
  type FilingDocument,
  MarketDataError,
  type TenKFilingRef,
} from '../../providers/market/types';
import { providerFailure } from '../market/market-errors';

export interface AiSources {
  companyName(symbol: string): Promise<string>;
  annualStatements(symbol: string): Promise<AnnualStatements | null>;
  /** The company's 10-Ks, or its reports of the `forms` given (10-K, 10-Q, 20-F), newest first. */
  tenKFilings(symbol: string, limit: number, forms?: readonly string[]): Promise<TenKFilingRef[]>;
  filingDocument(symbol: string, accession: string): Promise<FilingDocument>;
  /** stock, etf or mutual_fund: only stocks file 10-Ks. Absent where not wired (tests). */
  securityType?(symbol: string): Promise<string | null>;
  /** What the company page shows (CEO, employees, price, P/E…); absent where not wired (tests). */
  companySnapshot?(symbol: string): Promise<CompanySnapshot | null>;
  /** Split-adjusted daily bars from `from` to `to` (YYYY-MM-DD), for the P/E at past fiscal year ends; absent where not wired. */
  dailyHistory?(symbol: string, from: string, to: string): Promise<DailyBar[]>;
}

const PROFILE_TTL_MS = 60 * 60_000;
const STATEMENTS_TTL_MS = 15 * 60_000;
/** The list of 10-K filings changes once a year: asked once an hour, not on every question. */
const FILINGS_TTL_MS = 60 * 60_000;

/** Maps a provider failure to the API's error envelope; other errors pass through. */
function asAppError(error: unknown, symbol: string): unknown {
  if (!(error instanceof MarketDataError)) return error;
  if (error.kind === 'not_found') return new AppError('not_found', `No data found for ${symbol}`);
  return providerFailure(error);
}

async function translated<T>(symbol: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAppError(error, symbol);
  }
}

/** What the AI reads through the market's own services (stored first) rather than the provider facade. */
export interface MarketReads {
  companySnapshot: (symbol: string) => Promise<CompanySnapshot>;
  dailyHistory: (symbol: string, from: string, to: string) => Promise<DailyBar[]>;
}

export function marketDataSources(marketData: MarketData, reads?: MarketReads): AiSources {
  return {
    ...(reads
      ? {
          companySnapshot: (symbol: string) => reads.companySnapshot(symbol).catch(() => null),
          dailyHistory: reads.dailyHistory,
        }
      : {}),
    securityType: async (symbol) => {
      try {
        return (await marketData.call('getProfile', { symbol }, { ttlMs: PROFILE_TTL_MS })).data.type;
      } catch {
        return null;
      }
    },
    companyName: (symbol) =>
      translated(symbol, async () => (await marketData.call('getProfile', { symbol }, { ttlMs: PROFILE_TTL_MS })).data.companyName),
    annualStatements: async (symbol) => {
      try {
        return (await marketData.call('getAnnualStatements', { symbol, limit: 10 }, { ttlMs: STATEMENTS_TTL_MS })).data;
      } catch (error) {
        // A company without statements (a fund, a provider without them) still has filings to quote.
        if (error instanceof MarketDataError && (error.kind === 'not_found' || error.kind === 'unsupported')) return null;
        throw asAppError(error, symbol);
      }
    },
    tenKFilings: (symbol, limit, forms) =>
      translated(
        symbol,
        async () =>
          (await marketData.call('listTenKFilings', { symbol, limit, ...(forms ? { forms } : {}) }, { ttlMs: FILINGS_TTL_MS })).data,
      ),
    filingDocument: (symbol, accession) =>
      translated(symbol, async () => (await marketData.call('getFilingDocument', { symbol, accession })).data),
  };
}
