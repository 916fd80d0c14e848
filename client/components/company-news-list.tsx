import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getListCompanyNewsQueryKey, listCompanyNews } from '../../generated/client/companies/companies';
import type { NewsItem } from '../../generated/model';
import { formatDate, truncateText } from '../lib/format';
import { useNearBottom } from '../lib/use-near-bottom';
import { useDisplayTimeZone } from '../lib/hydration-safe';
import { SourceLine } from './source-line';
import { ListFailure, LoadError } from './load-error';

/** Stock and fund news page size. */
export const COMPANY_NEWS_PAGE_SIZE = 20;
const SCROLL_THRESHOLD_PX = 200;
const SCROLL_DEBOUNCE_MS = 100;

/** Next offset, or undefined once a page comes back shorter than the page size. */
export function nextNewsOffset(lastPage: { news: unknown[] }, pages: readonly unknown[], pageSize: number): number | undefined {
  return lastPage.news.length < pageSize ? undefined : pages.length * pageSize;
}

interface CompanyNewsListProps {
  symbol: string;
  /** Shown when there is no news at all, e.g. 'No news available for AAPL.' */
  emptyText: string;
  /** 'scroll' loads more near the bottom; 'button' shows a 'Load More News' button instead. */
  mode?: 'scroll' | 'button';
}

const newsFailure = (message: string) => `Error loading news: ${message}`;

/** News about one company or fund, 20 at a time. */
export function CompanyNewsList({ symbol, emptyText, mode = 'scroll' }: CompanyNewsListProps) {
  const params = { limit: COMPANY_NEWS_PAGE_SIZE };
  const query = useInfiniteQuery({
    queryKey: [...getListCompanyNewsQueryKey(symbol, params), 'infinite'],
    queryFn: ({ pageParam, signal }) => listCompanyNews(symbol, { ...params, offset: pageParam }, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextNewsOffset(last, pages, COMPANY_NEWS_PAGE_SIZE),
  });
  const items = query.data?.pages.flatMap((page) => page.news) ?? [];
  const canLoad = query.hasNextPage && !query.isFetchingNextPage && !query.isError;
  useNearBottom({
    enabled: mode === 'scroll' && canLoad,
    thresholdPx: SCROLL_THRESHOLD_PX,
    debounceMs: SCROLL_DEBOUNCE_MS,
    onNearBottom: () => void query.fetchNextPage(),
    contentVersion: items.length,
  });

  if (query.isPending)
    return (
      <p className="muted" role="status">
        Loading news...
      </p>
    );
  if (query.isError && !query.data) return <LoadError query={query} text={newsFailure} />;
  if (items.length === 0) return <p className="muted">{emptyText}</p>;

  return (
    <>
      <SourceLine source={query.data?.pages[0]?.source} what="news" />
      <ol className="news-list">
        {items.map((item) => (
          <NewsArticle key={item.url} item={item} />
        ))}
      </ol>
      {query.isFetchingNextPage && (
        <p className="muted" role="status">
          Loading news...
        </p>
      )}
      <ListFailure query={query} text={newsFailure} />
      {mode === 'button' && canLoad && (
        <button type="button" className="button" onClick={() => void query.fetchNextPage()}>
          Load More News
        </button>
      )}
      {!query.hasNextPage && <p className="muted">No more news available.</p>}
    </>
  );
}

function NewsArticle({ item }: { item: NewsItem }) {
  const timeZone = useDisplayTimeZone();
  return (
    <li className="news-item">
      <article>
        <h3 className="news-title">{item.title}</h3>
        <p className="muted news-meta">
          <time dateTime={item.publishedDate}>{formatDate(item.publishedDate, timeZone)}</time> · {item.site}
        </p>
        {isWebImage(item.image) && <NewsImage src={item.image} />}
        {item.text && <p>{truncateText(item.text)}</p>}
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          READ MORE<span className="visually-hidden">: {item.title} (opens in a new tab)</span>
        </a>
      </article>
    </li>
  );
}

/**
 * Only web (http or https) pictures are shown: the page's Content-Security-Policy refuses inline
 * `data:` images, which the demo market sends.
 */
export function isWebImage(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

/** The item's picture; left out when it cannot be loaded. */
function NewsImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="news-image" src={src} alt="" loading="lazy" width={160} height={90} onError={() => setFailed(true)} />;
}
