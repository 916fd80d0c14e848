/**
 * Rate limits by address, for traffic no signed-in user answers for: anonymous API calls, pages,
 * and failed authentication. (Signed-in calls are limited per token or session and per user in
 * auth.ts.) All count in the app's RateLimiter under RATE_LIMIT_WINDOW_SECONDS.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';
import type { RequestLimiter } from '../lib/rate-limit';
import type { AppEnv } from './app-env';
import { networkClientIp } from './client-ip';

/** What the limits count with: the configured limits, the trusted proxies and the shared counter. */
export interface TrafficLimitParts {
  config: Pick<Config, 'rateLimits' | 'trustedProxies'>;
  rateLimiter: RequestLimiter;
}

export type TrafficLimits = ReturnType<typeof trafficLimits>;

export function trafficLimits({ config, rateLimiter }: TrafficLimitParts) {
  const { rateLimits, trustedProxies } = config;

  /** The failed-authentication counter of the caller's address; undefined for in-process calls. */
  const failuresKey = (c: Context): string | undefined => {
    const address = networkClientIp(c, trustedProxies);
    return address === undefined ? undefined : `auth-failures:${address}`;
  };

  /** Counts one anonymous request from the caller's address (429 past RATE_LIMIT_ANONYMOUS). */
  const countAnonymous = async (c: Context): Promise<void> => {
    const address = networkClientIp(c, trustedProxies);
    if (address !== undefined) await rateLimiter.hit(`anonymous:${address}`, rateLimits.anonymous, rateLimits.windowMs);
  };

  return {
    countAnonymous,
    /**
     * Counts an unknown or expired bearer token or session cookie against the address: past
     * RATE_LIMIT_AUTH_FAILURES in the window it is answered 429, so guessing stops there.
     */
    async countAuthFailure(c: Context): Promise<void> {
      const key = failuresKey(c);
      if (key !== undefined) await rateLimiter.hit(key, rateLimits.authFailures, rateLimits.windowMs);
    },
    /** Counts a signed-in caller's request against its token or session (`credential`) and its user. */
    async countSignedIn(credential: string, limit: number): Promise<void> {
      await rateLimiter.hit(credential, limit, rateLimits.windowMs);
    },
    /** Counts page requests per address under the anonymous limit. */
    pages(apiPrefix: string) {
      return createMiddleware<AppEnv>(async (c, next) => {
        if ((c.req.method === 'GET' || c.req.method === 'HEAD') && isPage(c.req.path, apiPrefix)) await countAnonymous(c);
        await next();
      });
    },
  };
}

/** A page request: not the API, the dev IdP or a file (scripts, styles and images a page loads). */
function isPage(path: string, apiPrefix: string): boolean {
  if (path.startsWith('/api/') || path.startsWith('/dev-idp/') || path.startsWith('/assets/')) return false;
  if (path.startsWith(apiPrefix)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}
