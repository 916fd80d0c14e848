/**
 * Rate limits by address, for traffic no signed-in user answers for: anonymous API calls, pages,
 * and failed authentication. (Signed-in calls are limited per token or session and per user in
 * auth.ts.) All count in the app's RateLimiter under RATE_LIMIT_WINDOW_SECONDS.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { networkClientIp } from './client-ip';

/** Counts one anonymous request from the caller's address (429 past RATE_LIMIT_ANONYMOUS). */
export async function countAnonymous(c: Context<AppEnv>): Promise<void> {
  // c.get, not c.var: Hono copies every variable into a new object on each c.var.
  const { config, rateLimiter } = c.get('services');
  const address = networkClientIp(c, config.trustedProxies);
  if (address !== undefined) await rateLimiter.hit(`anonymous:${address}`, config.rateLimits.anonymous, config.rateLimits.windowMs);
}

/** The failed-authentication counter of the caller's address; undefined for in-process calls. */
function failuresKey(c: Context<AppEnv>): string | undefined {
  const address = networkClientIp(c, c.get('services').config.trustedProxies);
  return address === undefined ? undefined : `auth-failures:${address}`;
}

/** Refuses (429) before a credential is checked once the address has failed too often. */
export async function assertAuthAttemptsLeft(c: Context<AppEnv>): Promise<void> {
  const key = failuresKey(c);
  const { rateLimiter, config } = c.get('services');
  if (key !== undefined) await rateLimiter.assertUnder(key, config.rateLimits.authFailures);
}

/** Counts an unknown or expired bearer token or session cookie against the address. */
export async function countAuthFailure(c: Context<AppEnv>): Promise<void> {
  const key = failuresKey(c);
  const { rateLimiter, config } = c.get('services');
  if (key !== undefined) await rateLimiter.hit(key, config.rateLimits.authFailures, config.rateLimits.windowMs);
}

/** A page request: not the API, the dev IdP or a file (scripts, styles and images a page loads). */
function isPage(path: string, apiPrefix: string): boolean {
  if (path.startsWith('/api/') || path.startsWith('/dev-idp/') || path.startsWith('/assets/')) return false;
  if (path.startsWith(apiPrefix)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** Counts page requests per address under the anonymous limit. */
export function limitPageTraffic(apiPrefix: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && isPage(c.req.path, apiPrefix)) await countAnonymous(c);
    await next();
  });
}
