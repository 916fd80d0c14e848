import { requireUser } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { clearCookie, readCookie, writeCookie } from '../../http/cookies';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import { LOGIN_FLOW_TTL_MS } from '../../services/login.service';
import type * as routes from '../../../generated/routes/auth.routes';

export const listAuthProviders: AppRouteHandler<typeof routes.listAuthProviders> = (c) => {
  const providers = c.var.services.auth.providers().map((provider) => ({
    name: provider.name,
    label: provider.label,
    loginUrl: `/api/v1/auth/login/${provider.name}`,
  }));
  return c.json({ providers }, HttpStatus.OK);
};

export const startLogin: AppRouteHandler<typeof routes.startLogin> = async (c) => {
  const { config, rateLimiter, auth } = c.var.services;
  await rateLimiter.hit(`login:${clientIp(c, config.trustedProxies)}`, config.rateLimits.login, config.rateLimits.windowMs);
  const { flowSecret, authorizationUrl } = await auth.beginLogin(c.req.valid('param').provider, c.req.valid('query').redirect);
  writeCookie(c, config, 'rt_login', flowSecret, LOGIN_FLOW_TTL_MS);
  c.header('Cache-Control', 'no-store');
  return c.redirect(authorizationUrl.href, HttpStatus.FOUND);
};

export const finishLogin: AppRouteHandler<typeof routes.finishLogin> = async (c) => {
  const { config, auth, clock } = c.var.services;
  const { provider } = c.req.valid('param');
  const flowSecret = readCookie(c, config, 'rt_login');
  clearCookie(c, config, 'rt_login');
  const previous = readCookie(c, config, 'rt_session');
  const { session, redirectTo } = await auth.completeLogin(
    provider,
    { flowSecret, query: new URL(c.req.url).searchParams, userAgent: c.req.header('user-agent') },
    (err) => c.var.log.warn({ err, provider }, 'sign-in rejected'),
  );
  if (previous) await auth.endSession(previous);
  writeCookie(c, config, 'rt_session', session.secret, session.expiresAt.getTime() - clock.now().getTime());
  c.header('Cache-Control', 'no-store');
  return c.redirect(redirectTo, HttpStatus.FOUND);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  const { config, auth } = c.var.services;
  const secret = readCookie(c, config, 'rt_session');
  if (secret) await auth.endSession(secret);
  clearCookie(c, config, 'rt_session');
  return c.body(null, HttpStatus.NO_CONTENT);
};

export const getMe: AppRouteHandler<typeof routes.getMe> = async (c) => {
  const user = requireUser(c);
  c.header('Cache-Control', 'no-store');
  return c.json(await c.var.services.users.get(user.id), HttpStatus.OK);
};
