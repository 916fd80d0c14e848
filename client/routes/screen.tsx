import { createFileRoute } from '@tanstack/react-router';
import { ScreenPage } from '../features/screen/screen-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/screen')({
  head: () => titleHead('Stock Screener'),
  component: ScreenPage,
});
