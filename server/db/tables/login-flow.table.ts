import type { Insertable, Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/**
 * An OpenID Connect sign-in in progress. Keyed by the hash of the random id in the browser's
 * flow cookie; deleted by the callback that uses it (single use) or when it expires.
 */
export interface LoginFlowsTable {
  idHash: string;
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** A path on this site to return to after sign-in. */
  redirectTo: string;
  createdAt: IsoTimestamp;
  expiresAt: IsoTimestamp;
}

export type LoginFlow = Selectable<LoginFlowsTable>;
export type NewLoginFlow = Insertable<LoginFlowsTable>;
