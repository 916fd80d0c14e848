/**
 * Who is calling: the one place that turns the session cookie or a bearer token into
 * `c.get('user')`, applies the CSRF rule to cookie-authenticated state changes and the per-session
 * and per-token rate limits, and answers 401 to anonymous callers of every operation that
 * declares `security` (before its input is validated). Handlers call `requireUser(c)`.
 * A credential is checked first: a valid one is never refused by the failed-credential limit
 * (behind a proxy every client shares one address), which counts and refuses failures only.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clearCookie, readCookie } from './cookies';
import { assertSameSiteJson } from './csrf';
import { unauthorized } from '../lib/errors';
import type { AppEnv, SignedInUser } from './app-env';
import type { TrafficLimits } from './traffic-limits';
import type { Config } from '../config';
import { requestHeader } from './request-headers';
import { operationPatterns } from './operation-patterns';

/** Method-and-path answers of `isSecured` kept at most (a few KB each thousand). */
const SECURED_ANSWERS_KEPT = 5000;

/** The signed-in user, or 401 `unauthorized` for anonymous callers. */
export function requireUser(c: Context<AppEnv>): SignedInUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** The path patterns, by HTTP method, of the operations the app describes with a `security` requirement (signed-in only). */
function securedOperations(app: OpenAPIHono<AppEnv>): Map<string, RegExp[]> {
  const byMethod = new Map<string, RegExp[]>();
  for (const { method, pattern, route } of operationPatterns(app)) {
    if (route.security?.length) byMethod.set(method, [...(byMethod.get(method) ?? []), pattern]);
  }
  return byMethod;
}

/** What `authenticate` reads besides the request: the site's address, the limits and their counter. */
export interface AuthenticateParts {
  config: Pick<Config, 'publicUrl' | 'rateLimits'>;
  limits: TrafficLimits;
}

/**
 * Resolves the caller of every /api/v1 request into `c.get('user')` (null when anonymous) and
 * refuses anonymous calls to the signed-in operations of `app`.
 */
export function authenticate(app: OpenAPIHono<AppEnv>, { config, limits }: AuthenticateParts) {
  let secured: Map<string, RegExp[]> | undefined;
  // The answer per method and path, remembered: testing every pattern of the method is most of
  // this middleware's time. Bounded, since paths come from clients; emptied when full.
  const answers = new Map<string, boolean>();
  const isSecured = (method: string, path: string) => {
    const key = `${method} ${path}`;
    const known = answers.get(key);
    if (known !== undefined) return known;
    secured ??= securedOperations(app); // routes are all registered by the first request
    const answer = secured.get(method)?.some((pattern) => pattern.test(path)) ?? false;
    if (answers.size >= SECURED_ANSWERS_KEPT) answers.clear();
    answers.set(key, answer);
    return answer;
  };
  const siteOrigin = new URL(config.publicUrl).origin;
  const { rateLimits } = config;

  /** Sets the caller, counted per user too: several tokens or sessions share one user's limit. */
  const signIn = async (c: Context<AppEnv>, user: SignedInUser): Promise<SignedInUser> => {
    await limits.countSignedIn(`user:${user.id}`, rateLimits.user);
    c.set('user', user);
    return user;
  };

  /**
   * Sets `c.get('user')` from a bearer token or the session cookie. An unknown or expired token is
   * refused (401) only where a signed-in user is needed: operations anyone may call declare no
   * 401, so there it counts as anonymous, like a stale session cookie.
   */
  const identify = async (c: Context<AppEnv>, needsUser: boolean): Promise<SignedInUser | null> => {
    c.set('user', null);
    const { auth } = c.get('services');
    const bearer = bearerToken(requestHeader(c, 'authorization'));
    if (bearer !== undefined) {
      const token = await auth.resolveApiToken(bearer);
      if (!token) {
        await limits.countAuthFailure(c);
        if (needsUser) throw unauthorized('Invalid or expired API token');
        return null;
      }
      await limits.countSignedIn(`token:${token.id}`, rateLimits.token);
      return signIn(c, { id: token.userId, via: 'token', credentialId: token.id });
    }

    const secret = readCookie(c, config, 'rt_session');
    if (!secret) return null;
    const session = await auth.resolveSession(secret);
    if (!session) {
      await limits.countAuthFailure(c);
      clearCookie(c, config, 'rt_session');
      return null;
    }
    assertSameSiteJson(c, siteOrigin);
    await limits.countSignedIn(`session:${session.idHash}`, rateLimits.session);
    return signIn(c, { id: session.userId, via: 'session', credentialId: session.idHash });
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    // HEAD runs the GET operation (Hono routes it there), so it needs what GET needs.
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const needsUser = isSecured(method, c.req.path);
    // An answer that depends on who asks is never stored by a browser or a proxy: every answer to
    // a signed-in operation (its 401 and 422 too) and every answer to a signed-in caller. Set
    // before the response exists, so every response the app builds carries it.
    if (needsUser) c.header('Cache-Control', 'no-store');
    const user = await identify(c, needsUser);
    if (user) c.header('Cache-Control', 'no-store');
    else await limits.countAnonymous(c);
    if (!user && needsUser) throw unauthorized();
    await next();
  });
}
