/**
 * The operations the app describes (its openapi.yaml routes) as path patterns by method, for the
 * middleware that needs to know which operation a request addresses before the router runs it
 * (sign-in required, allowed methods). A trailing slash matches too, as in the router (strict: false).
 */
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';

export interface OperationPattern {
  method: string;
  pattern: RegExp;
  route: RouteConfig;
  /** How many of its segments are parameters: a path a literal route names is that route's, not a parameterised sibling's. */
  parameters: number;
}

export function operationPatterns(app: OpenAPIHono<AppEnv>): OperationPattern[] {
  return app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const path = definition.route.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    const parameters = definition.route.path.split('{').length - 1;
    return [{ method: definition.route.method.toUpperCase(), pattern: new RegExp(`^${path}/?$`), route: definition.route, parameters }];
  });
}
