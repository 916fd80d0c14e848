import { useGetMe } from '../../../generated/client/auth/auth';
import { LoginButtons } from '../../components/login-buttons';
import { ApiError } from '../../lib/api-fetch';
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
export function ProfilePage() {
  const me = useGetMe({ query: { retry: false, staleTime: 60_000 } });
  if (me.isPending) {
    return (
      <section className="page">
        <p className="muted">Loading profile...</p>
      </section>
    );
  }
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) return <AccessDenied />;
    return (
      <section className="page panel" role="alert">
        <h1 className="error">ERROR</h1>
        <p>Failed to load profile: {me.error instanceof Error ? me.error.message : String(me.error)}</p>
      </section>
    );
  }
  if (!me.data) {
    return (
      <section className="page">
        <h1>PROFILE NOT FOUND</h1>
      </section>
    );
  }
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
