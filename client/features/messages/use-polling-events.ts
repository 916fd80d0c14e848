import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { MessageFilter } from './message-filters';
import { applyPollingEvent, parsePollingEvent, POLLING_MESSAGE_EVENT, type PollingMessageEvent } from './message-logic';
import { setCounts, updateListNowAndAfterFetch } from './message-store';

/** Calls `handle` with every recognised 'polling-message' window event while mounted. */
function usePollingMessages(handle: (event: PollingMessageEvent) => void): void {
  useEffect(() => {
    const onEvent = (event: Event) => {
      const parsed = parsePollingEvent((event as CustomEvent<unknown>).detail);
      if (parsed) handle(parsed);
    };
    window.addEventListener(POLLING_MESSAGE_EVENT, onEvent);
    return () => window.removeEventListener(POLLING_MESSAGE_EVENT, onEvent);
  }, [handle]);
}

/**
 * Applies realtime counts (messageCountsUpdate) to the tab counts and the header badge. The badge
 * mounts it, so counts arrive on every signed-in page, not only in the inbox.
 */
export function usePollingCounts(): void {
  const queryClient = useQueryClient();
  const handle = useCallback(
    (event: PollingMessageEvent) => {
      if (event.type === 'messageCountsUpdate') setCounts(queryClient, event.counts);
    },
    [queryClient],
  );
  usePollingMessages(handle);
}

/** Applies realtime message changes to the open tab (counts are the badge's, see usePollingCounts). */
export function usePollingEvents(filter: MessageFilter): void {
  const queryClient = useQueryClient();
  const handle = useCallback(
    (event: PollingMessageEvent) => {
      if (event.type !== 'messageCountsUpdate')
        updateListNowAndAfterFetch(queryClient, filter, (list) => applyPollingEvent(list, event, filter));
    },
    [queryClient, filter],
  );
  usePollingMessages(handle);
}
