import type { Insertable, Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/** A personal API token for scripts; only its hash is stored (`token_hash`, unique). */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  created_at: IsoTimestamp;
  last_used_at: IsoTimestamp | null;
  expires_at: IsoTimestamp | null;
}

export type ApiToken = Selectable<ApiTokensTable>;
export type NewApiToken = Insertable<ApiTokensTable>;
