/** Route definitions of the 'search' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  search200Response,
  searchFunds200Response,
  searchFundsQueryParams,
  searchQueryParams,
  searchStocks200Response,
  searchStocksQueryParams,
} from '../../../generated/zod/search/search.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonContent, signedIn } from '../../lib/openapi-route';

export const search = createRoute({
  operationId: 'search',
  tags: ['search'],
  method: 'get',
  path: '/search',
  summary: 'Search stocks and funds by symbol or name',
  security: signedIn,
  request: { query: searchQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(search200Response, 'Matches, best first.'),
    ...errorResponses(401, 422, 429, 500, 501),
  },
});

export const searchStocks = createRoute({
  operationId: 'searchStocks',
  tags: ['search'],
  method: 'get',
  path: '/search/stocks',
  summary: 'Search stocks only',
  security: signedIn,
  request: { query: searchStocksQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(searchStocks200Response, 'Matching stocks, exact symbol first.'),
    ...errorResponses(401, 422, 429, 500, 501),
  },
});

export const searchFunds = createRoute({
  operationId: 'searchFunds',
  tags: ['search'],
  method: 'get',
  path: '/search/funds',
  summary: 'Search ETFs and mutual funds only',
  security: signedIn,
  request: { query: searchFundsQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(searchFunds200Response, 'Matching funds, exact symbol first.'),
    ...errorResponses(401, 422, 429, 500, 501),
  },
});
