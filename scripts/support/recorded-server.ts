/**
 * A local HTTP server that answers market-data providers with recorded responses, so provider
 * tests never reach the internet. It loads a recordings folder laid out like ../shared/recorded
 * (a manifest.json of {provider, file, url} plus the files) and serves each file under a prefix
 * per provider:
 *
 *   fmp    → {baseUrl}/fmp/<path>?<query>         (point FMP_BASE_URL at {baseUrl}/fmp)
 *   yahoo  → {baseUrl}/yahoo/<path>?<query>       (point YAHOO_BASE_URL at {baseUrl}/yahoo)
 *   sec    → {baseUrl}/sec/<host>/<path>          (SEC_DATA_BASE_URL = {baseUrl}/sec/data.sec.gov, …)
 *
 * A request matches a recording by path and query (parameter order and encoding do not matter;
 * `apikey` and `crumb` are ignored, and a recorded parameter whose value is the Python literal
 * `None` counts as absent). Unmatched requests answer 404 with a JSON body naming the request.
 * Tests can add routes of their own (error statuses, slow answers) with `add`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

type RecordedProvider = 'fmp' | 'yahoo' | 'sec';

/** The User-Agent SEC EDGAR requires (a name and a contact address), as the tests send it. */
const RECORDED_SEC_USER_AGENT = 'Research Terminal tests tests@example.test';

/**
 * The settings that point the keyless providers (SEC EDGAR and Yahoo) at a recorded server at
 * `baseUrl`, in the layout above; add MARKET_DATA_PROVIDER to choose between them.
 */
export function keylessProviderSettings(baseUrl: string, userAgent = RECORDED_SEC_USER_AGENT): Record<string, string> {
  return {
    SEC_USER_AGENT: userAgent,
    SEC_DATA_BASE_URL: `${baseUrl}/sec/data.sec.gov`,
    SEC_WWW_BASE_URL: `${baseUrl}/sec/www.sec.gov`,
    YAHOO_BASE_URL: `${baseUrl}/yahoo`,
  };
}

interface RecordedRoute {
  /** Path on the local server including the provider prefix, e.g. `/fmp/stable/quote`. */
  path: string;
  /** Query parameters that must match (after dropping ignored ones). */
  query?: Record<string, string>;
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
  /** Waits this long before answering (to exercise timeouts). */
  delayMs?: number;
}

export interface RecordedServer {
  baseUrl: string;
  /** Every request received, as `path?query`, in order. */
  requests: string[];
  /** The headers of each request, in the same order. */
  requestHeaders: IncomingMessage['headers'][];
  add(route: RecordedRoute): void;
  close(): Promise<void>;
}

interface ManifestEntry {
  provider: RecordedProvider;
  file: string;
  url: string;
}

const here = dirname(fileURLToPath(import.meta.url));

/** The shared recordings folder beside the repository (../shared/recorded), when present. */
export const SHARED_RECORDINGS_DIR = join(here, '..', '..', '..', 'shared', 'recorded');
/** The small recordings shipped with the repository (tests/fixtures/market). */
export const OWN_RECORDINGS_DIR = join(here, '..', '..', 'tests', 'fixtures', 'market');

export const sharedRecordingsExist = existsSync(join(SHARED_RECORDINGS_DIR, 'manifest.json'));

const IGNORED_PARAMS = new Set(['apikey', 'crumb']);

function normalizeQuery(params: URLSearchParams | Record<string, string>): string {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  return entries
    .filter(([name, value]) => !IGNORED_PARAMS.has(name) && value !== 'None')
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

function routeKey(path: string, query: string): string {
  return `${decodeURIComponent(path)}?${query}`;
}

/** Serves the JSON or text body of a Yahoo fixture (fetch-mock-cache format) as recorded. */
function yahooRoute(path: string, query: string, raw: string): RecordedRoute & { key: string } {
  const fixture = JSON.parse(raw) as {
    response: { status: number; headers: Record<string, string | string[]>; bodyJson?: unknown; bodyText?: string };
  };
  const { status, headers, bodyJson, bodyText } = fixture.response;
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => ['content-type', 'location', 'set-cookie'].includes(name.toLowerCase())),
  );
  const body = bodyJson === undefined ? (bodyText ?? '') : JSON.stringify(bodyJson);
  return { key: routeKey(path, query), path, status, headers: kept, body };
}

/** Reads a recordings folder (manifest.json plus files) into routes keyed by path and query. */
function loadRecordings(dir: string): Map<string, RecordedRoute> {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  const routes = new Map<string, RecordedRoute>();
  for (const entry of manifest) {
    const url = new URL(entry.url);
    // Large recordings are kept gzip-compressed in the repository and served decompressed.
    const bytes = readFileSync(join(dir, entry.file));
    const raw = (entry.file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    const query = normalizeQuery(url.searchParams);
    if (entry.provider === 'yahoo') {
      const route = yahooRoute(`/yahoo${url.pathname}`, query, raw);
      routes.set(route.key, route);
      continue;
    }
    const path = entry.provider === 'sec' ? `/sec/${url.host}${url.pathname}` : `/fmp${url.pathname}`;
    const contentType = entry.file.replace(/\.gz$/, '').endsWith('.htm') ? 'text/html; charset=utf-8' : 'application/json';
    routes.set(routeKey(path, query), { path, status: 200, headers: { 'content-type': contentType }, body: raw });
  }
  return routes;
}

function answer(res: ServerResponse, route: RecordedRoute): void {
  res.writeHead(route.status ?? 200, { 'content-type': 'application/json', ...route.headers });
  res.end(route.body ?? '');
}

/** Starts the server on a free loopback port with the recordings of the given folders. */
export async function startRecordedServer(dirs: string[] = [OWN_RECORDINGS_DIR]): Promise<RecordedServer> {
  const routes = new Map<string, RecordedRoute>();
  for (const dir of dirs) for (const [key, route] of loadRecordings(dir)) routes.set(key, route);
  const requests: string[] = [];
  const requestHeaders: IncomingMessage['headers'][] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    requestHeaders.push(req.headers);
    const route = routes.get(routeKey(url.pathname, normalizeQuery(url.searchParams)));
    if (!route) {
      answer(res, { path: url.pathname, status: 404, body: JSON.stringify({ error: `no recording for ${req.url}` }) });
      return;
    }
    if (!route.delayMs) return answer(res, route);
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!res.destroyed) answer(res, route);
    }, route.delayMs);
    pending.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    requestHeaders,
    add(route) {
      routes.set(routeKey(route.path, normalizeQuery(route.query ?? {})), route);
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
