/**
 * Personal API tokens for scripts: `rt_` plus 256 random bits, shown once at creation; the
 * database keeps its SHA-256, a name and an optional expiry.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  countLiveApiTokensOf,
  deleteApiTokenOf,
  findApiTokenByHash,
  insertApiToken,
  listApiTokensOf,
  markApiTokenUsed,
} from '../db/repositories/api-token.repository';
import type { Database } from '../db/schema';
import type { ApiToken } from '../db/tables/api-token.table';
import { AppError, notFound, validationFailed } from '../lib/errors';
import { hashSecret, randomSecret } from '../lib/secrets';
import type { ApiToken as ApiTokenView } from '../../generated/model';

const TOKEN_PREFIX = 'rt_';

/** lastUsedAt is written at most this often. */
const USE_RECORD_INTERVAL_MS = 60_000;

function toView(token: ApiToken): ApiTokenView {
  return {
    id: token.id,
    name: token.name,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt,
    expiresAt: token.expiresAt,
  };
}

export async function createApiToken(
  db: Kysely<Database>,
  userId: string,
  input: { name: string; expiresAt?: string },
  now: Date,
  maxTokens: number,
): Promise<{ token: ApiTokenView; value: string }> {
  const name = input.name.trim();
  if (!name) throw validationFailed('Token name is required', 'name');
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw validationFailed('expiresAt must be in the future', 'expiresAt');
  }
  // Each token has its own rate-limit bucket: without a cap, more tokens would mean more calls.
  if ((await countLiveApiTokensOf(db, userId, now.toISOString())) >= maxTokens) {
    throw new AppError('conflict', `You already have ${maxTokens} API tokens, the most allowed; revoke one first`);
  }
  const value = `${TOKEN_PREFIX}${randomSecret(32)}`;
  const row: ApiToken = {
    id: randomUUID(),
    userId,
    name,
    tokenHash: hashSecret(value),
    createdAt: now.toISOString(),
    lastUsedAt: null,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
  await insertApiToken(db, row);
  return { token: toView(row), value };
}

export async function listApiTokens(db: Kysely<Database>, userId: string): Promise<ApiTokenView[]> {
  return (await listApiTokensOf(db, userId)).map(toView);
}

/** Revokes one of the user's tokens; another user's token id answers 404 like an unknown one. */
export async function revokeApiToken(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  if (!(await deleteApiTokenOf(db, userId, id))) throw notFound('No such API token');
}

/** The token's id and user, or undefined when the value is unknown or expired. */
export async function resolveApiToken(db: Kysely<Database>, value: string, now: Date): Promise<{ id: string; userId: string } | undefined> {
  const token = await findApiTokenByHash(db, hashSecret(value));
  if (!token) return undefined;
  if (token.expiresAt && Date.parse(token.expiresAt) <= now.getTime()) return undefined;
  const lastUsed = token.lastUsedAt ? Date.parse(token.lastUsedAt) : 0;
  if (now.getTime() - lastUsed >= USE_RECORD_INTERVAL_MS) await markApiTokenUsed(db, token.id, now.toISOString());
  return { id: token.id, userId: token.userId };
}
