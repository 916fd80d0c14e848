/**
 * 'Copy as API call': the REST call that fetches exactly what a screen shows, written as a curl
 * line and as an openapi-fetch snippet over the generated types, with a token placeholder where
 * the operation needs sign-in (public data is called without one).
 */
import type { paths } from '../../generated/openapi';
import { PUBLIC_GET_PATHS } from '../../generated/public-paths';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiCall {
  /** The operation's path as openapi.yaml writes it, e.g. '/companies/{symbol}'. */
  path: keyof paths & string;
  pathParams?: Record<string, string>;
  query?: Record<string, QueryValue>;
}

/** The environment variable the snippets read the personal API token from. */
export const TOKEN_VARIABLE = 'TERMINAL_TOKEN';
const API_BASE_PATH = '/api/v1';

function definedQuery(query: ApiCall['query']): Array<[string, string | number | boolean]> {
  return Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  );
}

/** The call's full address on this site: path parameters encoded once, query in a stable order. */
export function apiCallUrl(origin: string, call: ApiCall): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = call.pathParams?.[name];
    if (value === undefined) throw new Error(`${call.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(definedQuery(call.query).map(([key, value]) => [key, String(value)]));
  const query = search.toString();
  return `${origin}${API_BASE_PATH}${path}${query ? `?${query}` : ''}`;
}

/** True when the operation needs a signed-in caller (openapi.yaml gives it security); public data needs no token. */
export function needsToken(call: ApiCall): boolean {
  return !PUBLIC_GET_PATHS.has(call.path);
}

/** A shell line that runs as-is (for a call that needs sign-in, once TERMINAL_TOKEN holds a personal API token). */
export function curlLine(origin: string, call: ApiCall): string {
  const url = apiCallUrl(origin, call).replace(/'/g, "'\\''");
  const auth = needsToken(call) ? ` -H "Authorization: Bearer $${TOKEN_VARIABLE}"` : '';
  return `curl -sS${auth} '${url}'`;
}

const literal = (value: unknown) => JSON.stringify(value);

/** A TypeScript snippet with openapi-fetch and the types `npm run gen` writes. */
export function openapiFetchSnippet(origin: string, call: ApiCall): string {
  const params: string[] = [];
  if (call.pathParams && Object.keys(call.pathParams).length > 0) params.push(`path: ${objectLiteral(Object.entries(call.pathParams))}`);
  const query = definedQuery(call.query);
  if (query.length > 0) params.push(`query: ${objectLiteral(query)}`);
  const options = params.length > 0 ? `, { params: { ${params.join(', ')} } }` : '';
  return [
    "import createClient from 'openapi-fetch';",
    "import type { paths } from './generated/openapi';",
    '',
    'const api = createClient<paths>({',
    `  baseUrl: ${literal(`${origin}${API_BASE_PATH}`)},`,
    ...(needsToken(call) ? [`  headers: { Authorization: \`Bearer \${process.env.${TOKEN_VARIABLE}}\` },`] : []),
    '});',
    `const { data, error } = await api.GET(${literal(call.path)}${options});`,
  ].join('\n');
}

function objectLiteral(entries: Array<[string, unknown]>): string {
  return `{ ${entries.map(([key, value]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${literal(value)}`).join(', ')} }`;
}
