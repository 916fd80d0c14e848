/**
 * The query cache the server rendered a page with, as it travels to the browser: a JSON data
 * block (`<script type="application/json">`, which the Content-Security-Policy lets through since
 * it never runs) read before hydration, so the first render in the browser matches the server's.
 */
import { type DehydratedState, dehydrate, hashKey, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-fetch';

const SERVER_STATE_ID = 'server-state';

interface SerializedError {
  message: string;
  status: number;
  code?: string;
  field?: string;
}

/**
 * The data block of settled queries (data and errors, such as GET /auth/me's 401 for a visitor),
 * placed after the server's HTML.
 */
export function queryStateScript(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error) query.state.error = toSerializedError(error) as unknown as Error;
  }
  // '<' escaped so no value can close the script element it travels in.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

function toSerializedError(error: unknown): SerializedError {
  if (error instanceof ApiError) return { message: error.message, status: error.status, code: error.code, field: error.field };
  return { message: error instanceof Error ? error.message : String(error), status: 0 };
}

/** The queries the server's render failed to load (their hashes), until the browser has taken its page over. */
const failedOnServer = new Set<string>();

/** Fills the query cache from the server's data block; false when the page was not server-rendered. */
export function restoreQueryState(queryClient: QueryClient, doc: Document): boolean {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return false;
  const state = JSON.parse(text) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as SerializedError | null | undefined;
    if (!error) continue;
    query.state.error = new ApiError(error.message, error.status, error.code, error.field);
    if (query.state.data === undefined) failedOnServer.add(query.queryHash);
  }
  hydrate(queryClient, state);
  return true;
}

/**
 * While the browser takes the server's page over, the server's failure to load this query: a
 * route loader answers with it instead of asking again, so the page is drawn as the server drew
 * it. Undefined for any other query, and for every query once the page is taken over.
 */
export function failureFromServer(queryClient: QueryClient, queryKey: QueryKey): unknown {
  if (!failedOnServer.has(hashKey(queryKey))) return undefined;
  return queryClient.getQueryState(queryKey)?.error ?? undefined;
}

/** The page is the browser's now: a Try Again or a later visit asks again. */
export function pageTakenOver(): void {
  failedOnServer.clear();
}
