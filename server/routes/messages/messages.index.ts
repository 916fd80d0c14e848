import { createMessagesRouter } from '../../../generated/routes/messages.routes';
import { messageHooks } from './messages.hooks';
import * as handlers from './messages.handlers';

export const messagesRouter = createMessagesRouter(handlers, messageHooks);
