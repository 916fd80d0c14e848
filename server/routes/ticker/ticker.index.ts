import { createRouter } from '../../lib/create-app';
import * as handlers from './ticker.handlers';
import * as routes from './ticker.routes';

export const tickerRouter = createRouter()
  .openapi(routes.getTickerInfo, handlers.getTickerInfo);
