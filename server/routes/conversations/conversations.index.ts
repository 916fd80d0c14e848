import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './conversations.routes';

export const conversationsRouter = createRouter()
  .openapi(routes.listConversations, notImplemented)
  .openapi(routes.createConversation, notImplemented)
  .openapi(routes.getConversation, notImplemented)
  .openapi(routes.updateConversation, notImplemented)
  .openapi(routes.deleteConversation, notImplemented)
  .openapi(routes.listConversationMessages, notImplemented)
  .openapi(routes.postConversationMessage, notImplemented)
  .openapi(routes.streamConversationMessage, notImplemented);
