/** Product feedback, stored with the user who sent it. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { validationFailed } from '../lib/errors';

const FEEDBACK_THANKS = 'Feedback submitted. Thank you!';

export async function submitFeedback(
  db: Kysely<Database>,
  userId: string,
  input: { summary: string; details?: string },
  now: Date,
): Promise<{ message: string }> {
  const summary = input.summary.trim();
  if (!summary) throw validationFailed('Summary is required', 'summary');
  const details = input.details?.trim() || null;
  await db.insertInto('feedback').values({ id: randomUUID(), userId, summary, details, createdAt: now.toISOString() }).execute();
  return { message: FEEDBACK_THANKS };
}
