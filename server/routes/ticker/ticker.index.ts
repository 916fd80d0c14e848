import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './ticker.routes';

export const tickerRouter = createRouter()
  .openapi(routes.getTickerInfo, notImplemented);
