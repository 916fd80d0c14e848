/** Route definitions of the 'auth' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  finishLoginParams,
  finishLoginQueryParams,
  getMe200Response,
  listAuthProviders200Response,
  startLoginParams,
  startLoginQueryParams,
} from '../../../generated/zod/auth/auth.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonContent, signedIn } from '../../lib/openapi-route';

export const listAuthProviders = createRoute({
  operationId: 'listAuthProviders',
  tags: ['auth'],
  method: 'get',
  path: '/auth/providers',
  summary: 'List the configured sign-in providers',
  responses: {
    [HttpStatus.OK]: jsonContent(listAuthProviders200Response, 'The providers, in configuration order.'),
    ...errorResponses(429, 500, 501),
  },
});

export const startLogin = createRoute({
  operationId: 'startLogin',
  tags: ['auth'],
  method: 'get',
  path: '/auth/login/{provider}',
  summary: 'Start signing in with a provider',
  request: { params: startLoginParams, query: startLoginQueryParams },
  responses: {
    [HttpStatus.FOUND]: { description: 'Redirect to the identity provider.' },
    ...errorResponses(404, 422, 429, 500, 501),
  },
});

export const finishLogin = createRoute({
  operationId: 'finishLogin',
  tags: ['auth'],
  method: 'get',
  path: '/auth/callback/{provider}',
  summary: 'Finish signing in (the provider\'s redirect target)',
  request: { params: finishLoginParams, query: finishLoginQueryParams },
  responses: {
    [HttpStatus.FOUND]: { description: 'Signed in; redirect to the stored address.' },
    ...errorResponses(400, 404, 422, 429, 500, 501),
  },
});

export const logout = createRoute({
  operationId: 'logout',
  tags: ['auth'],
  method: 'post',
  path: '/auth/logout',
  summary: 'Sign out',
  responses: {
    [HttpStatus.NO_CONTENT]: { description: 'Signed out.' },
    ...errorResponses(403, 429, 500, 501),
  },
});

export const getMe = createRoute({
  operationId: 'getMe',
  tags: ['auth'],
  method: 'get',
  path: '/auth/me',
  summary: 'The signed-in user',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(getMe200Response, 'The current user.'),
    ...errorResponses(401, 429, 500, 501),
  },
});
