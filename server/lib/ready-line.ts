/**
 * The one plain line a person reads once the server serves: where to open it, which market it
 * shows and how to sign in, worded for the configuration.
 */
import type { Config } from '../config';

type ReadyConfig = Pick<Config, 'publicUrl'> & {
  marketData: Pick<Config['marketData'], 'providers'>;
  auth: { devIdp: Config['auth']['devIdp']; providers: ReadonlyArray<{ label: string }> };
};

function marketWords(providers: readonly string[]): string {
  return providers.length === 1 && providers[0] === 'demo' ? 'demo market' : `market data from ${providers.join(', ')}`;
}

function signInWords(auth: ReadyConfig['auth']): string {
  if (auth.devIdp !== 'off') return 'sign in with any e-mail';
  if (auth.providers.length > 0) return `sign in with ${auth.providers.map((provider) => provider.label).join(' or ')}`;
  return 'no sign-in configured: set OIDC_PROVIDERS, or AUTH_DEV_IDP=on on your own machine';
}

/** 'Research Terminal is ready: open http://localhost:3000 (demo market, sign in with any e-mail)' */
export function readyLine(config: ReadyConfig): string {
  return `Research Terminal is ready: open ${config.publicUrl} (${marketWords(config.marketData.providers)}, ${signInWords(config.auth)})`;
}
