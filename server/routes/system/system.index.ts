import { createRouter } from '../../lib/create-app';
import { getFeatureFlags } from './feature-flags.handlers';
import * as handlers from './system.handlers';
import * as routes from './system.routes';

export const systemRouter = createRouter()
  .openapi(routes.getHealth, handlers.getHealth)
  .openapi(routes.getOpenApiDocument, handlers.getOpenApiDocument)
  .openapi(routes.getFeatureFlags, getFeatureFlags);
