/**
 * The CSRF rule for requests authenticated by the session cookie: a request that may change
 * state (anything but GET, HEAD, OPTIONS) must come from this site's origin and, when it
 * carries a body, be application/json. Browsers send Origin on every such request, and a form
 * on another site can neither forge Origin nor send JSON without a CORS preflight.
 */
import type { Context } from 'hono';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return c.req.header('transfer-encoding') !== undefined || c.req.header('content-type') !== undefined;
}

/** Throws 403 when a cookie-authenticated state change comes from elsewhere or is not JSON. */
export function assertSameSiteJson(c: Context, publicOrigin: string): void {
  if (!isStateChanging(c.req.method)) return;
  const origin = c.req.header('origin');
  if (origin !== publicOrigin) {
    throw new AppError('forbidden', 'Cross-site request refused: the Origin header must be this site');
  }
  const type = c.req.header('content-type') ?? '';
  if (hasBody(c) && !/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError('forbidden', 'Request refused: a request that changes data must be sent as application/json');
  }
}
