import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useGetDemoNewsArticleSuspense } from '../../../generated/client/news/news';
import { formatDate } from '../../lib/format';
import { useDisplayTimeZone } from '../../lib/hydration-safe';
import { routeLoadError } from '../../components/load-error';

const ArticleFailure = routeLoadError((message) => `Error loading news: ${message}`);

/** The article could not be loaded: the error and Try Again (no article by that address is the 404 page). */
export function DemoArticleLoadError(props: ErrorComponentProps) {
  return (
    <section className="page">
      <ArticleFailure {...props} />
    </section>
  );
}

/**
 * The article a demo news item links to: served by the app, since the demo market's news has no
 * site of its own. Its route's loader has loaded it (or failed with DemoArticleLoadError).
 */
export function DemoArticlePage({ slug }: { slug: string }) {
  const article = useGetDemoNewsArticleSuspense(slug);
  const timeZone = useDisplayTimeZone();
  const item = article.data;
  return (
    <article className="page demo-article">
      <p className="demo-label" role="note">
        <strong>DEMO NEWS</strong> <span>simulated market, fictional companies: none of it describes real events</span>
      </p>
      <h1>{item.title}</h1>
      <p className="muted news-meta">
        <time dateTime={item.publishedDate}>{formatDate(item.publishedDate, timeZone)}</time> · {item.site}
      </p>
      <p>{item.text}</p>
      {item.ticker && (
        <p>
          <Link to="/ticker/$ticker" params={{ ticker: item.ticker }}>
            More about {item.ticker}
          </Link>
        </p>
      )}
    </article>
  );
}
