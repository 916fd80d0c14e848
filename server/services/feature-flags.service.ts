/**
 * Feature flags: a global value per flag plus per-user overrides that win over it. Anonymous
 * callers get no flags (`{}`); a missing flag counts as off.
 */
import type { Kysely } from 'kysely';
import { fromBoolInt, toBoolInt } from '../db/column-types';
import { findUserByEmail } from '../db/repositories/user.repository';
import { findFlag, listFlags, listFlagsForUser, listOverrides, setFlag, setOverride } from '../db/repositories/feature-flag.repository';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../lib/errors';

export type FeatureFlagMap = Record<string, boolean>;

export async function flagsForUser(db: Kysely<Database>, userId: string | undefined): Promise<FeatureFlagMap> {
  if (!userId) return {};
  const rows = await listFlagsForUser(db, userId);
  return Object.fromEntries(rows.map((row) => [row.name, fromBoolInt(row.override ?? row.enabled)]));
}

export async function isFlagOn(db: Kysely<Database>, name: string, userId: string): Promise<boolean> {
  return (await flagsForUser(db, userId))[name] ?? false;
}

/** Sets a flag globally, or for the user with `email` only. */
export async function setFeatureFlag(
  db: Kysely<Database>,
  input: { name: string; enabled: boolean; email?: string },
  now: Date,
): Promise<void> {
  const flag = await findFlag(db, input.name);
  if (!flag) {
    const known = (await listFlags(db)).map((f) => f.name).join(', ');
    throw notFound(`Unknown flag '${input.name}'; known flags: ${known}`);
  }
  if (input.email === undefined) {
    await setFlag(db, flag.name, toBoolInt(input.enabled), now.toISOString());
    return;
  }
  const user = await findUserByEmail(db, input.email.trim().toLowerCase());
  if (!user) throw new AppError('not_found', `No user with e-mail ${input.email} (they must sign in once first)`);
  await setOverride(db, flag.name, user.id, toBoolInt(input.enabled));
}

export interface FlagListing {
  name: string;
  enabled: boolean;
  description: string | null;
  overrides: Array<{ email: string; enabled: boolean }>;
}

export async function listFeatureFlags(db: Kysely<Database>): Promise<FlagListing[]> {
  const [flags, overrides] = await Promise.all([listFlags(db), listOverrides(db)]);
  return flags.map((flag) => ({
    name: flag.name,
    enabled: fromBoolInt(flag.enabled),
    description: flag.description,
    overrides: overrides
      .filter((o) => o.flagName === flag.name)
      .map((o) => ({ email: o.email ?? o.userId, enabled: fromBoolInt(o.enabled) })),
  }));
}
