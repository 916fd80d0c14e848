/**
 * HTTP plumbing shared by the real market-data providers: every outbound call carries
 * AbortSignal.timeout, and every failure becomes a MarketDataError naming the provider.
 */
import { MarketDataError, type MarketDataErrorKind, type ProviderName } from './types';

/** How people know each provider; error messages start with it. */
export const PROVIDER_LABELS: Record<ProviderName, string> = {
  demo: 'Demo market',
  fmp: 'Financial Modeling Prep',
  yahoo: 'Yahoo Finance',
  sec: 'SEC EDGAR',
};

/** Outbound calls give up after this long unless the factory is told otherwise. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

export function providerError(provider: ProviderName, kind: MarketDataErrorKind, detail: string, cause?: unknown): MarketDataError {
  return new MarketDataError(kind, provider, `${PROVIDER_LABELS[provider]}: ${detail}`, { cause });
}

/** The caller's signal (if any) combined with a timeout for one outbound call. */
export function callSignal(timeoutMs: number, signal?: AbortSignal | null): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

function isAbortLike(error: unknown): error is Error {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Network failures, timeouts and aborts: the provider could not be reached in time. */
export function unreachableError(provider: ProviderName, error: unknown, what: string, timeoutMs: number): MarketDataError {
  if (error instanceof MarketDataError) return error;
  const detail =
    isAbortLike(error) && error.name === 'TimeoutError'
      ? `no answer within ${timeoutMs} ms for ${what}`
      : `could not be reached for ${what} (${error instanceof Error ? error.message : String(error)})`;
  return providerError(provider, 'unavailable', detail, error);
}

/** Maps an HTTP error status to the error kind the facade acts on. */
export function kindForStatus(status: number): MarketDataErrorKind {
  if (status === 401 || status === 402 || status === 403) return 'auth';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'bad_response';
}

export interface HttpGetOptions {
  provider: ProviderName;
  timeoutMs: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Describes the request in error messages without leaking keys (e.g. `/stable/quote`). */
  what: string;
}

/** GET with a timeout; network errors and timeouts become 'unavailable'. Statuses are left to the caller. */
export async function httpGet(url: string, options: HttpGetOptions): Promise<Response> {
  try {
    return await fetch(url, { headers: options.headers, signal: callSignal(options.timeoutMs, options.signal) });
  } catch (error) {
    throw unreachableError(options.provider, error, options.what, options.timeoutMs);
  }
}

/** Reads a body as text; a connection cut mid-body is 'unavailable'. */
export async function readText(response: Response, options: HttpGetOptions): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw unreachableError(options.provider, error, options.what, options.timeoutMs);
  }
}

/** Parses a JSON body; anything else is a 'bad_response'. */
export function parseJson(text: string, provider: ProviderName, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw providerError(provider, 'bad_response', `answered ${what} with something that is not JSON`, error);
  }
}

/** A short excerpt of an error body for messages. */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
