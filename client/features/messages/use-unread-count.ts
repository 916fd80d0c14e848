import { type RefObject, useCallback, useEffect, useState } from 'react';
import { useGetUnreadMessageCount } from '../../../generated/client/messages/messages';
import { useAuth } from '../../lib/auth';
import { FAST_POLL_WINDOW_MS, pollInterval, shouldPoll } from './unread-polling';

/** Whether the tab is visible, the window focused and `target` in the viewport. */
function usePageAttention(target: RefObject<HTMLElement | null>) {
  // On the server (no document) the page counts as seen; only polling depends on it.
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || document.visibilityState === 'visible');
  const [focused, setFocused] = useState(() => typeof document === 'undefined' || document.hasFocus());
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState === 'visible');
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, []);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  return { visible, focused, onScreen };
}

/**
 * The unread count for the header badge. Polls only when signed in, visible, focused and on
 * screen: every 30 s, or every 10 s for 60 s after the window gains focus or the link is hovered.
 * Failures are silent (the last count stays); signed out it is 0.
 */
export function useUnreadCount(linkRef: RefObject<HTMLElement | null>): { count: number; boost: () => void } {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const attention = usePageAttention(linkRef);
  const [fastUntil, setFastUntil] = useState(0);
  const query = useGetUnreadMessageCount({
    query: { enabled: signedIn, retry: false, staleTime: 0, refetchOnWindowFocus: false },
  });
  const { refetch, dataUpdatedAt, errorUpdatedAt } = query;
  const polling = shouldPoll({ signedIn, ...attention });

  const boost = useCallback(() => setFastUntil(Date.now() + FAST_POLL_WINDOW_MS), []);

  useEffect(() => {
    window.addEventListener('focus', boost);
    return () => window.removeEventListener('focus', boost);
  }, [boost]);

  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => void refetch(), pollInterval(Date.now(), fastUntil));
    return () => clearTimeout(timer);
  }, [polling, fastUntil, refetch, dataUpdatedAt, errorUpdatedAt]);

  return { count: signedIn ? (query.data?.unreadCount ?? 0) : 0, boost };
}
