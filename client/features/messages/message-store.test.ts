import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetMessageStatsQueryKey, getGetUnreadMessageCountQueryKey } from '../../../generated/client/messages/messages';
import type { Message, MessageList, MessageStats } from '../../../generated/model';
import { applyPollingEvent } from './message-logic';
import { messageListKey, runBulkChange, setCounts, updateListNowAndAfterFetch } from './message-store';
import { testMessage } from './test-message';

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
    answerStale(page([testMessage('a'), testMessage('b')]));
    await change;
    await expect.poll(() => loadedMessages(queryClient)).toEqual([]);
    expect(answers).toHaveLength(0);
    unsubscribe();
  });

  it('logs a failure and still refreshes', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(messageListKey('unread'), { pages: [page([testMessage('a')])], pageParams: [0] });
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

describe('updateListNowAndAfterFetch', () => {
  function listWithAnswers(queryClient: QueryClient, answers: Array<Promise<MessageList>>) {
    return new InfiniteQueryObserver(queryClient, {
      queryKey: messageListKey('unread'),
      queryFn: () => answers.shift()!,
      initialPageParam: 0,
      getNextPageParam: () => undefined,
    }).subscribe(() => undefined);
  }

  it('keeps a realtime change made while the tab refetches, whose answer predates it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answerStale: (list: MessageList) => void = () => undefined;
    const unsubscribe = listWithAnswers(queryClient, [
      Promise.resolve(page([testMessage('a')])),
      new Promise<MessageList>((resolve) => (answerStale = resolve)),
    ]);
    await expect.poll(() => loadedMessages(queryClient)).toEqual(['a']);

    void queryClient.refetchQueries({ queryKey: messageListKey('unread') });
    const pushed = { type: 'newMessage', message: testMessage('new') } as const;
    updateListNowAndAfterFetch(queryClient, 'unread', (list) => applyPollingEvent(list, pushed, 'unread'));
    expect(loadedMessages(queryClient)).toEqual(['new', 'a']);
    answerStale(page([testMessage('a')]));
    await expect.poll(() => queryClient.getQueryState(messageListKey('unread'))?.fetchStatus).toBe('idle');
    expect(loadedMessages(queryClient)).toEqual(['new', 'a']);
    unsubscribe();
  });

  it("applies a change made during the tab's first fetch once the rows arrive", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answer: (list: MessageList) => void = () => undefined;
    const unsubscribe = listWithAnswers(queryClient, [new Promise<MessageList>((resolve) => (answer = resolve))]);
    const deleted = { type: 'messageDeleted', messageId: 'a' } as const;
    updateListNowAndAfterFetch(queryClient, 'unread', (list) => applyPollingEvent(list, deleted, 'unread'));
    answer(page([testMessage('a'), testMessage('b')]));
    await expect.poll(() => loadedMessages(queryClient)).toEqual(['b']);
    unsubscribe();
  });
});

describe('setCounts', () => {
  it('sets the tab counts and the header badge count', () => {
    const queryClient = new QueryClient();
    const stats: MessageStats = {
      all: 1,
      unread: 1,
      archived: 0,
      totalMessages: 1,
      archivedMessages: 0,
      unreadMessages: 1,
      unreadNonArchivedMessages: 1,
    };
    queryClient.setQueryData(getGetMessageStatsQueryKey(), stats);
    setCounts(queryClient, { all: 7, unread: 5, archived: 2 });
    expect(queryClient.getQueryData(getGetMessageStatsQueryKey())).toMatchObject({ all: 7, unread: 5, archived: 2 });
    expect(queryClient.getQueryData(getGetUnreadMessageCountQueryKey())).toEqual({ unreadCount: 5 });
  });
});
