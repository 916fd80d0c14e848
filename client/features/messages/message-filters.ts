export const MESSAGE_FILTERS = ['all', 'unread', 'archived'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export function isMessageFilter(value: unknown): value is MessageFilter {
  return typeof value === 'string' && (MESSAGE_FILTERS as readonly string[]).includes(value);
}

export const MESSAGE_FILTER_LABELS: Record<MessageFilter, string> = {
  all: 'All',
  unread: 'Unread',
  archived: 'Archived',
};
