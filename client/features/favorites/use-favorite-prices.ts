import { useQuery } from '@tanstack/react-query';
import { getStockPrices } from '../../../generated/client/stocks/stocks';
import type { Price } from '../../../generated/model';

/** Batch price lookup; an empty list answers empty without calling the server. */
async function fetchPrices(tickers: readonly string[], signal?: AbortSignal): Promise<Price[]> {
  if (tickers.length === 0) return [];
  const result = await getStockPrices({ tickers: [...tickers] }, undefined, signal);
  return result.prices;
}

/** Latest prices of `tickers`, keyed by upper-case ticker. */
export function useFavoritePrices(tickers: readonly string[]) {
  const sorted = [...tickers].sort();
  return useQuery({
    queryKey: ['/api/v1/stocks/prices', sorted],
    queryFn: ({ signal }) => fetchPrices(sorted, signal),
    select: (prices) => new Map(prices.map((price) => [price.ticker.toUpperCase(), price])),
    staleTime: 30_000,
    retry: false,
  });
}
