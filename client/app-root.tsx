import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { ReadyMark } from './lib/ready-mark';
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
