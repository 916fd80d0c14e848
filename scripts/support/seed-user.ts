/**
 * A signed-in user seeded straight into a database file, for the real server in process-level
 * tests and benchmarks (tests/support/sign-in.ts does the same for an in-process test app): one
 * user, a personal API token and a browser session.
 */
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { createApiToken } from '../../server/services/api-tokens.service';
import { startSession } from '../../server/services/sessions.service';
import { signInUser } from '../../server/services/users.service';

export interface SeededUser {
  userId: string;
  /** A personal API token: `Authorization: Bearer <token>`. */
  token: string;
  /** The session cookie's value (cookie `rt_session` over http). */
  session: string;
}

/** Migrates the database at `databaseUrl` and creates the user, its token and its session. */
export async function seedSignedInUser(databaseUrl: string, email = 'seeded@example.test'): Promise<SeededUser> {
  const db = createDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const now = new Date();
    const identity = {
      issuer: 'https://idp.example.test',
      subject: email,
      email,
      name: 'Seeded User',
      firstName: undefined,
      lastName: undefined,
    };
    const userId = await signInUser(db, identity, now);
    const { value: token } = await createApiToken(db, userId, { name: 'seeded' }, now, Number.POSITIVE_INFINITY);
    const auth = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }).auth;
    const { secret: session } = await startSession(db, auth, userId, now, 'seed');
    return { userId, token, session };
  } finally {
    await db.destroy();
  }
}
