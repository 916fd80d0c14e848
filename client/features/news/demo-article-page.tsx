import { Link } from '@tanstack/react-router';
import { useGetDemoNewsArticle } from '../../../generated/client/news/news';
import { formatDate } from '../../lib/format';
import { useDisplayTimeZone } from '../../lib/hydration-safe';
import { LoadError } from '../../components/load-error';

/** The article a demo news item links to: served by the app, since the demo market's news has no site of its own. */
export function DemoArticlePage({ slug }: { slug: string }) {
  const article = useGetDemoNewsArticle(slug);
  const timeZone = useDisplayTimeZone();
  if (article.isPending)
    return (
      <section className="page">
        <p className="muted" role="status">
          Loading news...
        </p>
      </section>
    );
  if (article.data === undefined)
    return (
      <section className="page">
        <LoadError query={article} text={(message) => `Error loading news: ${message}`} />
      </section>
    );
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
