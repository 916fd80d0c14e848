import { createAiRouter } from '../../../generated/routes/ai.routes';
import * as handlers from './ai.handlers';

export const aiRouter = createAiRouter(handlers);
