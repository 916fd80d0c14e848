/**
 * The yahoo-finance2 client, configured for a server: no version checks, no notices or
 * validation logs on the console, a timeout on every request, and (when YAHOO_BASE_URL is set)
 * every request to a *.yahoo.com host sent to that base instead, keeping path and query.
 */
import YahooFinance from 'yahoo-finance2';
import { callSignal, providerError, unreachableError } from '../provider-http';
import { MarketDataError } from '../types';

export interface YahooClientConfig {
  /** Where to send requests instead of Yahoo's hosts (tests use a local server). */
  baseUrl: string | undefined;
  timeoutMs: number;
}

export type YahooClient = InstanceType<typeof YahooFinance>;

const silent = () => undefined;
const quietLogger = { info: silent, warn: silent, error: silent, debug: silent, dir: silent };

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A fetch that redirects Yahoo hosts to `baseUrl` and gives every call a timeout. */
function redirectingFetch(baseUrl: string | undefined, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const url = new URL(urlOf(input));
    const target = baseUrl && /(^|\.)yahoo\.com$/.test(url.hostname) ? `${baseUrl}${url.pathname}${url.search}` : url.href;
    return fetch(target, { ...init, signal: callSignal(timeoutMs, init?.signal) });
  };
}

export function createYahooClient(config: YahooClientConfig): YahooClient {
  return new YahooFinance({
    fetch: redirectingFetch(config.baseUrl, config.timeoutMs),
    versionCheck: false,
    suppressNotices: ['yahooSurvey', 'ripHistorical'],
    validation: { logErrors: false, logOptionsErrors: false },
    logger: quietLogger,
  });
}

function statusOf(error: Error): number | null {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'number' ? code : null;
}

/** Turns whatever yahoo-finance2 threw into a MarketDataError naming Yahoo Finance. */
export function yahooError(error: unknown, what: string, timeoutMs: number): MarketDataError {
  if (error instanceof MarketDataError) return error;
  if (!(error instanceof Error)) return providerError('yahoo', 'bad_response', `failed on ${what}: ${String(error)}`);
  if (error.name === 'TimeoutError' || error.name === 'AbortError' || error.message === 'fetch failed') {
    return unreachableError('yahoo', error, what, timeoutMs);
  }
  const status = statusOf(error);
  const message = error.message.slice(0, 200);
  // The status decides first: a 404 body may quote the request URL, crumb and all.
  if (status === 404) return providerError('yahoo', 'not_found', `has no data for ${what}`, error);
  if (status === 401 || status === 403 || (status === null && /crumb|cookie/i.test(message))) {
    return providerError('yahoo', 'auth', `refused ${what} (${status ?? 'no session'}): ${message}`, error);
  }
  if (/not found|no data found|delisted/i.test(message)) {
    return providerError('yahoo', 'not_found', `has no data for ${what}`, error);
  }
  if (status === 429) return providerError('yahoo', 'rate_limited', `is limiting requests (${what})`, error);
  if (status !== null && status >= 500) return providerError('yahoo', 'unavailable', `failed on ${what} (${status})`, error);
  return providerError('yahoo', 'bad_response', `answered ${what} unexpectedly: ${message}`, error);
}
