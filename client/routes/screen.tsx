import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ScreenPage } from '../features/screen/screen-page';
import { type ScreenSearch, screenSearchSchema } from '../features/screen/screen-search';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/screen')({
  validateSearch: screenSearchSchema,
  head: () => titleHead('Stock Screener'),
  component: ScreenRoute,
});

function ScreenRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: ScreenSearch, replace: boolean) => void navigate({ search: next, replace }), [navigate]);
  return <ScreenPage search={search} onSearchChange={onSearchChange} />;
}
