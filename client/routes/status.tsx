import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '../features/site/status-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/status')({
  head: () => titleHead('Status'),
  component: StatusPage,
});
