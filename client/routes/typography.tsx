import { createFileRoute } from '@tanstack/react-router';
import { TypographyPage } from '../features/site/typography-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/typography')({
  head: () => titleHead('Typography'),
  component: TypographyPage,
});
