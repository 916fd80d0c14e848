/** Users and their linked OpenID Connect identities. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { NewUser, User } from '../tables/user.table';

type Db = Kysely<Database>;

export function findUserById(db: Db, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).orderBy('createdAt').executeTakeFirst();
}

export async function findUserIdByIdentity(db: Db, issuer: string, subject: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('identities')
    .select('userId')
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.userId;
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function insertIdentity(
  db: Db,
  identity: { id: string; userId: string; issuer: string; subject: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('identities')
    .values({
      id: identity.id,
      userId: identity.userId,
      issuer: identity.issuer,
      subject: identity.subject,
      createdAt: identity.createdAt,
    })
    .execute();
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<User, 'email' | 'name' | 'firstName' | 'lastName'>> & { updatedAt: string },
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
