import { requireUser } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { clearCookie, readCookie, writeCookie } from '../../http/cookies';
import { notFound } from '../../lib/errors';
import { HttpStatus } from '../../lib/http-status';
import type { AppRouteHandler } from '../../http/app-env';
import { LOGIN_FLOW_TTL_MS, beginLogin, completeLogin } from '../../services/login.service';
import { endSession } from '../../services/sessions.service';
import { getApiUser } from '../../services/users.service';
import type * as routes from '../../../generated/routes/auth.routes';

export const listAuthProviders: AppRouteHandler<typeof routes.listAuthProviders> = (c) => {
  const providers = c.var.identity.providers.map((provider) => ({
    name: provider.name,
    label: provider.label,
    loginUrl: `/api/v1/auth/login/${provider.name}`,
  }));
  return c.json({ providers }, HttpStatus.OK);
};

export const startLogin: AppRouteHandler<typeof routes.startLogin> = async (c) => {
  const { config, rateLimiter, identity, db, clock } = c.var;
  await rateLimiter.hit(`login:${clientIp(c, config.trustedProxies)}`, config.rateLimits.login, config.rateLimits.windowMs);
  const { provider: name } = c.req.valid('param');
  const provider = identity.find(name);
  if (!provider) throw notFound(`No sign-in provider named '${name}'`);
  const { redirect } = c.req.valid('query');
  const { flowSecret, authorizationUrl } = await beginLogin(db, provider, redirect, clock.now());
  writeCookie(c, config, 'rt_login', flowSecret, LOGIN_FLOW_TTL_MS);
  c.header('Cache-Control', 'no-store');
  return c.redirect(authorizationUrl.href, HttpStatus.FOUND);
};

export const finishLogin: AppRouteHandler<typeof routes.finishLogin> = async (c) => {
  const { config, identity, db, clock } = c.var;
  const { provider: name } = c.req.valid('param');
  const provider = identity.find(name);
  if (!provider) throw notFound(`No sign-in provider named '${name}'`);
  const flowSecret = readCookie(c, config, 'rt_login');
  clearCookie(c, config, 'rt_login');
  const previous = readCookie(c, config, 'rt_session');
  const { session, redirectTo } = await completeLogin(
    db,
    config.auth,
    {
      provider,
      flowSecret,
      query: new URL(c.req.url).searchParams,
      now: clock.now(),
      userAgent: c.req.header('user-agent'),
    },
    (err) => c.var.log.warn({ err, provider: name }, 'sign-in rejected'),
  );
  if (previous) await endSession(db, previous);
  writeCookie(c, config, 'rt_session', session.secret, session.expiresAt.getTime() - clock.now().getTime());
  c.header('Cache-Control', 'no-store');
  return c.redirect(redirectTo, HttpStatus.FOUND);
};

export const logout: AppRouteHandler<typeof routes.logout> = async (c) => {
  const { config, db } = c.var;
  const secret = readCookie(c, config, 'rt_session');
  if (secret) await endSession(db, secret);
  clearCookie(c, config, 'rt_session');
  return c.body(null, HttpStatus.NO_CONTENT);
};

export const getMe: AppRouteHandler<typeof routes.getMe> = async (c) => {
  const user = requireUser(c);
  c.header('Cache-Control', 'no-store');
  return c.json(await getApiUser(c.var.db, user.id), HttpStatus.OK);
};
