/**
 * Server rendering: the first screen of any client route as HTML, with the query cache it was
 * rendered from, so the browser paints the page before its JavaScript arrives and then hydrates.
 * Built by `vite build --ssr` into dist/server; server/web/client-app.ts calls `renderPage`.
 */
import './lib/zod-config';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './app-root';
import { createAppRouter } from './app-router';
import { setApiTransport } from './lib/api-fetch';
import { isSignedIn, prefetchAuth, prefetchAuthProviders } from './lib/auth';
import { createQueryClient } from './lib/query-client';
import { queryStateScript } from './lib/server-state';
import { prefetchUserData } from './lib/user-data';
import type { RenderedPage } from '../common/rendered-page';

/** Each render's API calls go to the fetch its request gave, even while renders overlap. */
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const fetchFn = requestFetch.getStore();
  if (!fetchFn) throw new Error('API call outside a server render');
  return fetchFn(input, init);
});

/**
 * Renders `url` (path and query). `fetchApi` answers the app's API calls as the visitor (the
 * server passes its own app with the visitor's cookie).
 */
export function renderPage(url: string, fetchApi: typeof fetch): Promise<RenderedPage> {
  return requestFetch.run(fetchApi, async (): Promise<RenderedPage> => {
    const queryClient = createQueryClient();
    let router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
    await Promise.all([router.load(), prefetchShell(queryClient)]);
    // The router's own server handler reads the outcome here too (createRequestHandler).
    let outcome = router._serverResult;
    if (outcome?.type === 'redirect') {
      const location = outcome.redirect.headers.get('Location') ?? '/';
      if (!sameAddress(location, url)) return { kind: 'redirect', status: outcome.redirect.status, location };
      // The router writes /stock/^DMCP where the browser sends /stock/%5EDMCP: redirecting to
      // its spelling would loop (the browser encodes it again), so render that spelling instead.
      router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [location] }));
      await router.load();
      outcome = router._serverResult;
      if (outcome?.type === 'redirect') {
        return { kind: 'redirect', status: outcome.redirect.status, location: outcome.redirect.headers.get('Location') ?? '/' };
      }
    }
    const html = renderToString(<AppRoot router={router} queryClient={queryClient} />);
    const titles = router.state.matches.flatMap((match) => match.meta ?? []).flatMap((meta) => (meta?.title ? [meta.title] : []));
    const status = outcome?.type === 'render' ? outcome.status : 200;
    return { kind: 'page', status, title: titles.at(-1), html, data: queryStateScript(queryClient) };
  });
}

/** True when two addresses differ only in how they are percent-encoded. */
function sameAddress(a: string, b: string): boolean {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return a === b || decoded(a) === decoded(b);
}

/** What the header and footer show: who is signed in, then their lists or the sign-in providers. */
async function prefetchShell(queryClient: QueryClient): Promise<void> {
  await prefetchAuth(queryClient);
  await (isSignedIn(queryClient) ? prefetchUserData(queryClient) : prefetchAuthProviders(queryClient));
}
