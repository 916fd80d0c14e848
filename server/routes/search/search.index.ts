import { createRouter } from '../../lib/create-app';
import * as handlers from './search.handlers';
import * as routes from './search.routes';

export const searchRouter = createRouter()
  .openapi(routes.search, handlers.search)
  .openapi(routes.searchStocks, handlers.searchStocks)
  .openapi(routes.searchFunds, handlers.searchFunds);
