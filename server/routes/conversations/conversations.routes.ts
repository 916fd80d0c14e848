/** Route definitions of the 'conversations' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  createConversation201Response,
  createConversationBody,
  deleteConversationParams,
  getConversation200Response,
  getConversationParams,
  listConversationMessages200Response,
  listConversationMessagesParams,
  listConversationMessagesQueryParams,
  listConversations200Response,
  listConversationsQueryParams,
  postConversationMessage201Response,
  postConversationMessageBody,
  postConversationMessageParams,
  streamConversationMessageBody,
  streamConversationMessageParams,
  updateConversation200Response,
  updateConversationBody,
  updateConversationParams,
} from '../../../generated/zod/conversations/conversations.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonBody, jsonContent, signedIn, textContent } from '../../lib/openapi-route';

export const listConversations = createRoute({
  operationId: 'listConversations',
  tags: ['conversations'],
  method: 'get',
  path: '/conversations',
  summary: 'The user\'s conversations, most recently updated first',
  security: signedIn,
  request: { query: listConversationsQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(listConversations200Response, 'A page of conversations.'),
    ...errorResponses(401, 422, 429, 500, 501),
  },
});

export const createConversation = createRoute({
  operationId: 'createConversation',
  tags: ['conversations'],
  method: 'post',
  path: '/conversations',
  summary: 'Start a conversation with its first message',
  security: signedIn,
  request: { body: jsonBody(createConversationBody, true) },
  responses: {
    [HttpStatus.CREATED]: jsonContent(createConversation201Response, 'The conversation with the first message and the assistant\'s reply.'),
    ...errorResponses(401, 403, 422, 429, 500, 501, 502),
  },
});

export const getConversation = createRoute({
  operationId: 'getConversation',
  tags: ['conversations'],
  method: 'get',
  path: '/conversations/{id}',
  summary: 'One conversation',
  security: signedIn,
  request: { params: getConversationParams },
  responses: {
    [HttpStatus.OK]: jsonContent(getConversation200Response, 'The conversation.'),
    ...errorResponses(401, 404, 422, 429, 500, 501),
  },
});

export const updateConversation = createRoute({
  operationId: 'updateConversation',
  tags: ['conversations'],
  method: 'patch',
  path: '/conversations/{id}',
  summary: 'Rename or archive a conversation',
  security: signedIn,
  request: { params: updateConversationParams, body: jsonBody(updateConversationBody, true) },
  responses: {
    [HttpStatus.OK]: jsonContent(updateConversation200Response, 'The conversation after the change.'),
    ...errorResponses(401, 403, 404, 422, 429, 500, 501),
  },
});

export const deleteConversation = createRoute({
  operationId: 'deleteConversation',
  tags: ['conversations'],
  method: 'delete',
  path: '/conversations/{id}',
  summary: 'Delete a conversation and its messages',
  security: signedIn,
  request: { params: deleteConversationParams },
  responses: {
    [HttpStatus.NO_CONTENT]: { description: 'Deleted.' },
    ...errorResponses(401, 403, 404, 422, 429, 500, 501),
  },
});

export const listConversationMessages = createRoute({
  operationId: 'listConversationMessages',
  tags: ['conversations'],
  method: 'get',
  path: '/conversations/{id}/messages',
  summary: 'A conversation\'s messages, oldest first',
  security: signedIn,
  request: { params: listConversationMessagesParams, query: listConversationMessagesQueryParams },
  responses: {
    [HttpStatus.OK]: jsonContent(listConversationMessages200Response, 'The messages.'),
    ...errorResponses(401, 404, 422, 429, 500, 501),
  },
});

export const postConversationMessage = createRoute({
  operationId: 'postConversationMessage',
  tags: ['conversations'],
  method: 'post',
  path: '/conversations/{id}/messages',
  summary: 'Send a message and get the assistant\'s reply',
  security: signedIn,
  request: { params: postConversationMessageParams, body: jsonBody(postConversationMessageBody, true) },
  responses: {
    [HttpStatus.CREATED]: jsonContent(postConversationMessage201Response, 'The user\'s message and the assistant\'s reply.'),
    ...errorResponses(401, 403, 404, 422, 429, 500, 501, 502),
  },
});

export const streamConversationMessage = createRoute({
  operationId: 'streamConversationMessage',
  tags: ['conversations'],
  method: 'post',
  path: '/conversations/{id}/messages/stream',
  summary: 'Send a message and stream the assistant\'s reply (server-sent events)',
  security: signedIn,
  request: { params: streamConversationMessageParams, body: jsonBody(streamConversationMessageBody, true) },
  responses: {
    [HttpStatus.OK]: textContent('text/event-stream', 'An event stream.'),
    ...errorResponses(401, 403, 404, 422, 429, 500, 501),
  },
});
