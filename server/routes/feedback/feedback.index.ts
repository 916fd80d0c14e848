import { createFeedbackRouter } from '../../../generated/routes/feedback.routes';
import * as handlers from './feedback.handlers';

export const feedbackRouter = createFeedbackRouter(handlers);
