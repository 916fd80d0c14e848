import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/site/privacy-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/privacy')({
  head: () => titleHead('Privacy'),
  component: PrivacyPage,
});
