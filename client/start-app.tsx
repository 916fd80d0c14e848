/**
 * The app itself, started by main.tsx: takes over the server's page (or renders it without one).
 */
// Must run before any route module builds a zod schema.
import './lib/zod-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { createAppRouter, PENDING_AFTER_MS } from './app-router';
import { prefetchAuth } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { pageTakenOver, restoreQueryState } from './lib/server-state';

/** Longer than any first load: the server's page is never replaced by a loading text. */
const TAKE_OVER_PENDING_MS = 3_600_000;

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = <AppRoot router={router} queryClient={queryClient} />;

if (restoreQueryState(queryClient, document)) {
  // The server rendered this page from the data it sent along: load the route's code (its data
  // is in the cache), then take over the server's HTML, which stays on screen meanwhile.
  // `router.ssr` set makes the router draw the same tree as on the server (no Suspense around
  // the root match), as its own hydration does.
  router.ssr = { manifest: undefined };
  // No loading text may be drawn over the server's HTML while it is taken over: on a busy
  // machine this first load can outlast the pending delay, and the route would then hydrate as
  // its pending component (a hydration mismatch). In-app navigation gets the delay back after.
  router.update({ ...router.options, defaultPendingMs: TAKE_OVER_PENDING_MS });
  void router.load().then(() => {
    // Taken over in a transition, React hydrates in slices of a few milliseconds with the main
    // thread free between them, instead of in one long task a phone would be stuck in (a click
    // meanwhile makes it finish at once, then is handled).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    pageTakenOver();
    router.update({ ...router.options, defaultPendingMs: PENDING_AFTER_MS });
  });
} else {
  // Without a server render (Vite's dev server): GET /auth/me starts beside the route's code.
  void prefetchAuth(queryClient);
  createRoot(container).render(app);
}
