import { createRouter } from '../../lib/create-app';
import * as handlers from './market.handlers';
import * as routes from './market.routes';

export const marketRouter = createRouter()
  .openapi(routes.listIndices, handlers.listIndices)
  .openapi(routes.getMarketMovers, handlers.getMarketMovers);
