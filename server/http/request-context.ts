import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { Services } from '../services/services';
import type { AppEnv } from './app-env';
import { requestHeader } from './request-headers';
import { CLIENT_CLOSED_REQUEST } from './create-app';

const incomingRequestId = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Puts the app's services and a request id on the context, answers with X-Request-Id, and
 * logs every request when it ends: a warning when it took longer than the slow threshold; a
 * request its client abandoned is logged with status 499 and `clientClosed: true`.
 */
export function requestContext(deps: { services: Services; logger: Logger; slowRequestMs: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = requestHeader(c, 'x-request-id');
    const requestId = given && incomingRequestId.test(given) ? given : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set('services', deps.services);
    c.set('user', null);
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    // Set before the response exists, so every response the app builds carries it; c.header()
    // after that would rebuild the finished response (and lose the server's fast path).
    c.header('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      if (!c.res.headers.has('X-Request-Id')) addHeader(c.res, 'X-Request-Id', requestId);
      const durationMs = Math.round(performance.now() - started);
      const status = c.res.status;
      const entry = {
        method: c.req.method,
        path: c.req.path,
        status,
        durationMs,
        ...(status === CLIENT_CLOSED_REQUEST ? { clientClosed: true } : {}),
      };
      if (durationMs > deps.slowRequestMs) log.warn(entry, 'slow request');
      else log.info(entry, 'request');
    }
  });
}

/** For a Response a handler built itself; one from fetch() has immutable headers and goes as is. */
function addHeader(response: Response, name: string, value: string): void {
  try {
    response.headers.set(name, value);
  } catch {
    // immutable headers
  }
}
