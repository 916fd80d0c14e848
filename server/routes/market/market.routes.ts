/** Route definitions of the 'market' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  getMarketMovers200Response,
  listIndices200Response,
  listIndicesQueryParams,
} from '../../../generated/zod/market/market.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonContent } from '../../lib/openapi-route';

export const listIndices = createRoute({
  operationId: 'listIndices',
  tags: ['market'],
  method: 'get',
  path: '/indices',
  summary: 'Market index quotes',
  request: { query: listIndicesQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(listIndices200Response, 'The indexes.'),
    ...errorResponses(422, 429, 500, 501, 502),
  },
});

export const getMarketMovers = createRoute({
  operationId: 'getMarketMovers',
  tags: ['market'],
  method: 'get',
  path: '/market/movers',
  summary: 'Biggest gainers, biggest losers and most active stocks',
  responses: {
    [HttpStatus.OK]: jsonContent(getMarketMovers200Response, 'The three lists, 10 rows each at most.'),
    ...errorResponses(429, 500, 501, 502),
  },
});
