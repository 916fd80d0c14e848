import { Link } from '@tanstack/react-router';
import { GoToSymbol } from '../../components/go-to-symbol';
import { useAuth, useAuthProviders } from '../../lib/auth';

/**
 * The way in for everyone above the dashboard: a box that opens any symbol, and for visitors a
 * plain call to sign in for what needs an account (search by name, screening, favourites, AI).
 */
export function VisitorBar() {
  const auth = useAuth();
  const { providers } = useAuthProviders();
  const provider = providers[0];
  return (
    <div className="visitor-bar">
      <GoToSymbol />
      {auth.status === 'anonymous' && provider && (
        <p className="sign-in-call">
          <Link to="/login/$provider" params={{ provider: provider.name }} search={{ redirect: '/' }}>
            Sign in
          </Link>{' '}
          to search companies by name, screen stocks, keep favourites, set price alerts and ask the AI about a company.
        </p>
      )}
    </div>
  );
}
