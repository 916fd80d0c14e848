/** Route definitions of the 'ticker' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  getTickerInfo200Response,
  getTickerInfoParams,
} from '../../../generated/zod/ticker/ticker.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonContent } from '../../lib/openapi-route';

export const getTickerInfo = createRoute({
  operationId: 'getTickerInfo',
  tags: ['ticker'],
  method: 'get',
  path: '/ticker/{symbol}',
  summary: 'What kind of security a ticker is and which page shows it',
  request: { params: getTickerInfoParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getTickerInfo200Response, 'The type and the page to open (/fund/X for ETFs and mutual funds, /stock/X otherwise).'),
    ...errorResponses(404, 422, 429, 500, 501),
  },
});
