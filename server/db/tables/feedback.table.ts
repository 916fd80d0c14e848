import type { IsoTimestamp } from '../column-types';

/**
 * Feedback sent from the feedback modal. `user_id` becomes null when the user is deleted,
 * so the product feedback outlives the account without pointing at a person.
 */
export interface FeedbackTable {
  id: string;
  user_id: string | null;
  summary: string;
  details: string | null;
  created_at: IsoTimestamp;
}
