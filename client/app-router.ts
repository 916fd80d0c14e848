import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './components/not-found';
import { RouteError } from './components/route-error';
import { routePending } from './components/route-pending';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';

/** How long in-app navigation waits for the next page's data before showing its loading text. */
export const PENDING_AFTER_MS = 500;

/** The app's router, the same in the browser and on the server (which passes a memory history). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns caching; let it decide whether a preload is fresh.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server the router would add an inline script, which the
    // Content-Security-Policy forbids.
    scrollRestoration: typeof document !== 'undefined',
    defaultErrorComponent: RouteError,
    // In-app navigation keeps the old page (marked busy, see AppShell) for this long, then shows
    // the new page's loading text, for at least the min so it does not flash.
    defaultPendingMs: PENDING_AFTER_MS,
    defaultPendingMinMs: 300,
    defaultPendingComponent: routePending('Loading...'),
    defaultNotFoundComponent: NotFound,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
