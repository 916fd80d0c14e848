import { createStocksRouter } from '../../../generated/routes/stocks.routes';
import { invalidSymbolHook } from '../../http/symbol-hook';
import * as handlers from './stocks.handlers';

export const stocksRouter = createStocksRouter(handlers, {
  getStockPrice: invalidSymbolHook('getPrice'),
});
