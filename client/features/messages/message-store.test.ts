import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetMessageStatsQueryKey, getGetUnreadMessageCountQueryKey } from '../../../generated/client/messages/messages';
import type { Message, MessageList, MessageStats } from '../../../generated/model';
import { messageListKey, runBulkChange, setCounts } from './message-store';

function message(id: string): Message {
  return {
    id,
    subject: `Subject ${id}`,
    body: 'Body',
    priority: 'normal',
    senderType: 'system',
    isRead: false,
    isArchived: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    relatedLink: null,
  };
}

const page = (messages: Message[]): MessageList => ({ messages, total: messages.length, hasMore: false });

function loadedMessages(queryClient: QueryClient): string[] | undefined {
  const data = queryClient.getQueryData<{ pages: MessageList[] }>(messageListKey('unread'));
  return data?.pages.flatMap((item) => item.messages.map((m) => m.id));
}

describe('runBulkChange', () => {
  it('does not let a first list fetch answered before the change land its stale rows', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answerStale: (list: MessageList) => void = () => undefined;
    const answers = [new Promise<MessageList>((resolve) => (answerStale = resolve)), Promise.resolve(page([]))];
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: messageListKey('unread'),
      queryFn: () => answers.shift()!,
      initialPageParam: 0,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => undefined);

    // READ ALL clicked while the tab's first fetch is on its way back; the server read the rows
    // before the change, and the answer arrives only after the change has been acknowledged.
    const change = runBulkChange(queryClient, 'unread', 'READ ALL', () => Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
    answerStale(page([message('a'), message('b')]));
    await change;
    await expect.poll(() => loadedMessages(queryClient)).toEqual([]);
    expect(answers).toHaveLength(0);
    unsubscribe();
  });

  it('logs a failure and still refreshes', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(messageListKey('unread'), { pages: [page([message('a')])], pageParams: [0] });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      await runBulkChange(queryClient, 'unread', 'READ ALL', () => Promise.reject(new Error('boom')));
    } finally {
      console.error = original;
    }
    expect(errors).toEqual(['READ ALL failed']);
    expect(loadedMessages(queryClient)).toEqual(['a']);
  });
});

describe('setCounts', () => {
  it('sets the tab counts and the header badge count', () => {
    const queryClient = new QueryClient();
    const stats: MessageStats = {
      all: 1, unread: 1, archived: 0, totalMessages: 1, archivedMessages: 0, unreadMessages: 1, unreadNonArchivedMessages: 1,
    };
    queryClient.setQueryData(getGetMessageStatsQueryKey(), stats);
    setCounts(queryClient, { all: 7, unread: 5, archived: 2 });
    expect(queryClient.getQueryData(getGetMessageStatsQueryKey())).toMatchObject({ all: 7, unread: 5, archived: 2 });
    expect(queryClient.getQueryData(getGetUnreadMessageCountQueryKey())).toEqual({ unreadCount: 5 });
  });
});
