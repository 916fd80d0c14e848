/**
 * The loaded inbox in the React Query cache: the infinite list of one tab, the counts, and the
 * changes (optimistic where the spec says so) that keep them right.
 */
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import {
  archiveMessage,
  deleteMessage,
  getGetMessageQueryKey,
  getGetMessageStatsQueryKey,
  getGetUnreadMessageCountQueryKey,
  getListMessagesQueryKey,
  listMessages,
  markMessageRead,
} from '../../../generated/client/messages/messages';
import type { Message, MessageList, MessageStats } from '../../../generated/model';
import type { MessageFilter } from './message-filters';
import { filterParams, MESSAGES_PAGE_SIZE, type TabCounts } from './message-logic';

type LoadedList = InfiniteData<MessageList, number>;

export function messageListKey(filter: MessageFilter) {
  return ['infinite', ...getListMessagesQueryKey({ ...filterParams(filter), limit: MESSAGES_PAGE_SIZE })] as const;
}

/** One tab's messages, 20 at a time. */
export function useMessageList(filter: MessageFilter) {
  const query = useInfiniteQuery({
    queryKey: messageListKey(filter),
    queryFn: ({ pageParam, signal }) =>
      listMessages({ ...filterParams(filter), limit: MESSAGES_PAGE_SIZE, offset: pageParam }, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.reduce((sum, page) => sum + page.messages.length, 0) : undefined),
    retry: false,
    staleTime: 0,
  });
  const messages: Message[] = query.data?.pages.flatMap((page) => page.messages) ?? [];
  return { query, messages };
}

/** Rewrites a loaded tab through `change` (kept as one page so later offsets stay right). */
export function updateLoadedList(queryClient: QueryClient, filter: MessageFilter, change: (list: Message[]) => Message[]): void {
  queryClient.setQueryData<LoadedList>(messageListKey(filter), (data) => {
    if (!data || data.pages.length === 0) return data;
    const list = change(data.pages.flatMap((page) => page.messages));
    const last = data.pages[data.pages.length - 1]!;
    return {
      pages: [{ ...last, messages: list }, ...data.pages.slice(1).map((page) => ({ ...page, messages: [] }))],
      pageParams: data.pageParams,
    };
  });
}

export function setCounts(queryClient: QueryClient, counts: TabCounts): void {
  queryClient.setQueryData<MessageStats>(getGetMessageStatsQueryKey(), (stats) => (stats ? { ...stats, ...counts } : stats));
}

/** Refreshes the tab counts and the header badge. */
export function refreshCounts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetMessageStatsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetUnreadMessageCountQueryKey() }),
  ]);
}

/** Refetches every loaded tab. */
export function refreshLists(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: ['infinite', getListMessagesQueryKey()[0]] });
}

function setDetail(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData(getGetMessageQueryKey(message.id), message);
}

/** Marks a message read at once; puts it back to unread if the server fails. */
export async function markRead(queryClient: QueryClient, filter: MessageFilter, message: Message): Promise<void> {
  if (message.isRead) return;
  const read = { ...message, isRead: true };
  setDetail(queryClient, read);
  updateLoadedList(queryClient, filter, (list) => list.map((item) => (item.id === message.id ? read : item)));
  try {
    setDetail(queryClient, await markMessageRead(message.id));
  } catch (error) {
    setDetail(queryClient, message);
    updateLoadedList(queryClient, filter, (list) => list.map((item) => (item.id === message.id ? message : item)));
    throw error;
  } finally {
    void refreshCounts(queryClient);
  }
}

/** Removes a message from the tab at once, then archives or deletes it; refetches on failure. */
export async function removeMessage(
  queryClient: QueryClient,
  filter: MessageFilter,
  id: string,
  how: 'archive' | 'delete',
): Promise<void> {
  updateLoadedList(queryClient, filter, (list) => list.filter((item) => item.id !== id));
  try {
    if (how === 'archive') setDetail(queryClient, await archiveMessage(id));
    else {
      await deleteMessage(id);
      queryClient.removeQueries({ queryKey: getGetMessageQueryKey(id) });
    }
  } catch (error) {
    void refreshLists(queryClient);
    throw error;
  } finally {
    void refreshCounts(queryClient);
  }
}
