import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoginButtons } from '../../components/login-buttons';
import { displayName } from '../../lib/display-name';
import type { AuthState } from '../../lib/auth';
import { LogoutButton } from './logout-button';

interface HeaderProps {
  auth: AuthState;
  search?: ReactNode;
  messagesLink?: ReactNode;
}

export function Header({ auth, search, messagesLink }: HeaderProps) {
  return (
    <header className="site-header">
      <Link to="/" className="logo" aria-label="Research Terminal home">
        <span aria-hidden="true">&gt;</span> RESEARCH TERMINAL
      </Link>
      {auth.status === 'loading' && (
        <p className="muted header-status" role="status">
          Loading...
        </p>
      )}
      {auth.status === 'anonymous' && (
        <div className="header-actions">
          <LoginButtons />
        </div>
      )}
      {auth.status === 'authenticated' && (
        <div className="header-actions">
          <nav className="header-nav" aria-label="Main">
            <Link to="/screen">Screen Stocks</Link>
            <Link to="/favorites">Favorites</Link>
          </nav>
          <search className="header-search-region">{search}</search>
          <nav className="header-nav" aria-label="Account">
            {messagesLink ?? <Link to="/messages">Messages</Link>}
            <Link to="/profile">{`${displayName(auth.user)}'s Profile`}</Link>
            <LogoutButton />
          </nav>
        </div>
      )}
    </header>
  );
}
