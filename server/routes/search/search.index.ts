import { createSearchRouter } from '../../../generated/routes/search.routes';
import * as handlers from './search.handlers';

export const searchRouter = createSearchRouter(handlers);
