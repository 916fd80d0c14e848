import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import type { AppRouter } from './app-router';

/** The whole app's React tree, rendered on the server and hydrated (or rendered) in the browser. */
export function AppRoot({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <ReadyMark />
    </StrictMode>
  );
}

/**
 * Marks the page `<html data-ready>` once the app runs in it (hydrated or rendered). Until then the
 * server's HTML is on screen but does not answer clicks or typing, and the shell's own work (such
 * as the return to the page before sign-in) has not happened yet; tests wait for this mark.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
