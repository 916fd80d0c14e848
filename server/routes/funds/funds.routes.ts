/** Route definitions of the 'funds' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  getFund200Response,
  getFundParams,
  listFunds200Response,
  listFundsQueryParams,
} from '../../../generated/zod/funds/funds.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonContent } from '../../lib/openapi-route';

export const listFunds = createRoute({
  operationId: 'listFunds',
  tags: ['funds'],
  method: 'get',
  path: '/funds',
  summary: 'List ETFs and mutual funds',
  request: { query: listFundsQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(listFunds200Response, 'A page of funds.'),
    ...errorResponses(422, 429, 500, 501),
  },
});

export const getFund = createRoute({
  operationId: 'getFund',
  tags: ['funds'],
  method: 'get',
  path: '/funds/{symbol}',
  summary: 'A fund\'s information, holdings and allocations',
  request: { params: getFundParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getFund200Response, 'The fund.'),
    ...errorResponses(404, 422, 429, 500, 501, 502),
  },
});
