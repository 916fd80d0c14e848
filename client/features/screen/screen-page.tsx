import { LoginButtons } from '../../components/login-buttons';
import { useAuth } from '../../lib/auth';

export function ScreenPage() {
  const auth = useAuth();
  return (
    <section className="page">
      <h1>Stock Screener</h1>
      {auth.status === 'loading' && <p className="muted">Loading...</p>}
      {auth.status === 'anonymous' && (
        <div className="panel">
          <p>Please log in to access the stock screening tool.</p>
          <LoginButtons />
        </div>
      )}
      {auth.status === 'authenticated' && (
        <p className="muted">Filter parameters and matching companies appear here.</p>
      )}
    </section>
  );
}
