import { createFileRoute } from '@tanstack/react-router';
import { routePending } from '../components/route-pending';
import { loadProfile } from '../features/profile/profile-loader';
import { ProfileLoadError, ProfileNotFound, ProfilePage } from '../features/profile/profile-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/profile')({
  loader: ({ context: { queryClient } }) => loadProfile(queryClient),
  head: () => titleHead('Profile'),
  pendingComponent: routePending('Loading profile...'),
  errorComponent: ProfileLoadError,
  notFoundComponent: ProfileNotFound,
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ProfilePage access={Route.useLoaderData()} />;
}
