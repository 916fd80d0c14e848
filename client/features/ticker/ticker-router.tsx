import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useGetTickerInfo } from '../../../generated/client/ticker/ticker';
import { HomeButton } from '../../components/home-button';

/** Same-origin path of `url` (relative to `origin`), or undefined when it points elsewhere or is not a URL. */
function localPath(url: string, origin: string): string | undefined {
  try {
    const target = new URL(url, origin);
    return target.origin === new URL(origin).origin ? `${target.pathname}${target.search}${target.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** Where a ticker opens: the page the server names (stock or fund), else /stock/{ticker}. */
export function tickerDestination(ticker: string, redirectUrl: string | undefined, origin: string): string {
  return (redirectUrl && localPath(redirectUrl, origin)) || `/stock/${encodeURIComponent(ticker)}`;
}

/**
 * Looks the ticker up and replaces the location with the page the server names (stock or fund);
 * on any error it goes to /stock/{ticker}.
 */
export function TickerRouter({ ticker }: { ticker: string }) {
  const router = useRouter();
  const info = useGetTickerInfo(ticker, { query: { retry: false, staleTime: 0, gcTime: 0 } });
  const redirectUrl = info.data?.redirectUrl;
  const failed = info.isError;

  useEffect(() => {
    if (!ticker || (!redirectUrl && !failed)) return;
    void router.navigate({ href: tickerDestination(ticker, redirectUrl, window.location.origin), replace: true });
  }, [ticker, redirectUrl, failed, router]);

  if (!ticker) return <TickerRouterError />;
  return (
    <section className="page">
      <h1>{ticker}</h1>
      <p className="muted" role="status">
        Routing to {ticker}...
      </p>
    </section>
  );
}

/** Fallback view when routing a ticker is impossible. */
export function TickerRouterError() {
  return (
    <section className="page" role="alert">
      <h1>Unable to open this ticker</h1>
      <p className="error">Something went wrong while looking up the ticker.</p>
      <HomeButton />
    </section>
  );
}
