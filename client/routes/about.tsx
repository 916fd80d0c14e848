import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/site/about-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/about')({
  head: () => titleHead('About'),
  component: AboutPage,
});
