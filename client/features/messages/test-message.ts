import type { Message } from '../../../generated/model';

/** An unread normal-priority system message for unit tests, with `patch` on top. */
export function testMessage(id: string, patch: Partial<Message> = {}): Message {
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
    ...patch,
  };
}
