/**
 * Bounds on what a request may make the server do before any handler runs: a body-size limit
 * checked before the body is read or parsed (413; Content-Length first, else while it streams),
 * and a nesting limit on JSON bodies checked on the raw text before it is parsed (422).
 */
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { MiddlewareHandler } from 'hono';
import { AppError, validationFailed } from '../lib/errors';
import { jsonNestsDeeperThan } from '../lib/json-depth';
import type { AppEnv } from './app-env';
import { arrivedWithoutBody, requestHeader } from './request-headers';

/** Deeper than any body of the contract (its deepest is a few levels), far below what costs time. */
export const MAX_JSON_DEPTH = 32;

/** The development identity provider's sign-in form: an e-mail address and a name. */
export const DEV_IDP_FORM_LIMIT_BYTES = 8 * 1024;
/** Where that form is posted; oidc-provider's own paths parse at most 56 KB themselves. */
export const DEV_IDP_FORM_PATH = '/dev-idp/interaction/';

/** The body limit of a request to `path`: the dev IdP form's, else the API's. */
export function bodyLimitOf(path: string, apiBodyBytes: number): number {
  return path.startsWith(DEV_IDP_FORM_PATH) ? DEV_IDP_FORM_LIMIT_BYTES : apiBodyBytes;
}

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function describeBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}

/**
 * Refuses a body over `maxBytes` with 413 before reading it (or as soon as a streamed body passes
 * it). `Connection: close` makes Node drop the connection rather than drain the rest of a huge upload.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('payload_too_large', `The request body is larger than ${describeBytes(maxBytes)}`, undefined, {
        Connection: 'close',
      });
    },
  });
  return (c, next) => {
    // Nothing to bound without a body; skipping the check spares most requests (every GET) the
    // full Request object the Node adapter would build when `body` is looked at.
    if (arrivedWithoutBody(c)) return next();
    return limit(c, next);
  };
}

/**
 * Refuses a JSON body nested deeper than MAX_JSON_DEPTH (422) before it is parsed, for requests
 * that address an operation (a route of this very method); any other goes on unread to its 404 or 405.
 */
export function limitJsonDepth() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const json = /\bjson\b/i.test(requestHeader(c, 'content-type') ?? '');
    const addressesOperation = () => matchedRoutes(c).some((route) => route.method === c.req.method);
    if (methodsWithBody.has(c.req.method) && json && addressesOperation()) {
      // Read once: the route's validator then parses Hono's cached copy of this text.
      const text = await c.req.text();
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
        throw validationFailed(`body: nests deeper than ${MAX_JSON_DEPTH} levels of arrays and objects`, 'body');
      }
    }
    await next();
  });
}
