import { Link, useLocation } from '@tanstack/react-router';
import { isAuthPath } from '../lib/auth-redirect';
import { useAuthProviders } from '../lib/auth';

/** One 'Login with {label}' button per sign-in provider; they remember the current page. */
export function LoginButtons() {
  const { providers, isLoading } = useAuthProviders();
  const location = useLocation();
  const here = `${location.pathname}${location.searchStr}`;
  const redirect = isAuthPath(location.pathname) ? undefined : here;

  if (isLoading) return <span className="muted">Loading...</span>;
  if (providers.length === 0) {
    return (
      <button type="button" className="button" disabled title="No sign-in provider is available right now">
        Login unavailable
      </button>
    );
  }
  return (
    <span className="login-buttons">
      {providers.map((provider) => (
        <Link key={provider.name} className="button" to="/login/$provider" params={{ provider: provider.name }} search={{ redirect }}>
          Login with {provider.label}
        </Link>
      ))}
    </span>
  );
}
