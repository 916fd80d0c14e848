/** Route definitions of the 'stocks' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  getIntradayChart200Response,
  getIntradayChartParams,
  getIntradayChartQueryParams,
  getStockChart200Response,
  getStockChartParams,
  getStockChartQueryParams,
  getStockPrice200Response,
  getStockPriceParams,
  getStockPrices200Response,
  getStockPricesBody,
} from '../../../generated/zod/stocks/stocks.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi-route';

export const getStockPrice = createRoute({
  operationId: 'getStockPrice',
  tags: ['stocks'],
  method: 'get',
  path: '/stocks/{symbol}/price',
  summary: 'The latest price of a security',
  request: { params: getStockPriceParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getStockPrice200Response, 'The price.'),
    ...errorResponses(404, 422, 429, 500, 501, 502),
  },
});

export const getStockPrices = createRoute({
  operationId: 'getStockPrices',
  tags: ['stocks'],
  method: 'post',
  path: '/stocks/prices',
  summary: 'The latest prices of several securities',
  request: { body: jsonBody(getStockPricesBody, true) },
  responses: {
    [HttpStatus.OK]: jsonContent(getStockPrices200Response, 'The prices, in request order.'),
    ...errorResponses(422, 429, 500, 501, 502),
  },
});

export const getStockChart = createRoute({
  operationId: 'getStockChart',
  tags: ['stocks'],
  method: 'get',
  path: '/stocks/{symbol}/chart',
  summary: 'Daily closing prices between two dates',
  request: { params: getStockChartParams, query: getStockChartQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getStockChart200Response, 'Price points, oldest first.'),
    ...errorResponses(404, 422, 429, 500, 501, 502),
  },
});

export const getIntradayChart = createRoute({
  operationId: 'getIntradayChart',
  tags: ['stocks'],
  method: 'get',
  path: '/stocks/{symbol}/chart/intraday',
  summary: 'Intraday bars between two dates (1 minute for 1D, 15 minutes for 2D)',
  request: { params: getIntradayChartParams, query: getIntradayChartQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getIntradayChart200Response, 'Price points, oldest first; empty on days without trading.'),
    ...errorResponses(404, 422, 429, 500, 501, 502),
  },
});
