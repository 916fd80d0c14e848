/**
 * Which methods a path has, for the 405 answer (with `Allow`) to a method it does not have and
 * the 204 answer to OPTIONS. API paths: the operations the app describes (openapi.yaml); every
 * other path is a page or a file, which only GET and HEAD read.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { operationPatterns } from './operation-patterns';

const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** `allowed(path)`: the methods `path` answers, or [] for an API path with no operation. */
export function allowedMethods(app: OpenAPIHono<AppEnv>, apiPrefix: string): (path: string) => string[] {
  let patterns: ReturnType<typeof operationPatterns> | undefined;
  return (path) => {
    if (!path.startsWith(`${apiPrefix}/`) && path !== apiPrefix) return PAGE_METHODS;
    patterns ??= operationPatterns(app); // every route is registered by the first request
    const methods = new Set(patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    if (methods.size === 0) return [];
    if (methods.has('GET')) methods.add('HEAD');
    methods.add('OPTIONS');
    return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((method) => methods.has(method));
  };
}
