import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './messages.routes';

export const messagesRouter = createRouter()
  .openapi(routes.listMessages, notImplemented)
  .openapi(routes.createMessage, notImplemented)
  .openapi(routes.getUnreadMessageCount, notImplemented)
  .openapi(routes.getMessageStats, notImplemented)
  .openapi(routes.markAllMessagesRead, notImplemented)
  .openapi(routes.archiveAllMessages, notImplemented)
  .openapi(routes.deleteArchivedMessages, notImplemented)
  .openapi(routes.getMessage, notImplemented)
  .openapi(routes.deleteMessage, notImplemented)
  .openapi(routes.markMessageRead, notImplemented)
  .openapi(routes.archiveMessage, notImplemented);
