/** The Hono environment of the app: what every request handler reaches through `c.get(name)` (not `c.var`, which copies every variable into a new object on each read). */
import type { Hook, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Services } from '../services/services';

/** The signed-in caller and how they proved it. */
export interface SignedInUser {
  id: string;
  via: 'session' | 'token';
  /** The session's id hash or the API token's id. */
  credentialId: string;
}

export interface AppEnv {
  Variables: {
    /** The app's services, set once per request (server/services/services.ts). */
    services: Services;
    requestId: string;
    log: Logger;
    /** The signed-in caller (session cookie or API token), null when anonymous; see http/auth.ts. */
    user: SignedInUser | null;
  };
}

/** A handler typed by its route, so params, query, body and responses are checked against the contract. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** A validation hook that may stand in for the default one on any route. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AppHook = Hook<any, AppEnv, any, any>;
