/** Route definitions of the 'system' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  getFeatureFlags200Response,
  getHealth200Response,
  getHealth503Response,
} from '../../../generated/zod/system/system.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonContent, textContent } from '../../lib/openapi-route';

export const getHealth = createRoute({
  operationId: 'getHealth',
  tags: ['system'],
  method: 'get',
  path: '/health',
  summary: 'Whether the service and its database are up',
  responses: {
    [HttpStatus.OK]: jsonContent(getHealth200Response, 'Healthy.'),
    [HttpStatus.SERVICE_UNAVAILABLE]: jsonContent(getHealth503Response, 'The database does not answer.'),
    ...errorResponses(429, 500, 501),
  },
});

export const getOpenApiDocument = createRoute({
  operationId: 'getOpenApiDocument',
  tags: ['system'],
  method: 'get',
  path: '/openapi.yaml',
  summary: 'This document',
  responses: {
    [HttpStatus.OK]: textContent('application/yaml', 'The OpenAPI document the server implements.'),
    ...errorResponses(429, 500, 501),
  },
});

export const getFeatureFlags = createRoute({
  operationId: 'getFeatureFlags',
  tags: ['system'],
  method: 'get',
  path: '/feature-flags',
  summary: 'The feature flags that apply to the caller',
  responses: {
    [HttpStatus.OK]: jsonContent(getFeatureFlags200Response, 'The flags.'),
    ...errorResponses(429, 500, 501),
  },
});
