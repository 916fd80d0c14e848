import { createFileRoute } from '@tanstack/react-router';
import { getGetDemoNewsArticleQueryOptions } from '../../generated/client/news/news';
import { routePending } from '../components/route-pending';
import { DemoArticleLoadError, DemoArticlePage } from '../features/news/demo-article-page';
import { titleHead } from '../lib/page-title';
import { ensurePageData, routeFailure } from '../lib/route-data';

export const Route = createFileRoute('/demo-news/$slug')({
  // No article by that address is the not-found page (404); any other failure is the article's error.
  loader: ({ context: { queryClient }, params }) =>
    ensurePageData(queryClient, getGetDemoNewsArticleQueryOptions(params.slug)).catch((error: unknown) => {
      throw routeFailure(error);
    }),
  head: () => titleHead('Demo news'),
  pendingComponent: routePending('Loading news...'),
  errorComponent: DemoArticleLoadError,
  component: DemoArticleRoute,
});

function DemoArticleRoute() {
  const { slug } = Route.useParams();
  return <DemoArticlePage slug={slug} />;
}
