import { describe, expect, it } from 'vitest';
import {
  afterRemoval,
  applyPollingEvent,
  bulkActions,
  filterParams,
  matchesFilter,
  neighbours,
  parsePollingEvent,
  previewText,
  tabLabel,
} from './message-logic';
import { testMessage } from './test-message';

const a = testMessage('a');
const b = testMessage('b', { isRead: true });
const c = testMessage('c');

describe('tabs', () => {
  it('asks the server for the right slice', () => {
    expect(filterParams('all')).toEqual({});
    expect(filterParams('unread')).toEqual({ unreadOnly: true });
    expect(filterParams('archived')).toEqual({ archivedOnly: true });
  });

  it('matches messages to tabs', () => {
    const archived = testMessage('x', { isArchived: true });
    expect(matchesFilter(a, 'all')).toBe(true);
    expect(matchesFilter(b, 'unread')).toBe(false);
    expect(matchesFilter(archived, 'all')).toBe(false);
    expect(matchesFilter(archived, 'archived')).toBe(true);
  });

  it('shows counts in parentheses only above 0', () => {
    expect(tabLabel('All', 3)).toBe('All (3)');
    expect(tabLabel('Archived', 0)).toBe('Archived');
  });

  it('offers the bulk buttons of each tab', () => {
    expect(bulkActions('all', { all: 2, unread: 1, archived: 0 })).toEqual(['readAll', 'archiveAll']);
    expect(bulkActions('all', { all: 2, unread: 0, archived: 0 })).toEqual(['archiveAll']);
    expect(bulkActions('unread', { all: 2, unread: 1, archived: 0 })).toEqual(['readAll']);
    expect(bulkActions('archived', { all: 0, unread: 0, archived: 4 })).toEqual(['deleteAll']);
    expect(bulkActions('archived', { all: 3, unread: 1, archived: 0 })).toEqual([]);
  });
});

describe('previews and navigation', () => {
  it('cuts previews at 100 characters plus ...', () => {
    expect(previewText('x'.repeat(100))).toBe('x'.repeat(100));
    expect(previewText('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`);
  });

  it('finds previous and next, and where to go after archiving', () => {
    expect(neighbours([a, b, c], 'b')).toEqual({ previous: a, next: c });
    expect(neighbours([a, b, c], 'a').previous).toBeUndefined();
    expect(afterRemoval([a, b, c], 'b')).toBe('c');
    expect(afterRemoval([a, b, c], 'c')).toBe('b');
    expect(afterRemoval([a], 'a')).toBeUndefined();
  });
});

describe('polling-message events', () => {
  it('ignores malformed events', () => {
    expect(parsePollingEvent(null)).toBeUndefined();
    expect(parsePollingEvent({ type: 'messageRead' })).toBeUndefined();
    expect(parsePollingEvent({ type: 'other', messageId: 'a' })).toBeUndefined();
    expect(parsePollingEvent({ type: 'messageDeleted', messageId: 'a' })).toEqual({ type: 'messageDeleted', messageId: 'a' });
  });

  it('adds a new message only when it matches the tab', () => {
    const fresh = testMessage('n');
    expect(applyPollingEvent([a], { type: 'newMessage', message: fresh }, 'all').map((m) => m.id)).toEqual(['n', 'a']);
    expect(applyPollingEvent([a], { type: 'newMessage', message: fresh }, 'archived').map((m) => m.id)).toEqual(['a']);
    expect(applyPollingEvent([fresh], { type: 'newMessage', message: fresh }, 'all')).toHaveLength(1);
  });

  it('removes a read message from the unread tab, else marks it read', () => {
    expect(applyPollingEvent([a, c], { type: 'messageRead', messageId: 'a' }, 'unread').map((m) => m.id)).toEqual(['c']);
    expect(applyPollingEvent([a, c], { type: 'messageRead', messageId: 'a' }, 'all')[0]?.isRead).toBe(true);
  });

  it('removes deleted messages, and archived ones outside the archived tab', () => {
    expect(applyPollingEvent([a, c], { type: 'messageDeleted', messageId: 'c' }, 'all').map((m) => m.id)).toEqual(['a']);
    expect(applyPollingEvent([a, c], { type: 'messageArchived', messageId: 'a' }, 'all').map((m) => m.id)).toEqual(['c']);
    expect(applyPollingEvent([a], { type: 'messageArchived', messageId: 'a' }, 'archived')[0]?.isArchived).toBe(true);
  });
});
