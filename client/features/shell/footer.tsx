import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLatestToast } from '../../lib/toasts';

/** `feedbackLink` is given only to signed-in users. */
export function Footer({ feedbackLink }: { feedbackLink?: ReactNode }) {
  const latest = useLatestToast();
  return (
    <footer className="site-footer">
      <nav className="footer-nav" aria-label="Footer">
        <Link to="/about">About</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/terms">Terms</Link>
        <a href="/api/docs">API</a>
        <Link to="/status">Status</Link>
        {feedbackLink}
      </nav>
      {/* The latest toast stays readable here; the viewport's toast region is what announces it. */}
      <div className="toast-line" data-testid="footer-toast">
        {latest && (
          <span className={`toast toast-${latest.type}`}>
            <span className="toast-type">[{latest.type.toUpperCase()}]</span> {latest.message}
          </span>
        )}
      </div>
      <p className="copyright muted">© {new Date().getFullYear()} Research Terminal. Not investment advice.</p>
    </footer>
  );
}
