/**
 * The inbox rules that do not touch the screen: which messages a tab shows, previews, where to go
 * after archiving, and how 'polling-message' window events change a loaded list.
 */
import type { ListMessagesParams, Message, MessageStats } from '../../../generated/model';
import type { MessageFilter } from './message-filters';

export const MESSAGES_PAGE_SIZE = 20;
const PREVIEW_LENGTH = 100;
/** The window event that carries realtime inbox changes. */
export const POLLING_MESSAGE_EVENT = 'polling-message';

export function filterParams(filter: MessageFilter): ListMessagesParams {
  if (filter === 'unread') return { unreadOnly: true };
  if (filter === 'archived') return { archivedOnly: true };
  return {};
}

/** Whether a message belongs in a tab. */
export function matchesFilter(message: Message, filter: MessageFilter): boolean {
  if (filter === 'archived') return message.isArchived;
  if (message.isArchived) return false;
  return filter === 'all' || !message.isRead;
}

export function previewText(body: string): string {
  return body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH)}...` : body;
}

export const EMPTY_TEXT: Record<MessageFilter, string> = {
  all: 'No messages',
  unread: 'No unread messages',
  archived: 'No archived messages',
};

export interface TabCounts {
  all: number;
  unread: number;
  archived: number;
}

export function countsFromStats(stats: MessageStats | undefined): TabCounts {
  return { all: stats?.all ?? 0, unread: stats?.unread ?? 0, archived: stats?.archived ?? 0 };
}

/** 'All (3)'; no count in parentheses at 0. */
export function tabLabel(label: string, count: number): string {
  return count > 0 ? `${label} (${count})` : label;
}

export interface Neighbours {
  previous: Message | undefined;
  next: Message | undefined;
}

export function neighbours(list: readonly Message[], id: string): Neighbours {
  const index = list.findIndex((message) => message.id === id);
  if (index < 0) return { previous: undefined, next: undefined };
  return { previous: list[index - 1], next: list[index + 1] };
}

/** Where to go once a message leaves the list: the next one, else the previous, else the list. */
export function afterRemoval(list: readonly Message[], id: string): string | undefined {
  const { previous, next } = neighbours(list, id);
  return (next ?? previous)?.id;
}

/** The inbox's words for a failed load. */
export const messagesFailure = (message: string) => `Error loading messages: ${message}`;

/**
 * Bulk buttons per tab. READ ALL on All only while an unread non-archived message exists; DELETE
 * ALL only while the Archived tab has something to delete.
 */
export function bulkActions(filter: MessageFilter, counts: TabCounts): Array<'readAll' | 'archiveAll' | 'deleteAll'> {
  if (filter === 'unread') return ['readAll'];
  if (filter === 'archived') return counts.archived > 0 ? ['deleteAll'] : [];
  return counts.unread > 0 ? ['readAll', 'archiveAll'] : ['archiveAll'];
}

export type PollingMessageEvent =
  | { type: 'messageCountsUpdate'; counts: TabCounts }
  | { type: 'newMessage'; message: Message }
  | { type: 'messageRead'; messageId: string }
  | { type: 'messageDeleted'; messageId: string }
  | { type: 'messageArchived'; messageId: string };

/** Reads a window event's detail; anything unrecognised is ignored. */
export function parsePollingEvent(detail: unknown): PollingMessageEvent | undefined {
  if (!detail || typeof detail !== 'object') return undefined;
  const event = detail as Record<string, unknown>;
  switch (event.type) {
    case 'messageCountsUpdate':
      return event.counts && typeof event.counts === 'object' ? (event as unknown as PollingMessageEvent) : undefined;
    case 'newMessage':
      return event.message && typeof event.message === 'object' ? (event as unknown as PollingMessageEvent) : undefined;
    case 'messageRead':
    case 'messageDeleted':
    case 'messageArchived':
      return typeof event.messageId === 'string' ? (event as unknown as PollingMessageEvent) : undefined;
    default:
      return undefined;
  }
}

/** A loaded list after a realtime event (counts are handled by the caller). */
export function applyPollingEvent(list: readonly Message[], event: PollingMessageEvent, filter: MessageFilter): Message[] {
  switch (event.type) {
    case 'newMessage':
      if (!matchesFilter(event.message, filter) || list.some((m) => m.id === event.message.id)) return [...list];
      return [event.message, ...list];
    case 'messageRead':
      if (filter === 'unread') return list.filter((m) => m.id !== event.messageId);
      return list.map((m) => (m.id === event.messageId ? { ...m, isRead: true } : m));
    case 'messageDeleted':
      return list.filter((m) => m.id !== event.messageId);
    case 'messageArchived':
      if (filter === 'archived') return list.map((m) => (m.id === event.messageId ? { ...m, isArchived: true } : m));
      return list.filter((m) => m.id !== event.messageId);
    case 'messageCountsUpdate':
      return [...list];
  }
}

/** Sends a realtime inbox event to every listener in this window. */
export function dispatchPollingEvent(event: PollingMessageEvent): void {
  window.dispatchEvent(new CustomEvent(POLLING_MESSAGE_EVENT, { detail: event }));
}
