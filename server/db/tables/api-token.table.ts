import type { Insertable, Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/** A personal API token for scripts; only its hash is stored (`tokenHash`, unique). */
export interface ApiTokensTable {
  id: string;
  userId: string;
  name: string;
  tokenHash: string;
  createdAt: IsoTimestamp;
  lastUsedAt: IsoTimestamp | null;
  expiresAt: IsoTimestamp | null;
}

export type ApiToken = Selectable<ApiTokensTable>;
export type NewApiToken = Insertable<ApiTokensTable>;
