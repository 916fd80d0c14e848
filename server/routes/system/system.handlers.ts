import { readFileSync } from 'node:fs';
import { HttpStatus } from '../../lib/http-status';
import { openApiPath } from '../../lib/paths';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/system.routes';

const openApiDocument = readFileSync(openApiPath, 'utf8');

export const getHealth: AppRouteHandler<typeof routes.getHealth> = async (c) => {
  const body = await c.get('services').system.health();
  return body.status === 'ok' ? c.json(body, HttpStatus.OK) : c.json(body, HttpStatus.SERVICE_UNAVAILABLE);
};

export const getStatus: AppRouteHandler<typeof routes.getStatus> = async (c) =>
  c.json(await c.get('services').system.status(), HttpStatus.OK);

export const getOpenApiDocument: AppRouteHandler<typeof routes.getOpenApiDocument> = (c) =>
  c.body(openApiDocument, HttpStatus.OK, { 'Content-Type': 'application/yaml; charset=utf-8' });
