import { createRouter } from '../../lib/create-app';
import * as handlers from './messages.handlers';
import * as routes from './messages.routes';

export const messagesRouter = createRouter()
  .openapi(routes.listMessages, handlers.listMessages)
  .openapi(routes.createMessage, handlers.createMessage)
  .openapi(routes.getUnreadMessageCount, handlers.getUnreadMessageCount)
  .openapi(routes.getMessageStats, handlers.getMessageStats)
  .openapi(routes.markAllMessagesRead, handlers.markAllMessagesRead)
  .openapi(routes.archiveAllMessages, handlers.archiveAllMessages)
  .openapi(routes.deleteArchivedMessages, handlers.deleteArchivedMessages)
  .openapi(routes.getMessage, handlers.getMessage)
  .openapi(routes.deleteMessage, handlers.deleteMessage)
  .openapi(routes.markMessageRead, handlers.markMessageRead)
  .openapi(routes.archiveMessage, handlers.archiveMessage);
