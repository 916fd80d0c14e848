import { createRouter } from '../../lib/create-app';
import * as handlers from './conversations.handlers';
import * as routes from './conversations.routes';

export const conversationsRouter = createRouter()
  .openapi(routes.listConversations, handlers.listConversations)
  .openapi(routes.createConversation, handlers.createConversation)
  .openapi(routes.getConversation, handlers.getConversation)
  .openapi(routes.updateConversation, handlers.updateConversation)
  .openapi(routes.deleteConversation, handlers.deleteConversation)
  .openapi(routes.listConversationMessages, handlers.listConversationMessages)
  .openapi(routes.postConversationMessage, handlers.postConversationMessage)
  .openapi(routes.streamConversationMessage, handlers.streamConversationMessage);
