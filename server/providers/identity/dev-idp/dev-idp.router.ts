/**
 * The routes of the development identity provider under /dev-idp: its sign-in form (the
 * interaction pages), its stylesheet, and everything else handed to oidc-provider. They need
 * the Node request and response (the real server always has them; `app.request()` does not).
 */
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { type Context, Hono } from 'hono';
import { AppError } from '../../../lib/errors';
import { permissionsPolicyHeader } from '../../../lib/permissions-policy';
import { DEV_IDP_PATH, DEV_IDP_STYLESHEET_PATH, type DevIdentityProvider, devAccountId, forwardToProvider } from './dev-idp';
import { errorPage, loginPage } from './pages';

const EMAIL = /^[^\s@<>"]{1,64}@[^\s@<>"]{1,190}$/;

function nodeBindings(c: Context): HttpBindings {
  const env = c.env as Partial<HttpBindings> | undefined;
  if (!env?.incoming || !env.outgoing) {
    throw new AppError('unavailable', 'The development identity provider needs the Node HTTP server');
  }
  return env as HttpBindings;
}

/**
 * Headers for pages oidc-provider writes itself (they bypass the app's middleware). Its
 * auto-submitting forms (signing in as another account ends the previous session first) carry
 * one inline script: given a script-src directive, oidc-provider adds that script's hash to it.
 */
function protectProviderResponse(bindings: HttpBindings, publicOrigin: string): void {
  const { outgoing } = bindings;
  outgoing.setHeader(
    'Content-Security-Policy',
    `default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${publicOrigin}`,
  );
  outgoing.setHeader('X-Frame-Options', 'DENY');
  outgoing.setHeader('X-Content-Type-Options', 'nosniff');
  outgoing.setHeader('Referrer-Policy', 'no-referrer');
  outgoing.setHeader('Permissions-Policy', permissionsPolicyHeader);
}

function failure(c: Context, error: unknown) {
  const message = error instanceof Error ? error.message : 'Unknown error';
  return c.html(errorPage(DEV_IDP_STYLESHEET_PATH, { error: 'interaction_failed', error_description: message }), 400);
}

export function devIdpRouter(idp: DevIdentityProvider, publicOrigin: string) {
  const router = new Hono();
  const action = (uid: string) => `${DEV_IDP_PATH}/interaction/${encodeURIComponent(uid)}/login`;

  router.get(DEV_IDP_STYLESHEET_PATH, (c) =>
    c.body(idp.stylesheet, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  router.get(`${DEV_IDP_PATH}/interaction/:uid`, async (c) => {
    const { incoming, outgoing } = nodeBindings(c);
    try {
      const details = await idp.provider.interactionDetails(incoming, outgoing);
      c.header('Cache-Control', 'no-store');
      return c.html(loginPage({ action: action(details.uid), stylesheetHref: DEV_IDP_STYLESHEET_PATH }));
    } catch (error) {
      return failure(c, error);
    }
  });

  router.post(`${DEV_IDP_PATH}/interaction/:uid/login`, async (c) => {
    const { incoming, outgoing } = nodeBindings(c);
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    const name = typeof form.name === 'string' ? form.name.trim().slice(0, 200) : '';
    const uid = c.req.param('uid');
    if (!EMAIL.test(email)) {
      const view = { action: action(uid), stylesheetHref: DEV_IDP_STYLESHEET_PATH, email, name };
      return c.html(loginPage({ ...view, error: 'Enter an e-mail address such as you@example.test' }), 422);
    }
    try {
      const accountId = devAccountId(email);
      idp.accounts.set(accountId, { email: email.toLowerCase(), name });
      const returnTo = await idp.provider.interactionResult(
        incoming,
        outgoing,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return c.redirect(returnTo, 303);
    } catch (error) {
      return failure(c, error);
    }
  });

  const forward = async (c: Context) => {
    const bindings = nodeBindings(c);
    protectProviderResponse(bindings, publicOrigin);
    await forwardToProvider(idp, bindings.incoming, bindings.outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  router.all(DEV_IDP_PATH, forward);
  router.all(`${DEV_IDP_PATH}/*`, forward);
  return router;
}
