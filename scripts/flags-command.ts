/**
 * The feature-flag commands, separate from the process wrapper so tests can run them:
 *   set <flag> on|off [--user <email>]   global value, or an override for one user
 *   list                                 every flag with its value and overrides
 */
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { listFeatureFlags, setFeatureFlag } from '../server/services/feature-flags.service';

export const FLAGS_USAGE = 'Usage: npm run flags -- set <flag> on|off [--user <email>]\n       npm run flags -- list';

export class UsageError extends Error {}

export async function runFlagsCommand(db: Kysely<Database>, args: string[], now: Date): Promise<string> {
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) return formatListing(db);
  if (command === 'set') return setCommand(db, rest, now);
  throw new UsageError(FLAGS_USAGE);
}

async function setCommand(db: Kysely<Database>, args: string[], now: Date): Promise<string> {
  const [name, value, option, email, ...extra] = args;
  const validOption = option === undefined || (option === '--user' && email);
  if (!name || (value !== 'on' && value !== 'off') || !validOption || extra.length > 0) throw new UsageError(FLAGS_USAGE);
  await setFeatureFlag(db, { name, enabled: value === 'on', email }, now);
  return email ? `${name} is ${value} for ${email}` : `${name} is ${value} for everyone (per-user overrides still win)`;
}

async function formatListing(db: Kysely<Database>): Promise<string> {
  const flags = await listFeatureFlags(db);
  return flags
    .map((flag) => {
      const overrides = flag.overrides.map((o) => `\n    ${o.email}: ${o.enabled ? 'on' : 'off'}`).join('');
      return `${flag.name}: ${flag.enabled ? 'on' : 'off'}${flag.description ? `  (${flag.description})` : ''}${overrides}`;
    })
    .join('\n');
}
