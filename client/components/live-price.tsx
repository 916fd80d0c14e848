import { useGetStockPrice } from '../../generated/client/stocks/stocks';
import { formatLivePrice } from '../lib/format';
import { PriceChange } from './price-change';

/** Stock header price polling. */
const PRICE_POLL_MS = 30_000;

/**
 * A price this young is shown as is when the header mounts: the route loader has just fetched it,
 * and asking again at once would double the page's price request. Older ones are refetched.
 */
const PRICE_FRESH_MS = 5_000;

/** The latest price with its change in the trading currency (`currency`), refreshed every 30 s while the page is visible. */
export function LivePrice({ symbol, currency = 'USD' }: { symbol: string; currency?: string }) {
  const quote = useGetStockPrice(symbol, {
    query: { refetchInterval: PRICE_POLL_MS, refetchIntervalInBackground: false, retry: false, staleTime: PRICE_FRESH_MS },
  });
  const data = quote.data;
  return (
    <p className="price-row" data-testid="live-price">
      <span className="price">
        {formatLivePrice({ isLoading: quote.isPending, hasRecord: data !== undefined, price: data?.price, currency })}
      </span>
      {data && <PriceChange change={data.change} changePercent={data.changePercent} />}
      {data?.priceCheck && (
        <span className="price-check-failed" title="The latest quote was refused as implausible; this is the last good price.">
          price check failed
        </span>
      )}
      {quote.isError && !data && <span className="error">Failed to fetch latest price</span>}
    </p>
  );
}
