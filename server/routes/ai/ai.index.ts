import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './ai.routes';

export const aiRouter = createRouter()
  .openapi(routes.getAiHistory, notImplemented)
  .openapi(routes.askAi, notImplemented)
  .openapi(routes.getAiAnswer, notImplemented)
  .openapi(routes.deleteAiQuestion, notImplemented);
