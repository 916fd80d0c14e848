/**
 * Requests to SEC EDGAR (data.sec.gov for JSON, www.sec.gov for files and archives): the
 * contact User-Agent the SEC requires, at most ten requests per second, a timeout on every
 * call, and refusals turned into typed errors.
 */
import { excerpt, httpGet, kindForStatus, parseJson, providerError, readText, type HttpGetOptions } from '../provider-http';
import { createRateLimiter, type RateLimiter } from './rate-limiter';

export interface SecClientConfig {
  userAgent: string;
  dataBaseUrl: string;
  wwwBaseUrl: string;
  timeoutMs: number;
  limiter?: RateLimiter;
}

export interface SecClient {
  /** JSON from data.sec.gov, e.g. `/submissions/CIK0000320193.json`. */
  dataJson(path: string, signal?: AbortSignal): Promise<unknown>;
  /** JSON from www.sec.gov, e.g. `/files/company_tickers.json`. */
  wwwJson(path: string, signal?: AbortSignal): Promise<unknown>;
  /** Text (a filing document) from www.sec.gov. */
  wwwText(path: string, signal?: AbortSignal): Promise<string>;
  /** The address a www.sec.gov path is fetched from. */
  wwwUrl(path: string): string;
}

/** SEC EDGAR's published limit: ten requests per second. */
const SEC_REQUESTS_PER_SECOND = 10;

function refusal(status: number, body: string, what: string) {
  const kind = kindForStatus(status);
  if (status === 403) {
    return providerError('sec', 'auth', `refused ${what} (403); check that SEC_USER_AGENT names a real contact (${excerpt(body, 120)})`);
  }
  if (kind === 'not_found') return providerError('sec', 'not_found', `has nothing at ${what}`);
  return providerError('sec', kind, `failed on ${what} (${status}: ${excerpt(body, 120)})`);
}

export function createSecClient(config: SecClientConfig): SecClient {
  const limiter = config.limiter ?? createRateLimiter(SEC_REQUESTS_PER_SECOND, 1000);

  async function getText(baseUrl: string, path: string, signal?: AbortSignal): Promise<string> {
    const options: HttpGetOptions = {
      provider: 'sec',
      timeoutMs: config.timeoutMs,
      signal,
      what: path,
      headers: { 'User-Agent': config.userAgent, Accept: 'application/json, text/html;q=0.9, */*;q=0.8' },
    };
    await limiter.acquire();
    const response = await httpGet(`${baseUrl}${path}`, options);
    const text = await readText(response, options);
    if (!response.ok) throw refusal(response.status, text, path);
    return text;
  }

  return {
    async dataJson(path, signal) {
      return parseJson(await getText(config.dataBaseUrl, path, signal), 'sec', path);
    },
    async wwwJson(path, signal) {
      return parseJson(await getText(config.wwwBaseUrl, path, signal), 'sec', path);
    },
    wwwText: (path, signal) => getText(config.wwwBaseUrl, path, signal),
    wwwUrl: (path) => `${config.wwwBaseUrl}${path}`,
  };
}
