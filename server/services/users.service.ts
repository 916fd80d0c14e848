/**
 * Users as the API shows them, sign-in linking and profile updates. A user is found by the
 * issuer and subject of the identity they signed in with (never by e-mail, so a second issuer
 * that vouches for the same address cannot take over an account).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findUserById, findUserIdByIdentity, insertIdentity, insertUser, updateUser } from '../db/repositories/user.repository';
import type { Database } from '../db/schema';
import type { User } from '../db/tables/user.table';
import { unauthorized } from '../lib/errors';
import type { IdentityClaims } from '../providers/identity/oidc-relying-party';
import { getPriceAlertPreferences } from './price-alerts.service';
import type { User as ApiUser, PriceAlertPreferences } from '../../generated/model';

function toApiUser(user: User, priceAlertPreferences: PriceAlertPreferences): ApiUser {
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    priceAlertPreferences,
  };
}

/** The signed-in user as GET /auth/me shows them; 401 when the account is gone. */
export async function getApiUser(db: Kysely<Database>, userId: string): Promise<ApiUser> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return toApiUser(user, await getPriceAlertPreferences(db, userId));
}

/**
 * Creates the user on first sign-in or refreshes e-mail and name from the claims. First and
 * last names come from the claims only while still unset: afterwards the profile owns them.
 */
export async function signInUser(db: Kysely<Database>, claims: IdentityClaims, now: Date): Promise<string> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existingId = await findUserIdByIdentity(trx, claims.issuer, claims.subject);
    if (existingId) {
      const user = await findUserById(trx, existingId);
      await updateUser(trx, existingId, {
        email: claims.email ?? user?.email ?? null,
        name: claims.name ?? user?.name ?? null,
        firstName: user?.firstName || claims.firstName || null,
        lastName: user?.lastName || claims.lastName || null,
        updatedAt: at,
      });
      return existingId;
    }
    const id = randomUUID();
    await insertUser(trx, {
      id,
      email: claims.email ?? null,
      name: claims.name ?? null,
      firstName: claims.firstName ?? null,
      lastName: claims.lastName ?? null,
      createdAt: at,
      updatedAt: at,
    });
    await insertIdentity(trx, { id: randomUUID(), userId: id, issuer: claims.issuer, subject: claims.subject, createdAt: at });
    return id;
  });
}

/** Sets first and last name (trimmed; empty stays an empty string). */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  input: { firstName: string; lastName: string },
  now: Date,
): Promise<ApiUser> {
  await updateUser(db, userId, {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    updatedAt: now.toISOString(),
  });
  return getApiUser(db, userId);
}
