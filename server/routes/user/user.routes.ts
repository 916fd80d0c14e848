/** Route definitions of the 'user' tag, built from the zod schemas generated from openapi.yaml. */
import { createRoute } from '@hono/zod-openapi';
import {
  addFavorite200Response,
  addFavoriteBody,
  createApiToken201Response,
  createApiTokenBody,
  getPriceAlerts200Response,
  hideTicker200Response,
  hideTickerBody,
  listApiTokens200Response,
  listFavorites200Response,
  listHidden200Response,
  listPreferences200Response,
  removeFavorite200Response,
  removeFavoriteParams,
  revokeApiTokenParams,
  sendWelcomeEmail202Response,
  unhideTicker200Response,
  unhideTickerParams,
  updatePreferences200Response,
  updatePreferencesBody,
  updatePriceAlerts200Response,
  updatePriceAlertsBody,
  updateProfile200Response,
  updateProfileBody,
} from '../../../generated/zod/user/user.zod';
import { HttpStatus } from '../../lib/http-status';
import { errorResponses, jsonBody, jsonContent, signedIn } from '../../lib/openapi-route';

export const listPreferences = createRoute({
  operationId: 'listPreferences',
  tags: ['user'],
  method: 'get',
  path: '/user/preferences',
  summary: 'The user\'s preferences',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(listPreferences200Response, 'All preferences as name/value strings.'),
    ...errorResponses(401, 429, 500, 501),
  },
});

export const updatePreferences = createRoute({
  operationId: 'updatePreferences',
  tags: ['user'],
  method: 'put',
  path: '/user/preferences',
  summary: 'Set preferences',
  security: signedIn,
  request: { body: jsonBody(updatePreferencesBody, true) },
  responses: {
    [HttpStatus.OK]: jsonContent(updatePreferences200Response, 'All preferences after the update.'),
    ...errorResponses(401, 403, 422, 429, 500, 501),
  },
});

export const listFavorites = createRoute({
  operationId: 'listFavorites',
  tags: ['user'],
  method: 'get',
  path: '/user/favorites',
  summary: 'The user\'s favourite tickers',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(listFavorites200Response, 'Upper-case tickers.'),
    ...errorResponses(401, 429, 500, 501),
  },
});

export const addFavorite = createRoute({
  operationId: 'addFavorite',
  tags: ['user'],
  method: 'post',
  path: '/user/favorites',
  summary: 'Add a favourite',
  security: signedIn,
  request: { body: jsonBody(addFavoriteBody, true) },
  responses: {
    [HttpStatus.OK]: jsonContent(addFavorite200Response, 'The favourites after the change.'),
    ...errorResponses(401, 403, 409, 422, 429, 500, 501),
  },
});

export const removeFavorite = createRoute({
  operationId: 'removeFavorite',
  tags: ['user'],
  method: 'delete',
  path: '/user/favorites/{ticker}',
  summary: 'Remove a favourite',
  security: signedIn,
  request: { params: removeFavoriteParams },
  responses: {
    [HttpStatus.OK]: jsonContent(removeFavorite200Response, 'The favourites after the change.'),
    ...errorResponses(401, 403, 422, 429, 500, 501),
  },
});

export const listHidden = createRoute({
  operationId: 'listHidden',
  tags: ['user'],
  method: 'get',
  path: '/user/hidden',
  summary: 'The user\'s hidden tickers',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(listHidden200Response, 'Hidden tickers with their names.'),
    ...errorResponses(401, 429, 500, 501),
  },
});

export const hideTicker = createRoute({
  operationId: 'hideTicker',
  tags: ['user'],
  method: 'post',
  path: '/user/hidden',
  summary: 'Hide a ticker',
  security: signedIn,
  request: { body: jsonBody(hideTickerBody, true) },
  responses: {
    [HttpStatus.OK]: jsonContent(hideTicker200Response, 'The hidden tickers after the change.'),
    ...errorResponses(401, 403, 409, 422, 429, 500, 501),
  },
});

export const unhideTicker = createRoute({
  operationId: 'unhideTicker',
  tags: ['user'],
  method: 'delete',
  path: '/user/hidden/{ticker}',
  summary: 'Unhide a ticker',
  security: signedIn,
  request: { params: unhideTickerParams },
  responses: {
    [HttpStatus.OK]: jsonContent(unhideTicker200Response, 'The hidden tickers after the change.'),
    ...errorResponses(401, 403, 422, 429, 500, 501),
  },
});

export const getPriceAlerts = createRoute({
  operationId: 'getPriceAlerts',
  tags: ['user'],
  method: 'get',
  path: '/user/price-alerts',
  summary: 'The user\'s price-alert settings',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(getPriceAlerts200Response, 'The settings (defaults when never saved).'),
    ...errorResponses(401, 429, 500, 501),
  },
});

export const updatePriceAlerts = createRoute({
  operationId: 'updatePriceAlerts',
  tags: ['user'],
  method: 'put',
  path: '/user/price-alerts',
  summary: 'Save the price-alert settings',
  security: signedIn,
  request: { body: jsonBody(updatePriceAlertsBody, true) },
  responses: {
    [HttpStatus.OK]: jsonContent(updatePriceAlerts200Response, 'The saved settings.'),
    ...errorResponses(401, 403, 422, 429, 500, 501),
  },
});

export const updateProfile = createRoute({
  operationId: 'updateProfile',
  tags: ['user'],
  method: 'put',
  path: '/user/profile',
  summary: 'Update the user\'s first and last name',
  security: signedIn,
  request: { body: jsonBody(updateProfileBody, true) },
  responses: {
    [HttpStatus.OK]: jsonContent(updateProfile200Response, 'The updated user.'),
    ...errorResponses(401, 403, 422, 429, 500, 501),
  },
});

export const sendWelcomeEmail = createRoute({
  operationId: 'sendWelcomeEmail',
  tags: ['user'],
  method: 'post',
  path: '/user/welcome-email',
  summary: 'Send the welcome e-mail to the user',
  security: signedIn,
  responses: {
    [HttpStatus.ACCEPTED]: jsonContent(sendWelcomeEmail202Response, 'Queued.'),
    ...errorResponses(401, 403, 429, 500, 501),
  },
});

export const listApiTokens = createRoute({
  operationId: 'listApiTokens',
  tags: ['user'],
  method: 'get',
  path: '/user/tokens',
  summary: 'The user\'s personal API tokens',
  security: signedIn,
  responses: {
    [HttpStatus.OK]: jsonContent(listApiTokens200Response, 'The tokens, newest first.'),
    ...errorResponses(401, 429, 500, 501),
  },
});

export const createApiToken = createRoute({
  operationId: 'createApiToken',
  tags: ['user'],
  method: 'post',
  path: '/user/tokens',
  summary: 'Create a personal API token',
  security: signedIn,
  request: { body: jsonBody(createApiTokenBody, true) },
  responses: {
    [HttpStatus.CREATED]: jsonContent(createApiToken201Response, 'Created.'),
    ...errorResponses(401, 403, 422, 429, 500, 501),
  },
});

export const revokeApiToken = createRoute({
  operationId: 'revokeApiToken',
  tags: ['user'],
  method: 'delete',
  path: '/user/tokens/{id}',
  summary: 'Revoke a personal API token',
  security: signedIn,
  request: { params: revokeApiTokenParams },
  responses: {
    [HttpStatus.NO_CONTENT]: { description: 'Revoked.' },
    ...errorResponses(401, 403, 404, 422, 429, 500, 501),
  },
});
