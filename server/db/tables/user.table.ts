import type { Insertable, Selectable } from 'kysely';
import type { IsoTimestamp } from '../column-types';

/** A person who signed in at least once; names come from the identity provider or the profile. */
export interface UsersTable {
  id: string;
  email: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
