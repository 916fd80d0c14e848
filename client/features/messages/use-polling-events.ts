import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MessageFilter } from './message-filters';
import { applyPollingEvent, parsePollingEvent, POLLING_MESSAGE_EVENT } from './message-logic';
import { setCounts, updateLoadedList } from './message-store';

/** Applies realtime 'polling-message' window events to the open tab and the counts. */
export function usePollingEvents(filter: MessageFilter): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onEvent = (event: Event) => {
      const parsed = parsePollingEvent((event as CustomEvent<unknown>).detail);
      if (!parsed) return;
      if (parsed.type === 'messageCountsUpdate') setCounts(queryClient, parsed.counts);
      else updateLoadedList(queryClient, filter, (list) => applyPollingEvent(list, parsed, filter));
    };
    window.addEventListener(POLLING_MESSAGE_EVENT, onEvent);
    return () => window.removeEventListener(POLLING_MESSAGE_EVENT, onEvent);
  }, [queryClient, filter]);
}
