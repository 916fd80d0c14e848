import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './market.routes';

export const marketRouter = createRouter()
  .openapi(routes.listIndices, notImplemented)
  .openapi(routes.getMarketMovers, notImplemented);
