import { LoginButtons } from '../../components/login-buttons';
import { useAuth } from '../../lib/auth';

export function ProfilePage() {
  const auth = useAuth();
  if (auth.status === 'loading') {
    return (
      <section className="page">
        <p className="muted">Loading profile...</p>
      </section>
    );
  }
  if (auth.status === 'anonymous') {
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
  return (
    <section className="page">
      <h1>Your Profile</h1>
      <p className="muted">Profile, preferences, price alerts and hidden symbols appear here.</p>
    </section>
  );
}
