/** The in-app inbox. */
import type { MessageFilter } from '../../db/repositories/message.repository';
import * as inbox from '../messages.service';
import type { Page, ServiceContext } from './service-context';

export function inboxServices(context: ServiceContext) {
  const { db, now } = context;
  return {
    messages: {
      list: (userId: string, filter: MessageFilter, page: Page) => inbox.listMessages(db, userId, filter, page),
      get: (userId: string, id: string) => inbox.getMessage(db, userId, id),
      create: (userId: string, input: inbox.NewInboxMessage) => inbox.createMessage(db, userId, input, now()),
      unreadCount: (userId: string) => inbox.getUnreadCount(db, userId),
      stats: (userId: string) => inbox.getMessageStats(db, userId),
      markRead: (userId: string, id: string) => inbox.markRead(db, userId, id, now()),
      archive: (userId: string, id: string) => inbox.archive(db, userId, id, now()),
      remove: (userId: string, id: string) => inbox.deleteMessage(db, userId, id),
      markAllRead: (userId: string) => inbox.markAllRead(db, userId, now()),
      archiveAll: (userId: string) => inbox.archiveAll(db, userId, now()),
      deleteArchived: (userId: string) => inbox.deleteArchived(db, userId),
    },
  };
}
