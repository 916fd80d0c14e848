import type { Migration } from 'kysely';
import * as userSchema from './20261122000000_user_schema';

/**
 * Every migration, keyed by its file name without extension. Imported statically (not found
 * by scanning the folder) so it works the same under tsx, vitest and a bundled build.
 * Add each new `<yyyymmddhhmmss>_<name>.ts` file here; a unit test fails if one is missing.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261122000000_user_schema': userSchema,
};
