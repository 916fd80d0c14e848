/** Route definitions of the 'ai' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  askAi200Response,
  askAi202Response,
  askAiBody,
  deleteAiQuestionParams,
  getAiAnswer200Response,
  getAiAnswerParams,
  getAiHistory200Response,
  getAiHistoryQueryParams,
} from '../../../generated/zod/ai/ai.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonBody, jsonContent, signedIn } from '../../lib/openapi-route';

export const getAiHistory = createRoute({
  operationId: 'getAiHistory',
  tags: ['ai'],
  method: 'get',
  path: '/ai/history',
  summary: 'The user\'s questions and answers, newest first',
  security: signedIn,
  request: { query: getAiHistoryQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getAiHistory200Response, 'The history.'),
    ...errorResponses(401, 422, 429, 500, 501),
  },
});

export const askAi = createRoute({
  operationId: 'askAi',
  tags: ['ai'],
  method: 'post',
  path: '/ai/ask',
  summary: 'Ask a question about a ticker, or refresh an earlier answer',
  security: signedIn,
  request: { body: jsonBody(askAiBody, true) },
  responses: {
    [HttpStatus.OK]: jsonContent(askAi200Response, 'Answered.'),
    [HttpStatus.ACCEPTED]: jsonContent(askAi202Response, 'Accepted; still processing.'),
    ...errorResponses(401, 403, 404, 422, 429, 500, 501, 502),
  },
});

export const getAiAnswer = createRoute({
  operationId: 'getAiAnswer',
  tags: ['ai'],
  method: 'get',
  path: '/ai/ask/{id}',
  summary: 'One question and its answer',
  security: signedIn,
  request: { params: getAiAnswerParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getAiAnswer200Response, 'The entry.'),
    ...errorResponses(401, 404, 422, 429, 500, 501),
  },
});

export const deleteAiQuestion = createRoute({
  operationId: 'deleteAiQuestion',
  tags: ['ai'],
  method: 'delete',
  path: '/ai/ask/{id}',
  summary: 'Delete a question and its answer',
  security: signedIn,
  request: { params: deleteAiQuestionParams },
  responses: {
    [HttpStatus.NO_CONTENT]: { description: 'Deleted.' },
    ...errorResponses(401, 403, 404, 422, 429, 500, 501),
  },
});
