import type { IsoTimestamp } from '../column-types';

/** Links an OpenID Connect account (issuer + subject, unique together) to a user. */
export interface IdentitiesTable {
  id: string;
  userId: string;
  issuer: string;
  subject: string;
  createdAt: IsoTimestamp;
}
