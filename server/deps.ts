/**
 * Builds what every request handler reaches through `c.var`: the one place where the app's
 * services and providers are created, for main.ts and for the tests alike.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { AppDependencies } from './lib/types';

export interface DependencyInputs {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
}

export function createDependencies({ config, db, logger }: DependencyInputs): AppDependencies {
  return { config, db, logger, startedAt: Date.now() };
}
