/** Route definitions of the 'screen' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  screenStocks200Response,
  screenStocksQueryParams,
} from '../../../generated/zod/screen/screen.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonContent, signedIn } from '../../lib/openapi-route';

export const screenStocks = createRoute({
  operationId: 'screenStocks',
  tags: ['screen'],
  method: 'get',
  path: '/screen',
  summary: 'Screen stocks by fundamentals',
  security: signedIn,
  request: { query: screenStocksQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(screenStocks200Response, 'A page of matching stocks.'),
    ...errorResponses(401, 422, 429, 500, 501),
  },
});
