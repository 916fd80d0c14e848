/**
 * The part of oidc-provider's API the development identity provider uses (the package ships
 * no type declarations).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextLike {
    type: string;
    body: unknown;
    status: number;
    oidc: {
      client?: { clientId: string };
      session?: {
        accountId?: string;
        grantIdFor(clientId: string, value?: string): string | undefined;
        ensureClientContainer(clientId: string): void;
      };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface GrantInstance {
    jti: string;
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (props: { clientId: string; accountId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface Configuration {
    clients?: Array<Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url?: (ctx: KoaContextLike, interaction: Interaction) => Promise<string> | string };
    findAccount?: (ctx: KoaContextLike, sub: string) => Promise<Account | undefined> | Account | undefined;
    loadExistingGrant?: (ctx: KoaContextLike) => Promise<GrantInstance | undefined>;
    renderError?: (ctx: KoaContextLike, out: Record<string, string>, error: Error) => Promise<void> | void;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    Grant: GrantConstructor;
    urlFor(name: string, options?: Record<string, string>): string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
