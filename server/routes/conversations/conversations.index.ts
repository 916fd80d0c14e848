import { createConversationsRouter } from '../../../generated/routes/conversations.routes';
import * as handlers from './conversations.handlers';

export const conversationsRouter = createConversationsRouter(handlers);
