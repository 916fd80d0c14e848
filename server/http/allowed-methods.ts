/**
 * Which methods a path has, for the 405 answer (with `Allow`) to a method it does not have and
 * the 204 answer to OPTIONS. API paths: the operations the app describes (openapi.yaml); every
 * other path is a page or a file, which only GET and HEAD read. A path a literal route names
 * (/messages/read-all) has only that route's methods, though a parameterised sibling
 * (/messages/{id}) would match it: the router would otherwise run the sibling (and answer 422).
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ErrorEnvelope } from '../lib/errors';
import type { AppEnv } from './app-env';
import { operationPatterns } from './operation-patterns';

const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
/** Paths whose answer is remembered at most. */
const ANSWERS_KEPT = 5000;
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** `allowed(path)`: the methods `path` answers, or [] for an API path with no operation. */
export function allowedMethods(app: OpenAPIHono<AppEnv>, apiPrefix: string): (path: string) => string[] {
  let patterns: ReturnType<typeof operationPatterns> | undefined;
  // Answers by path, remembered (every API request asks); bounded, since paths come from clients.
  const answers = new Map<string, string[]>();
  return (path) => {
    if (!path.startsWith(`${apiPrefix}/`) && path !== apiPrefix) return PAGE_METHODS;
    let answer = answers.get(path);
    if (!answer) {
      patterns ??= operationPatterns(app); // every route is registered by the first request
      answer = methodsOf(patterns, path);
      if (answers.size >= ANSWERS_KEPT) answers.clear();
      answers.set(path, answer);
    }
    return answer;
  };
}

/** The methods of the most literal routes matching `path` (fewest parameters). */
function methodsOf(patterns: ReturnType<typeof operationPatterns>, path: string): string[] {
  const matching = patterns.filter(({ pattern }) => pattern.test(path));
  const fewestParameters = Math.min(...matching.map(({ parameters }) => parameters));
  const methods = new Set(matching.filter(({ parameters }) => parameters === fewestParameters).map(({ method }) => method));
  if (methods.size === 0) return [];
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return METHOD_ORDER.filter((method) => methods.has(method));
}

/** OPTIONS: 204 with `Allow`; another method the path lacks: 405 with `Allow`; undefined when the method is the path's. */
export function methodAnswer(c: Context<AppEnv>, methods: string[]): Response | undefined {
  if (methods.length === 0) return undefined;
  if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: methods.join(', ') });
  if (methods.includes(c.req.method)) return undefined;
  c.header('Allow', methods.join(', '));
  const message = `${c.req.path} does not accept ${c.req.method}; it accepts ${methods.join(', ')}`;
  return c.json<ErrorEnvelope>({ error: { code: 'method_not_allowed', message } }, 405);
}

/**
 * Answers, before the router runs, a method an API path does not have (405) and OPTIONS (204), so
 * a parameterised sibling's handler never sees a request meant for a literal path.
 */
export function refuseOtherMethods(allowed: (path: string) => string[], apiPrefix: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const answer = c.req.path.startsWith(`${apiPrefix}/`) ? methodAnswer(c, allowed(c.req.path)) : undefined;
    if (answer) return answer;
    await next();
  });
}
