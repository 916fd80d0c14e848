/** Route definitions of the 'messages' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute, z } from '@hono/zod-openapi';
import {
  archiveAllMessages200Response,
  archiveMessage200Response,
  createMessage201Response,
  createMessageBody,
  deleteArchivedMessages200Response,
  getMessage200Response,
  getMessageStats200Response,
  getUnreadMessageCount200Response,
  listMessages200Response,
  listMessagesQueryParams,
  markAllMessagesRead200Response,
  markMessageRead200Response,
} from '../../../generated/zod/messages/messages.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonBody, jsonContent, signedIn, withBooleanQuery } from '../../lib/openapi-route';

/** Subject and body are required after trimming, with the spec's messages (section 5). */
const newMessageBody = createMessageBody.extend({
  subject: z.string().trim().min(1, 'Subject is required').max(createMessageBody.shape.subject.maxLength ?? 200),
  body: z.string().trim().min(1, 'Body is required').max(createMessageBody.shape.body.maxLength ?? 10_000),
});

/** A message id is required ('Message ID is required') and is a UUID. */
const messageIdParams = z.object({
  id: z.string().trim().min(1, 'Message ID is required').pipe(z.uuid('Message ID must be a UUID')),
});

export const listMessages = createRoute({
  operationId: 'listMessages',
  tags: ['messages'],
  method: 'get',
  path: '/messages',
  summary: 'The user\'s messages, newest first',
  security: signedIn,
  request: { query: withBooleanQuery(listMessagesQueryParams) },
  responses: {
    [HttpStatus.OK]: jsonContent(listMessages200Response, 'A page of messages.'),
    ...errorResponses(401, 422, 429, 500, 501),
  },
});

export const createMessage = createRoute({
  operationId: 'createMessage',
  tags: ['messages'],
  method: 'post',
  path: '/messages',
  summary: 'Put a message in the user\'s own inbox',
  security: signedIn,
  request: { body: jsonBody(newMessageBody, true) },
  responses: {
    [HttpStatus.CREATED]: jsonContent(createMessage201Response, 'Created.'),
    ...errorResponses(401, 403, 422, 429, 500, 501),
  },
});

export const getUnreadMessageCount = createRoute({
  operationId: 'getUnreadMessageCount',
  tags: ['messages'],
  method: 'get',
  path: '/messages/unread/count',
  summary: 'How many non-archived messages are unread',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(getUnreadMessageCount200Response, 'The count.'),
    ...errorResponses(401, 429, 500, 501),
  },
});

export const getMessageStats = createRoute({
  operationId: 'getMessageStats',
  tags: ['messages'],
  method: 'get',
  path: '/messages/stats',
  summary: 'Message counts for the inbox tabs',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(getMessageStats200Response, 'The counts.'),
    ...errorResponses(401, 429, 500, 501),
  },
});

export const markAllMessagesRead = createRoute({
  operationId: 'markAllMessagesRead',
  tags: ['messages'],
  method: 'put',
  path: '/messages/read-all',
  summary: 'Mark every non-archived message read',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(markAllMessagesRead200Response, 'How many changed.'),
    ...errorResponses(401, 403, 429, 500, 501),
  },
});

export const archiveAllMessages = createRoute({
  operationId: 'archiveAllMessages',
  tags: ['messages'],
  method: 'put',
  path: '/messages/archive-all',
  summary: 'Archive every non-archived message',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(archiveAllMessages200Response, 'How many changed.'),
    ...errorResponses(401, 403, 429, 500, 501),
  },
});

export const deleteArchivedMessages = createRoute({
  operationId: 'deleteArchivedMessages',
  tags: ['messages'],
  method: 'delete',
  path: '/messages/archived',
  summary: 'Delete every archived message',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(deleteArchivedMessages200Response, 'How many were deleted.'),
    ...errorResponses(401, 403, 429, 500, 501),
  },
});

export const getMessage = createRoute({
  operationId: 'getMessage',
  tags: ['messages'],
  method: 'get',
  path: '/messages/{id}',
  summary: 'One message',
  security: signedIn,
  request: { params: messageIdParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getMessage200Response, 'The message.'),
    ...errorResponses(401, 404, 422, 429, 500, 501),
  },
});

export const deleteMessage = createRoute({
  operationId: 'deleteMessage',
  tags: ['messages'],
  method: 'delete',
  path: '/messages/{id}',
  summary: 'Delete a message',
  security: signedIn,
  request: { params: messageIdParams },
  responses: {
    [HttpStatus.NO_CONTENT]: { description: 'Deleted.' },
    ...errorResponses(401, 403, 404, 422, 429, 500, 501),
  },
});

export const markMessageRead = createRoute({
  operationId: 'markMessageRead',
  tags: ['messages'],
  method: 'put',
  path: '/messages/{id}/read',
  summary: 'Mark a message read',
  security: signedIn,
  request: { params: messageIdParams },
  responses: {
    [HttpStatus.OK]: jsonContent(markMessageRead200Response, 'The message after the change.'),
    ...errorResponses(401, 403, 404, 422, 429, 500, 501),
  },
});

export const archiveMessage = createRoute({
  operationId: 'archiveMessage',
  tags: ['messages'],
  method: 'put',
  path: '/messages/{id}/archive',
  summary: 'Archive a message',
  security: signedIn,
  request: { params: messageIdParams },
  responses: {
    [HttpStatus.OK]: jsonContent(archiveMessage200Response, 'The message after the change.'),
    ...errorResponses(401, 403, 404, 422, 429, 500, 501),
  },
});
