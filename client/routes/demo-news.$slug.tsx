import { createFileRoute } from '@tanstack/react-router';
import { DemoArticlePage } from '../features/news/demo-article-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/demo-news/$slug')({
  head: () => titleHead('Demo news'),
  component: DemoArticleRoute,
});

function DemoArticleRoute() {
  const { slug } = Route.useParams();
  return <DemoArticlePage slug={slug} />;
}
