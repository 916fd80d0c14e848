import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './search.routes';

export const searchRouter = createRouter()
  .openapi(routes.search, notImplemented)
  .openapi(routes.searchStocks, notImplemented)
  .openapi(routes.searchFunds, notImplemented);
