/** Route definitions of the 'news' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  listLatestNews200Response,
  listLatestNewsQueryParams,
} from '../../../generated/zod/news/news.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonContent } from '../../lib/openapi-route';

export const listLatestNews = createRoute({
  operationId: 'listLatestNews',
  tags: ['news'],
  method: 'get',
  path: '/news/latest',
  summary: 'The latest market news, newest first',
  request: { query: listLatestNewsQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(listLatestNews200Response, 'A page of news.'),
    ...errorResponses(422, 429, 500, 501),
  },
});
