import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from './types';

const incomingRequestId = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Puts the app's dependencies and a request id on the context, answers with X-Request-Id, and
 * logs every request when it ends: a warning when it took longer than the slow threshold.
 */
export function requestContext(deps: AppDependencies) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header('x-request-id');
    const requestId = given && incomingRequestId.test(given) ? given : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set('config', deps.config);
    c.set('db', deps.db);
    c.set('logger', deps.logger);
    c.set('startedAt', deps.startedAt);
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    try {
      await next();
    } finally {
      c.header('X-Request-Id', requestId);
      const durationMs = Math.round(performance.now() - started);
      const entry = { method: c.req.method, path: c.req.path, status: c.res.status, durationMs };
      if (durationMs > deps.config.slowRequestMs) log.warn(entry, 'slow request');
      else log.info(entry, 'request');
    }
  });
}
