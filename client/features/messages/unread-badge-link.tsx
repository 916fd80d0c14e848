import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { badgeText } from './unread-polling';
import { usePollingCounts } from './use-polling-events';
import { useUnreadCount } from './use-unread-count';

/** The header's Messages link with the unread count (99+ above 99). */
export function UnreadBadgeLink() {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const { count, boost } = useUnreadCount(linkRef);
  usePollingCounts();
  const text = badgeText(count);
  return (
    <Link ref={linkRef} to="/messages" className="messages-link" onMouseEnter={boost}>
      Messages
      {text && (
        <>
          <span className="unread-badge" data-testid="unread-badge">
            {text}
          </span>
          <span className="visually-hidden"> unread</span>
        </>
      )}
    </Link>
  );
}
