import { Link } from '@tanstack/react-router';
import { dismissToast, toast, useLatestToast } from '../../lib/toasts';

export function Footer({ signedIn }: { signedIn: boolean }) {
  const latest = useLatestToast();
  return (
    <footer className="site-footer">
      <nav className="footer-nav" aria-label="Footer">
        <Link to="/about">About</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/terms">Terms</Link>
        {signedIn && (
          // Placeholder: the feedback issue opens its modal here.
          <button type="button" className="link-button" onClick={() => toast.info('Feedback form coming soon.')}>
            Submit Feedback
          </button>
        )}
      </nav>
      <div className="toast-line" role="status" aria-live="polite">
        {latest && (
          <span className={`toast toast-${latest.type}`}>
            <span className="toast-type">[{latest.type.toUpperCase()}]</span> {latest.message}
            <button
              type="button"
              className="link-button toast-dismiss"
              aria-label="Dismiss notification"
              onClick={() => dismissToast(latest.id)}
            >
              ×
            </button>
          </span>
        )}
      </div>
      <p className="copyright muted">
        © {new Date().getFullYear()} Research Terminal. Not investment advice.
      </p>
    </footer>
  );
}
