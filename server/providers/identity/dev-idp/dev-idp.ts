/**
 * The development identity provider: a real OpenID provider (oidc-provider) that the app runs
 * itself under /dev-idp when AUTH_DEV_IDP is on, so local sign-in uses the same relying-party
 * code as any real issuer. Anyone can sign in with any e-mail address, which is why config
 * refuses it on non-loopback addresses. Keys, client secret and sessions live in memory: a
 * restart only ends sign-ins in progress (accounts are keyed by e-mail, so users stay linked).
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Account, KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import type { Logger } from 'pino';
import { DEV_IDP_LABEL, DEV_IDP_NAME } from '../../../config';
import { devIdpStore } from './dev-idp-store';
import { DEV_IDP_STYLESHEET, errorPage } from './pages';

export const DEV_IDP_PATH = '/dev-idp';
export const DEV_IDP_STYLESHEET_PATH = `${DEV_IDP_PATH}/assets/login.css`;
const CLIENT_ID = 'research-terminal';

/** The provider's endpoints under its issuer, set here so the relying party needs no discovery. */
const ROUTES = { authorization: '/auth', token: '/token', jwks: '/jwks', userinfo: '/me' } as const;

/** Lifetimes of the provider's artifacts: short, since each only serves one sign-in. */
const DEV_IDP_TTL_SECONDS = {
  AuthorizationCode: 60,
  Interaction: 600,
  Session: 3600,
  Grant: 3600,
  AccessToken: 600,
  IdToken: 600,
};

interface DevAccount {
  email: string;
  name: string;
}

/** What the relying party needs to know about the development identity provider. */
export interface DevIdentityProvider {
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Absolute addresses of the endpoints the relying party calls. */
  endpoints: Record<keyof typeof ROUTES, string>;
  provider: Provider;
  /** oidc-provider's Node request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  accounts: Map<string, DevAccount>;
  stylesheet: string;
}

/** The stable account id (OpenID subject) of an e-mail address. */
export function devAccountId(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

function splitName(name: string): { given_name?: string; family_name?: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { ...(first ? { given_name: first } : {}), ...(rest.length ? { family_name: rest.join(' ') } : {}) };
}

function accountFinder(accounts: Map<string, DevAccount>) {
  return (_ctx: KoaContextWithOIDC, sub: string): Account | undefined => {
    const account = accounts.get(sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      claims: () => ({
        sub,
        email: account.email,
        email_verified: true,
        ...(account.name ? { name: account.name, ...splitName(account.name) } : {}),
      }),
    };
  };
}

/** The app is this provider's only client: its grant is given without a consent screen. */
async function grantFirstParty(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (existing) return provider.Grant.find(existing);
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  session.ensureClientContainer(client.clientId);
  session.grantIdFor(client.clientId, grant.jti);
  return grant;
}

/**
 * Imports oidc-provider. On loading it prints 'Unsupported runtime' unless `process.release.lts`
 * names a release line (Jod or later); Node.js 26.12.1, the line this project runs on, carries
 * no LTS codename in that field, though the provider runs on it (the OIDC API tests). That one
 * notice goes to the log at debug instead of the person's terminal; any other warning passes.
 */
export async function importOidcProvider(logger: Logger): Promise<typeof Provider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) {
      logger.debug({ nodeVersion: process.version }, 'oidc-provider does not know this Node.js release as LTS');
    } else warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

/**
 * Starts the provider. oidc-provider (and its Koa stack) is imported here, on demand, so a
 * server without the dev provider never loads it.
 */
export async function createDevIdentityProvider(options: { publicUrl: string; logger: Logger }): Promise<DevIdentityProvider> {
  const Provider = await importOidcProvider(options.logger);
  const issuer = `${options.publicUrl}${DEV_IDP_PATH}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const redirectUri = `${options.publicUrl}/api/v1/auth/callback/${DEV_IDP_NAME}`;
  const accounts = new Map<string, DevAccount>();
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'ES256', kid: 'dev-idp' };

  const provider = new Provider(issuer, {
    adapter: devIdpStore(),
    routes: ROUTES,
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: DEV_IDP_TTL_SECONDS,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    findAccount: accountFinder(accounts),
    loadExistingGrant: grantFirstParty,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(DEV_IDP_STYLESHEET_PATH, out);
    },
  });
  provider.on('server_error', (_ctx, err) => options.logger.error({ err }, 'dev identity provider error'));

  // Koa's handler answers its own failures; its promise only says when it is done.
  const callback = provider.callback();
  return {
    name: DEV_IDP_NAME,
    label: DEV_IDP_LABEL,
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    redirectUri,
    endpoints: {
      authorization: issuer + ROUTES.authorization,
      token: issuer + ROUTES.token,
      jwks: issuer + ROUTES.jwks,
      userinfo: issuer + ROUTES.userinfo,
    },
    provider,
    handle: (req, res) => void callback(req, res),
    accounts,
    stylesheet: DEV_IDP_STYLESHEET,
  };
}

/**
 * Hands a request under /dev-idp to oidc-provider (a Koa app) on the Node request and response:
 * the mount path is stripped from `url` and kept in `originalUrl`, which is how oidc-provider
 * finds its mount point. Resolves once the response is written.
 */
export function forwardToProvider(idp: DevIdentityProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const mounted = req as IncomingMessage & { originalUrl?: string };
  const url = req.url ?? '/';
  mounted.originalUrl = url;
  mounted.url = url.slice(DEV_IDP_PATH.length) || '/';
  return new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    idp.handle(req, res);
  });
}
