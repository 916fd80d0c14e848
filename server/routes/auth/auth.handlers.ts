/**
 * The 'auth' tag's handlers. They write the sign-in cookies, so they are built with the site's
 * address (Secure and `__Host-` over https) and the number of trusted proxies (the caller's address).
 */
import type { Config } from '../../config';
import { requireUser } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { clearCookie, readCookie, writeCookie } from '../../http/cookies';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import type * as routes from '../../../generated/routes/auth.routes';

export function authHandlers(site: Pick<Config, 'publicUrl' | 'trustedProxies'>) {
  const listAuthProviders: AppRouteHandler<typeof routes.listAuthProviders> = (c) => {
    const providers = c
      .get('services')
      .auth.providers()
      .map((provider) => ({
        name: provider.name,
        label: provider.label,
        loginUrl: `/api/v1/auth/login/${provider.name}`,
      }));
    return c.json({ providers }, HttpStatus.OK);
  };

  const startLogin: AppRouteHandler<typeof routes.startLogin> = async (c) => {
    const { provider } = c.req.valid('param');
    const { redirect } = c.req.valid('query');
    const started = await c.get('services').auth.beginLogin(provider, redirect, clientIp(c, site.trustedProxies));
    writeCookie(c, site, 'rt_login', started.flowSecret, started.maxAgeMs);
    c.header('Cache-Control', 'no-store');
    return c.redirect(started.authorizationUrl.href, HttpStatus.FOUND);
  };

  const finishLogin: AppRouteHandler<typeof routes.finishLogin> = async (c) => {
    const { auth } = c.get('services');
    const provider = auth.provider(c.req.valid('param').provider);
    const flowSecret = readCookie(c, site, 'rt_login');
    clearCookie(c, site, 'rt_login');
    const previous = readCookie(c, site, 'rt_session');
    const { session, redirectTo, maxAgeMs } = await auth.completeLogin(
      { provider, flowSecret, query: new URL(c.req.url).searchParams, userAgent: c.req.header('user-agent') },
      (err) => c.get('log').warn({ err, provider: provider.name }, 'sign-in rejected'),
    );
    if (previous) await auth.endSession(previous);
    writeCookie(c, site, 'rt_session', session.secret, maxAgeMs);
    c.header('Cache-Control', 'no-store');
    return c.redirect(redirectTo, HttpStatus.FOUND);
  };

  const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
    const secret = readCookie(c, site, 'rt_session');
    if (secret) await c.get('services').auth.endSession(secret);
    clearCookie(c, site, 'rt_session');
    return c.body(null, HttpStatus.NO_CONTENT);
  };

  const getMe: AppRouteHandler<typeof routes.getMe> = async (c) => {
    const user = requireUser(c);
    return c.json(await c.get('services').auth.me(user.id), HttpStatus.OK);
  };

  return { listAuthProviders, startLogin, finishLogin, logout, getMe };
}
