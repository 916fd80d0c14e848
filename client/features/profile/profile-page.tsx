import type { ErrorComponentProps } from '@tanstack/react-router';
import { useGetMeSuspense } from '../../../generated/client/auth/auth';
import { LoginButtons } from '../../components/login-buttons';
import { routeLoadError } from '../../components/load-error';
import { meQuery, useAuth } from '../../lib/auth';
import { isUnauthorized } from '../../lib/error-message';
import type { ProfileAccess } from './profile-loader';
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

/** /profile: the user's details, preferences, price alerts, hidden symbols and API tokens. */
export function ProfilePage({ access }: { access: ProfileAccess }) {
  // Signed in meanwhile (in another tab): the header knows the user, and so does the page.
  const auth = useAuth();
  const signedIn = access === 'signed-in' || auth.status === 'authenticated';
  return signedIn ? <SignedInProfile /> : <AccessDenied />;
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

/** The signed-in user has no profile (404). */
export function ProfileNotFound() {
  return (
    <section className="page">
      <h1>PROFILE NOT FOUND</h1>
    </section>
  );
}

/** The profile could not be loaded: ERROR with the message and Try Again. */
export function ProfileLoadError(props: ErrorComponentProps) {
  return (
    <section className="page panel">
      <h1 className="error">ERROR</h1>
      <ProfileFailure {...props} />
    </section>
  );
}
