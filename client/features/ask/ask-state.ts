/** Rules of the Ask AI page (spec sections 2, 4 and 8) that do not need React. */
import type { QaEntry } from '../../../generated/model';

export const MESSAGE_CLEAR_MS = 3000;
/** How often an answer still processing is asked for (GET /ai/ask/{id}). */
export const ANSWER_POLL_MS = 2000;
export const ALERT_PREFERENCE = 'askAIAlertOnCompletion';

export const TEXT = {
  answered: 'Question submitted! Answer received.',
  submitted: 'Question submitted! Processing...',
  processing: 'Question is being processed...',
  refreshed: 'Answer refreshed.',
  deleted: 'Q&A entry deleted.',
  notFound: 'Question not found',
} as const;

/** Newest first by updatedAt, else createdAt. */
export function sortHistory(entries: readonly QaEntry[]): QaEntry[] {
  const at = (entry: QaEntry) => entry.updatedAt ?? entry.createdAt;
  return [...entries].sort((a, b) => at(b).localeCompare(at(a)));
}

export function isProcessing(entries: readonly QaEntry[] | undefined): boolean {
  return entries?.some((entry) => entry.status === 'processing') ?? false;
}

/** The history with the entry `id` replaced by `entry`, or left out when `entry` is null (deleted meanwhile). */
export function replaceEntry(history: readonly QaEntry[], id: string, entry: QaEntry | null): QaEntry[] {
  return history.flatMap((known) => (known.id !== id ? [known] : entry ? [entry] : []));
}

/** A question is sent only when it has text after trimming and a ticker is present. */
export function askable(question: string, ticker: string | undefined): boolean {
  return question.trim() !== '' && Boolean(ticker);
}

/** 'Asked …' or, once refreshed, 'Updated …'. */
export function timestampLabel(entry: QaEntry): { label: 'Asked' | 'Updated'; at: string } {
  return entry.updatedAt ? { label: 'Updated', at: entry.updatedAt } : { label: 'Asked', at: entry.createdAt };
}
