/**
 * The OpenID Connect relying party (openid-client): one LoginProvider per configured issuer plus
 * the development identity provider. Authorization code flow with PKCE (S256), state and nonce;
 * openid-client checks the ID token's issuer, audience, nonce and expiry.
 */
import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../config';
import type { DevIdentityProvider } from './dev-idp/dev-idp';

/** Who signed in, as the identity provider says. */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | undefined;
  name: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
}

interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface LoginProvider {
  readonly name: string;
  readonly label: string;
  /** Where to send the browser to sign in. */
  authorizationUrl(checks: { state: string; nonce: string; codeChallenge: string }): Promise<URL>;
  /** Exchanges the code of the callback's query and checks everything; throws when anything is off. */
  finish(callbackQuery: URLSearchParams, checks: LoginChecks): Promise<IdentityClaims>;
}

const SCOPE = 'openid email profile';
const TIMEOUT_SECONDS = 10;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

class OidcLoginProvider implements LoginProvider {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    readonly name: string,
    readonly label: string,
    private readonly redirectUri: string,
    private readonly load: () => Promise<oidc.Configuration>,
    private readonly extraParameters: Record<string, string> = {},
  ) {}

  /** Discovers lazily (the issuer may be this very server, not listening yet); retries after a failure. */
  private config(): Promise<oidc.Configuration> {
    this.configuration ??= this.load().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  async authorizationUrl(checks: { state: string; nonce: string; codeChallenge: string }): Promise<URL> {
    return oidc.buildAuthorizationUrl(await this.config(), {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: checks.codeChallenge,
      code_challenge_method: 'S256',
      ...this.extraParameters,
    });
  }

  async finish(callbackQuery: URLSearchParams, checks: LoginChecks): Promise<IdentityClaims> {
    const config = await this.config();
    const currentUrl = new URL(this.redirectUri);
    currentUrl.search = callbackQuery.toString();
    const tokens = await oidc.authorizationCodeGrant(
      config,
      currentUrl,
      { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true },
      { redirect_uri: this.redirectUri },
    );
    const idToken = tokens.claims();
    if (!idToken) throw new Error('The identity provider sent no ID token');
    let claims: Record<string, unknown> = idToken;
    if (!text(idToken.email) && config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
    }
    return {
      issuer: idToken.iss,
      subject: idToken.sub,
      email: text(claims.email)?.toLowerCase(),
      name: text(claims.name),
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }
}

function callbackUrl(publicUrl: string, name: string): string {
  return `${publicUrl}/api/v1/auth/callback/${name}`;
}

/** A provider from OIDC_<NAME>_*: discovered from its issuer's /.well-known/openid-configuration. */
export function configuredLoginProvider(publicUrl: string, provider: OidcProviderConfig): LoginProvider {
  return new OidcLoginProvider(provider.name, provider.label, callbackUrl(publicUrl, provider.name), () =>
    oidc.discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
      timeout: TIMEOUT_SECONDS,
      ...(provider.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
    }),
  );
}

/** The dev provider asks who you are every time, so switching test users is one sign-in away. */
const DEV_PARAMETERS = { prompt: 'login' };

/**
 * The development identity provider. Its metadata is known without discovery, and the server
 * reaches its token endpoint on the address it listens on (`internalOrigin`), not through
 * PUBLIC_URL, which may name a proxy or a host that resolves elsewhere.
 */
export function devLoginProvider(idp: DevIdentityProvider, publicOrigin: string, internalOrigin: string): LoginProvider {
  const internalFetch: oidc.CustomFetch = (url, options) => {
    const target = url.startsWith(publicOrigin) ? internalOrigin + url.slice(publicOrigin.length) : url;
    return fetch(target, { ...options, body: options.body as RequestInit['body'] });
  };
  return new OidcLoginProvider(
    idp.name,
    idp.label,
    idp.redirectUri,
    async () => {
      const metadata: oidc.ServerMetadata = {
        issuer: idp.issuer,
        authorization_endpoint: idp.endpoints.authorization,
        token_endpoint: idp.endpoints.token,
        jwks_uri: idp.endpoints.jwks,
        userinfo_endpoint: idp.endpoints.userinfo,
        authorization_response_iss_parameter_supported: true,
        id_token_signing_alg_values_supported: ['ES256'],
      };
      const config = new oidc.Configuration(
        metadata,
        idp.clientId,
        { client_secret: idp.clientSecret, id_token_signed_response_alg: 'ES256' },
        oidc.ClientSecretBasic(idp.clientSecret),
      );
      if (idp.issuer.startsWith('http:')) oidc.allowInsecureRequests(config);
      config[oidc.customFetch] = internalFetch;
      return config;
    },
    DEV_PARAMETERS,
  );
}
