import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '../features/favorites/favorites-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/favorites')({
  head: () => titleHead('Favorites'),
  component: FavoritesPage,
});
