import { createRouter } from '../../lib/create-app';
import { invalidSymbolHook } from '../../lib/symbol-hook';
import * as handlers from './stocks.handlers';
import * as routes from './stocks.routes';

export const stocksRouter = createRouter()
  .openapi(routes.getStockPrice, handlers.getStockPrice, invalidSymbolHook('getPrice'))
  .openapi(routes.getStockPrices, handlers.getStockPrices)
  .openapi(routes.getStockChart, handlers.getStockChart)
  .openapi(routes.getIntradayChart, handlers.getIntradayChart);
