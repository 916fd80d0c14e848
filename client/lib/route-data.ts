/**
 * Route loaders. A page that cannot render without some data loads it in its route's loader and
 * reads it with `useSuspenseQuery`: it renders with its data, the route's pending component is its
 * loading text, and a failed first load fails the route, whose error component (`routeLoadError`)
 * says so in the screen's words with Try Again. No component branches on pending or on a first
 * failure; a failed refresh of data already shown stays the component's (StaleDataNote).
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isNotFound } from './error-message';
import { failureFromServer } from './server-state';

/**
 * Waits for loads the page can do without (a panel that shows its own state), so it renders with
 * them and nothing jumps when they land. A failure stays in the query cache for the panel to show.
 */
export async function settle(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}

/**
 * `ensureQueryData` for a route loader: the cached data, else a fetch. While the browser takes
 * over a page whose server render failed to load it, that failure (server-state.ts), so the
 * browser draws the page the server sent rather than asking again.
 */
export function ensurePageData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  const failure = failureFromServer(queryClient, options.queryKey);
  return failure === undefined ? queryClient.ensureQueryData(options) : Promise.reject(failure as Error);
}

/** A loader's failure as the route shows it: a 404 is the route's not-found page, anything else its error. */
export function routeFailure(error: unknown): unknown {
  return isNotFound(error) ? notFound() : error;
}

/** What a security page shows: the security, or the market index (^…) the address names instead. */
export type SecurityPageKind = 'security' | 'index';

/** What a security page's loader (/stock/{symbol}, /fund/{symbol}) settled on, as its tabs see it. */
interface SecurityPageMatch {
  status: string;
  loaderData?: SecurityPageKind;
}

/**
 * Loader of a security page's tab: once the page has found the security (not a market index, not
 * an unknown symbol, which the page shows itself), what the tab needs. `fromPage` is a query the
 * page's own loader loads too (the company, the fund): when that load has just failed, the tab
 * fails with it instead of asking again; otherwise it is loaded as any page data. `own` loads the
 * tab's own data. Either failure fails the tab, under the page's header.
 */
export async function loadSecurityTab<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  securityPage: Promise<SecurityPageMatch>,
  { fromPage, own }: { fromPage?: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>; own?: () => Promise<unknown> },
): Promise<void> {
  const startedAt = Date.now();
  const page = await securityPage;
  // In the browser the page's match may read 'pending' while its component's code loads; what it
  // found is in its loader data by then.
  if (page.status === 'notFound' || page.status === 'error' || page.loaderData !== 'security') return;
  if (fromPage) {
    const state = queryClient.getQueryState(fromPage.queryKey);
    if (state?.status === 'error' && state.data === undefined && state.errorUpdatedAt >= startedAt) throw state.error;
    await ensurePageData(queryClient, fromPage);
  }
  await own?.();
}
