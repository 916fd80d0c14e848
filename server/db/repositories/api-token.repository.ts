/** Personal API tokens; only the hash of a token's value is stored. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ApiToken, NewApiToken } from '../tables/api-token.table';

type Db = Kysely<Database>;

export async function insertApiToken(db: Db, token: NewApiToken): Promise<void> {
  await db.insertInto('api_tokens').values(token).execute();
}

export function listApiTokensOf(db: Db, userId: string): Promise<ApiToken[]> {
  return db.selectFrom('api_tokens').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id').execute();
}

/** How many of the user's tokens still work at `nowIso` (expired ones do not count). */
export async function countLiveApiTokensOf(db: Db, userId: string, nowIso: string): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', nowIso)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findApiTokenByHash(db: Db, tokenHash: string): Promise<ApiToken | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

/** Deletes one of the user's tokens; false when the user has no token with this id. */
export async function deleteApiTokenOf(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('api_tokens').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function markApiTokenUsed(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ lastUsedAt: at }).where('id', '=', id).execute();
}
