import { HttpStatus } from '../../lib/http-status';
import { normalizeSymbol } from '../../http/symbol-hook';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/stocks.routes';

export const getStockPrice: AppRouteHandler<typeof routes.getStockPrice> = async (c) =>
  c.json(await c.get('services').stocks.price(normalizeSymbol(c.req.valid('param').symbol)), HttpStatus.OK);

export const getStockPrices: AppRouteHandler<typeof routes.getStockPrices> = async (c) =>
  c.json({ prices: await c.get('services').stocks.prices(c.req.valid('json').tickers) }, HttpStatus.OK);

export const getStockChart: AppRouteHandler<typeof routes.getStockChart> = async (c) => {
  const { startDate, endDate } = c.req.valid('query');
  return c.json(await c.get('services').stocks.dailyChart(normalizeSymbol(c.req.valid('param').symbol), startDate, endDate), HttpStatus.OK);
};

export const getIntradayChart: AppRouteHandler<typeof routes.getIntradayChart> = async (c) => {
  const { interval, startDate, endDate } = c.req.valid('query');
  const symbol = normalizeSymbol(c.req.valid('param').symbol);
  return c.json(await c.get('services').stocks.intradayChart(symbol, interval, startDate, endDate), HttpStatus.OK);
};
