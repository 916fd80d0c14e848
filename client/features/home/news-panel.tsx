import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getListLatestNewsQueryKey, listLatestNews } from '../../../generated/client/news/news';
import { getStockPrices } from '../../../generated/client/stocks/stocks';
import type { NewsItem, Price } from '../../../generated/model';
import { BackToTop } from '../../components/back-to-top';
import { PriceChange } from '../../components/price-change';
import { useAuth } from '../../lib/auth';
import { formatLivePrice, formatRelativeAge } from '../../lib/format';
import { toast } from '../../lib/toasts';
import { useNearBottom } from '../../lib/use-near-bottom';
import { HOME_NEWS_PAGE_SIZE, HOME_NEWS_REFRESH_MS, HOME_NEWS_SCROLL_PX, NEWS_BACK_TO_TOP_PX, NEWS_PRICE_CACHE_MS } from './home-panels';
import { SymbolCell } from './symbol-cell';
import { TableBox } from '../../components/table-box';
import { ListFailure } from '../../components/load-error';

/** Upper-case tickers of a page of news, each once. */
function newsTickers(items: readonly NewsItem[]): string[] {
  return [...new Set(items.map((item) => item.ticker?.trim().toUpperCase()).filter((t): t is string => !!t))];
}

function useLatestNews() {
  const params = { limit: HOME_NEWS_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: [...getListLatestNewsQueryKey(params), 'infinite'],
    queryFn: ({ pageParam, signal }) => listLatestNews({ ...params, offset: pageParam }, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.news.length < HOME_NEWS_PAGE_SIZE ? undefined : pages.length * HOME_NEWS_PAGE_SIZE),
    refetchInterval: HOME_NEWS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

interface PriceLookup {
  isLoading: boolean;
  prices: ReadonlyMap<string, Price>;
}

/** Latest prices of the news tickers, one batch call per page of news, cached 60 s. */
function useNewsPrices(pages: readonly { news: NewsItem[] }[]): PriceLookup {
  const results = useQueries({
    queries: pages.map((page) => {
      const tickers = newsTickers(page.news);
      return {
        queryKey: ['news-prices', tickers],
        queryFn: () => getStockPrices({ tickers }),
        enabled: tickers.length > 0,
        staleTime: NEWS_PRICE_CACHE_MS,
        retry: false,
      };
    }),
  });
  const prices = new Map<string, Price>();
  for (const result of results) for (const price of result.data?.prices ?? []) prices.set(price.ticker.toUpperCase(), price);
  return { isLoading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'), prices };
}

/** Market news with infinite scroll (10 at a time), refreshed every 60 s while visible. */
export function NewsPanel() {
  const auth = useAuth();
  const news = useLatestNews();
  const pages = news.data?.pages ?? [];
  const items = pages.flatMap((page) => page.news);
  const prices = useNewsPrices(pages);
  const canLoad = news.hasNextPage && !news.isFetchingNextPage && !news.isError;

  useNearBottom({
    enabled: canLoad,
    thresholdPx: HOME_NEWS_SCROLL_PX,
    debounceMs: 50,
    onNearBottom: () => void news.fetchNextPage(),
    contentVersion: items.length,
  });

  useEffect(() => {
    if (news.isError) toast.error('Error loading news');
  }, [news.isError, news.errorUpdatedAt]);

  return (
    <section aria-labelledby="news-title">
      <h2 id="news-title">News</h2>
      {news.isPending && (
        <p className="muted" role="status">
          Loading news...
        </p>
      )}
      {items.length > 0 && (
        <TableBox label="News table">
          <table className="data-table news-table">
            <thead>
              <tr>
                <th scope="col">Symbol</th>
                <th scope="col">Headline</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <NewsRow key={item.url} item={item} prices={prices} signedIn={auth.status === 'authenticated'} />
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <ListFailure query={news} text={(message) => `Error loading news: ${message}`} />
      {news.isFetchingNextPage && (
        <p className="muted" role="status">
          Loading more news...
        </p>
      )}
      {news.isSuccess && !news.hasNextPage && <p className="muted">End of news</p>}
      <BackToTop threshold={NEWS_BACK_TO_TOP_PX} />
    </section>
  );
}

function NewsRow({ item, prices, signedIn }: { item: NewsItem; prices: PriceLookup; signedIn: boolean }) {
  const ticker = item.ticker?.trim().toUpperCase();
  const price = ticker ? prices.prices.get(ticker) : undefined;
  return (
    <tr>
      <td>
        {ticker ? (
          <div className="news-symbol">
            <SymbolCell symbol={ticker} signedIn={signedIn} />
            <span className="news-price">
              {formatLivePrice({ isLoading: prices.isLoading && !price, hasRecord: price !== undefined, price: price?.price })}
            </span>
            {price && <PriceChange change={price.change} changePercent={price.changePercent} />}
          </div>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td>
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          {item.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <span className="muted news-meta">
          {item.site} ·{' '}
          <time dateTime={item.publishedDate} suppressHydrationWarning>
            {formatRelativeAge(item.publishedDate)}
          </time>
        </span>
      </td>
    </tr>
  );
}
