import { createRouter } from '../../lib/create-app';
import * as handlers from './feedback.handlers';
import * as routes from './feedback.routes';

export const feedbackRouter = createRouter()
  .openapi(routes.submitFeedback, handlers.submitFeedback);
