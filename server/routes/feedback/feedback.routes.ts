/** Route definitions of the 'feedback' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  submitFeedback201Response,
  submitFeedbackBody,
} from '../../../generated/zod/feedback/feedback.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonBody, jsonContent, signedIn } from '../../lib/openapi-route';

export const submitFeedback = createRoute({
  operationId: 'submitFeedback',
  tags: ['feedback'],
  method: 'post',
  path: '/feedback',
  summary: 'Send feedback about the product',
  security: signedIn,
  request: { body: jsonBody(submitFeedbackBody, true) },
  responses: {
    [HttpStatus.CREATED]: jsonContent(submitFeedback201Response, 'Stored with the user.'),
    ...errorResponses(401, 403, 422, 429, 500, 501),
  },
});
