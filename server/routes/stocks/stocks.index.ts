import { createRouter } from '../../lib/create-app';
import { notImplemented } from '../../lib/not-implemented';
import * as routes from './stocks.routes';

export const stocksRouter = createRouter()
  .openapi(routes.getStockPrice, notImplemented)
  .openapi(routes.getStockPrices, notImplemented)
  .openapi(routes.getStockChart, notImplemented)
  .openapi(routes.getIntradayChart, notImplemented);
