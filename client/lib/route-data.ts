/**
 * Route loaders. A page that cannot render without some data loads it in its route's loader and
 * reads it with `useSuspenseQuery`: it renders with its data, the route's pending component is its
 * loading text, and a failed first load fails the route, whose error component (`routeLoadError`)
 * says so in the screen's words with Try Again. No component branches on pending or on a first
 * failure; a failed refresh of data already shown stays the component's (StaleDataNote).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SecurityPageKind } from './security-route';

/**
 * Waits for loads the page can do without (a panel that shows its own state), so it renders with
 * them and nothing jumps when they land. A failure stays in the query cache for the panel to show.
 */
export async function settle(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}

/** What a security page's loader (/stock/{symbol}, /fund/{symbol}) settled on, as its tabs see it. */
interface SecurityPageMatch {
  status: string;
  loaderData?: SecurityPageKind;
}

/**
 * Loader of a security page's tab: once the page has found the security (not a market index, not
 * an unknown symbol, which the page shows itself), what the tab needs. `fromPage` is a query the
 * page's own loader has just run (the company, the fund): the tab takes its outcome instead of
 * asking again. `own` loads the tab's own data. Either failure fails the tab, under the page's header.
 */
export async function loadSecurityTab(
  queryClient: QueryClient,
  securityPage: Promise<SecurityPageMatch>,
  { fromPage, own }: { fromPage?: QueryKey; own?: () => Promise<unknown> },
): Promise<void> {
  const page = await securityPage;
  if (page.status !== 'success' || page.loaderData !== 'security') return;
  const state = fromPage && queryClient.getQueryState(fromPage);
  if (state?.status === 'error' && state.data === undefined) throw state.error;
  await own?.();
}
