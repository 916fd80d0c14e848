import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/site/terms-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/terms')({
  head: () => titleHead('Terms'),
  component: TermsPage,
});
