import type { IsoTimestamp } from '../column-types';

/**
 * Feedback sent from the feedback modal. `userId` becomes null when the user is deleted,
 * so the product feedback outlives the account without pointing at a person.
 */
export interface FeedbackTable {
  id: string;
  userId: string | null;
  summary: string;
  details: string | null;
  createdAt: IsoTimestamp;
}
