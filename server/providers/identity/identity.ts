/** The sign-in providers of this installation: the configured OIDC issuers and the dev provider. */
import type { Logger } from 'pino';
import { assertDevIdpAllowed, type Config } from '../../config';
import { createDevIdentityProvider, type DevIdentityProvider } from './dev-idp/dev-idp';
import { configuredLoginProvider, devLoginProvider, type LoginProvider } from './oidc-relying-party';

export interface Identity {
  /** In configuration order; the dev provider last. */
  providers: readonly LoginProvider[];
  find(name: string): LoginProvider | undefined;
  /** Present when AUTH_DEV_IDP is on: its routes are mounted under /dev-idp. */
  devIdp: DevIdentityProvider | undefined;
}

/** The address this process listens on, for calls the server makes to itself. */
function internalOrigin(config: Config): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export async function createIdentity(config: Config, logger: Logger): Promise<Identity> {
  const providers = config.auth.providers.map((provider) => configuredLoginProvider(config.publicUrl, provider));
  let devIdp: DevIdentityProvider | undefined;
  if (config.auth.devIdp !== 'off') {
    assertDevIdpAllowed(config);
    devIdp = await createDevIdentityProvider({ publicUrl: config.publicUrl, logger });
    providers.push(devLoginProvider(devIdp, new URL(config.publicUrl).origin, internalOrigin(config)));
  }
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  return { providers, find: (name) => byName.get(name), devIdp };
}
