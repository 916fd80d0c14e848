import type { QueryClient } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { getGetMeQueryOptions, useGetMeSuspense } from '../../../generated/client/auth/auth';
import { LoginButtons } from '../../components/login-buttons';
import { routeLoadError } from '../../components/load-error';
import { meQuery } from '../../lib/auth';
import { isNotFound, isUnauthorized } from '../../lib/error-message';
import { ApiTokensSection } from './api-tokens-section';
import { EmailPreference } from './email-preference';
import { HiddenSymbolsSection } from './hidden-symbols-section';
import { PriceAlertsSection } from './price-alerts-section';
import { ProfileDetails } from './profile-details';

function AccessDenied() {
  return (
    <section className="page panel" aria-labelledby="profile-denied-title">
      <h1 id="profile-denied-title" className="error">
        ACCESS DENIED
      </h1>
      <p>Please log in to view your profile.</p>
      <LoginButtons />
    </section>
  );
}

/** Whether /profile has a signed-in user to show. */
export type ProfileAccess = 'signed-in' | 'signed-out';

/** Loader of /profile: the signed-in user, or 'signed-out' (nobody is: 401); any other failure fails the route. */
export async function loadProfile(queryClient: QueryClient): Promise<ProfileAccess> {
  try {
    await queryClient.ensureQueryData(getGetMeQueryOptions({ query: meQuery }));
    return 'signed-in';
  } catch (error) {
    if (isUnauthorized(error)) return 'signed-out';
    throw error;
  }
}

/** /profile: the user's details, preferences, price alerts, hidden symbols and API tokens. */
export function ProfilePage({ access }: { access: ProfileAccess }) {
  return access === 'signed-in' ? <SignedInProfile /> : <AccessDenied />;
}

function SignedInProfile() {
  const me = useGetMeSuspense({ query: meQuery });
  // Signed out meanwhile (the session ended elsewhere): the page says so instead of showing what it had.
  if (me.isError && isUnauthorized(me.error)) return <AccessDenied />;
  return (
    <section className="page profile-page">
      <h1>Profile</h1>
      <ProfileDetails user={me.data} />
      <EmailPreference />
      <PriceAlertsSection />
      <HiddenSymbolsSection />
      <ApiTokensSection />
    </section>
  );
}

const ProfileFailure = routeLoadError((message) => `Failed to load profile: ${message}`);

/** The profile could not be loaded: 'PROFILE NOT FOUND' when there is none, else ERROR with the message and Try Again. */
export function ProfileLoadError(props: ErrorComponentProps) {
  if (isNotFound(props.error)) {
    return (
      <section className="page">
        <h1>PROFILE NOT FOUND</h1>
      </section>
    );
  }
  return (
    <section className="page panel">
      <h1 className="error">ERROR</h1>
      <ProfileFailure {...props} />
    </section>
  );
}
