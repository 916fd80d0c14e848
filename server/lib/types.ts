import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/schema';

/** What every request handler can reach through `c.var`. */
export interface AppDependencies {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  startedAt: number;
}

export interface AppEnv {
  Variables: AppDependencies & {
    requestId: string;
    log: Logger;
  };
}

export type AppOpenAPI = OpenAPIHono<AppEnv>;

/** A handler typed by its route, so params, query, body and responses are checked against the contract. */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
