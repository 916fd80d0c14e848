/**
 * Fetches JSON from Financial Modeling Prep's /stable endpoints with the API key, a timeout on
 * every call, and FMP's ways of saying no turned into typed errors: a bad key, an endpoint or
 * parameter outside the plan, or the daily limit → 'auth' (the API answers 502 naming FMP).
 */
import { excerpt, httpGet, parseJson, providerError, readText, type HttpGetOptions } from '../provider-http';
import { isRow, str } from '../parse';

export type FmpParams = Record<string, string | number | undefined>;

export interface FmpClientConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

export type FmpGet = (endpoint: string, params: FmpParams, signal?: AbortSignal) => Promise<unknown>;

/** Statements of a refusal that are about the key, the plan or the quota. */
const AUTH_WORDING = /api ?key|limit reach|subscription|upgrade|plan|premium|exclusive|restricted|not available under/i;

function fmpRefusal(status: number, message: string, what: string) {
  const detail = excerpt(message);
  if (status === 401 || status === 403) return providerError('fmp', 'auth', `the API key was refused for ${what} (${status}: ${detail})`);
  if (status === 402) return providerError('fmp', 'auth', `${what} is not included in the current plan (${detail})`);
  if (status === 429 || /limit reach/i.test(message))
    return providerError('fmp', 'auth', `the API call limit of the plan is reached (${detail})`);
  // Checked before the wording: a 404's message may echo the URL, and with it the apikey parameter.
  if (status === 404) return providerError('fmp', 'not_found', `has nothing at ${what} (${detail})`);
  if (AUTH_WORDING.test(message)) return providerError('fmp', 'auth', `refused ${what}: ${detail}`);
  if (status >= 500) return providerError('fmp', 'unavailable', `failed on ${what} (${status}: ${detail})`);
  return providerError('fmp', 'bad_response', `refused ${what} (${status}: ${detail})`);
}

/** FMP puts refusals in {"Error Message": "..."} (sometimes with status 200). */
function refusalMessage(body: unknown): string | null {
  return isRow(body) ? (str(body['Error Message']) ?? str(body.message) ?? str(body.error)) : null;
}

export function createFmpClient(config: FmpClientConfig): FmpGet {
  return async function get(endpoint, params, signal) {
    const what = `/stable/${endpoint}`;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
    query.set('apikey', config.apiKey);
    const options: HttpGetOptions = { provider: 'fmp', timeoutMs: config.timeoutMs, signal, what };
    const response = await httpGet(`${config.baseUrl}/stable/${endpoint}?${query}`, options);
    const text = await readText(response, options);
    if (!response.ok) {
      const body = safeJson(text);
      throw fmpRefusal(response.status, refusalMessage(body) ?? text, what);
    }
    const body = parseJson(text, 'fmp', what);
    const refusal = refusalMessage(body);
    if (refusal !== null) throw fmpRefusal(response.status, refusal, what);
    return body;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
