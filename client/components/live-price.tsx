import { useGetStockPrice } from '../../generated/client/stocks/stocks';
import { errorMessage, isNotFound } from '../lib/error-message';
import { formatLivePrice } from '../lib/format';
import { TryAgainButton } from './load-error';
import { PriceChange } from './price-change';

/**
 * Stock header price polling; a price younger than this is also shown as is when the header
 * mounts. The route loader or the server's render has just fetched it: asking again at once would
 * double the page's price request, and while React takes over the server's page one part after
 * another, a newer price (the demo market's moves every minute) would no longer match the HTML
 * of the parts not yet taken over, which show the same quote (a hydration mismatch).
 */
const PRICE_POLL_MS = 30_000;

interface LivePriceProps {
  symbol: string;
  /** The trading currency (US dollars when not given). */
  currency?: string;
  /** The price the page already loaded with the security (its profile's), shown while no quote could be fetched instead of '--'. */
  knownPrice?: number | null;
}

/**
 * The latest price with its change in the trading currency, refreshed every 30 s while the page
 * is visible. A failed refresh keeps the last quote; a failed first fetch shows the price the page
 * already knows, says the latest one failed and offers Try Again.
 */
export function LivePrice({ symbol, currency = 'USD', knownPrice }: LivePriceProps) {
  const quote = useGetStockPrice(symbol, {
    query: { refetchInterval: PRICE_POLL_MS, refetchIntervalInBackground: false, staleTime: PRICE_POLL_MS },
  });
  const data = quote.data;
  const failed = quote.isError && !data;
  const price = failed && knownPrice != null ? { isLoading: false, hasRecord: true, price: knownPrice } : undefined;
  return (
    <p className="price-row" data-testid="live-price">
      <span className="price">
        {formatLivePrice({ isLoading: quote.isPending, hasRecord: data !== undefined, price: data?.price, currency, ...price })}
      </span>
      {data && <PriceChange change={data.change} changePercent={data.changePercent} />}
      {data?.priceCheck && (
        <span className="price-check-failed" title="The latest quote was refused as implausible; this is the last good price.">
          price check failed
        </span>
      )}
      {/* No configured source gives prices (a 404 that says so): said once, nothing to try again. */}
      {failed && isNotFound(quote.error) && <span className="muted price-failed">{errorMessage(quote.error)}</span>}
      {failed && !isNotFound(quote.error) && (
        <span className="price-failed" role="alert">
          <span className="error">Failed to fetch latest price</span> <TryAgainButton query={quote} className="link-button" />
        </span>
      )}
    </p>
  );
}
