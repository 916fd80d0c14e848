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
import type { Message, MessageList, MessageStats, UnreadCount } from '../../../generated/model';
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
    staleTime: 0,
  });
  const messages: Message[] = query.data?.pages.flatMap((page) => page.messages) ?? [];
  return { query, messages };
}

/** Rewrites a loaded tab through `change` (kept as one page so later offsets stay right). */
function updateLoadedList(queryClient: QueryClient, filter: MessageFilter, change: (list: Message[]) => Message[]): void {
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

/**
 * Rewrites a tab through `change` now and again when a fetch of it in flight lands: the server may
 * have answered that fetch before the change, and its rows would otherwise replace the changed
 * ones (a realtime event arriving while the tab loads or refetches). `change` must be idempotent.
 */
export function updateListNowAndAfterFetch(queryClient: QueryClient, filter: MessageFilter, change: (list: Message[]) => Message[]): void {
  updateLoadedList(queryClient, filter, change);
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey: messageListKey(filter), exact: true });
  if (query?.state.fetchStatus !== 'fetching') return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || (event.type !== 'updated' && event.type !== 'removed')) return;
    if (event.type === 'updated' && query.state.fetchStatus === 'fetching') return;
    unsubscribe();
    updateLoadedList(queryClient, filter, change);
  });
}

/** Sets the tab counts (when loaded) and the header badge's unread count. */
export function setCounts(queryClient: QueryClient, counts: TabCounts): void {
  queryClient.setQueryData<MessageStats>(getGetMessageStatsQueryKey(), (stats) => (stats ? { ...stats, ...counts } : stats));
  queryClient.setQueryData<UnreadCount>(getGetUnreadMessageCountQueryKey(), { unreadCount: counts.unread });
}

/** Refreshes the tab counts and the header badge. */
export function refreshCounts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetMessageStatsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetUnreadMessageCountQueryKey() }),
  ]);
}

const ALL_LISTS_KEY = ['infinite', getListMessagesQueryKey()[0]] as const;

/**
 * Drops every list fetch in flight. Invalidating does not do it for a tab's first fetch (React
 * Query joins a fetch that has no data yet instead of restarting it), so a fetch the server
 * answered before a change would land its stale rows after the change.
 */
function cancelListFetches(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ queryKey: ALL_LISTS_KEY });
}

/** Refetches every loaded tab from scratch. */
async function refreshLists(queryClient: QueryClient): Promise<unknown> {
  await cancelListFetches(queryClient);
  return queryClient.invalidateQueries({ queryKey: ALL_LISTS_KEY });
}

/**
 * A bulk change (read all, archive all, delete all archived): sends it, clears the open tab, then
 * refetches the lists and counts. Failures are only logged.
 */
export async function runBulkChange(
  queryClient: QueryClient,
  filter: MessageFilter,
  label: string,
  send: () => Promise<unknown>,
): Promise<void> {
  try {
    await send();
    await cancelListFetches(queryClient);
    updateLoadedList(queryClient, filter, () => []);
  } catch (error) {
    console.error(`${label} failed`, error);
  }
  await Promise.all([refreshLists(queryClient), refreshCounts(queryClient)]);
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
export async function removeMessage(queryClient: QueryClient, filter: MessageFilter, id: string, how: 'archive' | 'delete'): Promise<void> {
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
