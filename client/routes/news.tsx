import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../features/news/news-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/news')({
  head: () => titleHead('News'),
  component: NewsPage,
});
