import { createRouter } from '../../lib/create-app';
import * as handlers from './ai.handlers';
import * as routes from './ai.routes';

export const aiRouter = createRouter()
  .openapi(routes.getAiHistory, handlers.getAiHistory)
  .openapi(routes.askAi, handlers.askAi)
  .openapi(routes.getAiAnswer, handlers.getAiAnswer)
  .openapi(routes.deleteAiQuestion, handlers.deleteAiQuestion);
