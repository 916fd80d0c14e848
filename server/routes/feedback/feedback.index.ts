import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './feedback.routes';

export const feedbackRouter = createRouter()
  .openapi(routes.submitFeedback, notImplemented);
