import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './components/not-found';
import { RouteError } from './components/route-error';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';

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
    defaultNotFoundComponent: NotFound,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
