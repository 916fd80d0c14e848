import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { getGetTickerInfoQueryOptions } from '../../generated/client/ticker/ticker';
import { tickerDestination } from '../features/ticker/ticker-router';
import { normalizeSymbol } from '../lib/symbol-param';

/** Stands in for the page's origin where there is no window (the server's render). */
const RENDER_ORIGIN = 'http://render.invalid';

/**
 * /ticker?symbol=X, where the Go to symbol box lands when it is submitted before the app has
 * loaded (a plain form GET): straight on to X's stock or fund page, or home when the box was empty.
 */
export const Route = createFileRoute('/ticker/')({
  validateSearch: z.object({ symbol: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: async ({ search, context: { queryClient } }) => {
    const ticker = normalizeSymbol(search.symbol ?? '');
    if (!ticker) throw redirect({ to: '/', replace: true });
    const info = await queryClient.fetchQuery({ ...getGetTickerInfoQueryOptions(ticker), retry: false }).catch(() => undefined);
    const origin = typeof window === 'undefined' ? RENDER_ORIGIN : window.location.origin;
    throw redirect({ href: tickerDestination(ticker, info?.redirectUrl, origin), replace: true });
  },
});
