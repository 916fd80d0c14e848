import { describe, expect, it } from 'vitest';
import type { QaEntry } from '../../../generated/model';
import { askable, isProcessing, replaceEntry, sortHistory, timestampLabel } from './ask-state';

const entry = (id: string, createdAt: string, updatedAt: string | null = null, status: QaEntry['status'] = 'completed'): QaEntry => ({
  id,
  ticker: 'AAPL',
  question: 'q',
  answer: 'a',
  status,
  createdAt,
  completedAt: createdAt,
  updatedAt,
  citations: [],
});

describe('Ask AI rules', () => {
  it('sorts by newest updatedAt, else createdAt', () => {
    const entries = [
      entry('a', '2024-01-01T00:00:00Z'),
      entry('b', '2024-01-02T00:00:00Z'),
      entry('c', '2023-12-01T00:00:00Z', '2024-01-03T00:00:00Z'),
    ];
    expect(sortHistory(entries).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('labels the timestamp Asked or Updated', () => {
    expect(timestampLabel(entry('a', '2024-01-01T00:00:00Z'))).toEqual({ label: 'Asked', at: '2024-01-01T00:00:00Z' });
    expect(timestampLabel(entry('a', '2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z'))).toEqual({
      label: 'Updated',
      at: '2024-02-01T00:00:00Z',
    });
  });

  it('submits only a non-blank question with a ticker, and sees processing entries', () => {
    expect(askable('  ', 'AAPL')).toBe(false);
    expect(askable('Why?', undefined)).toBe(false);
    expect(askable(' Why? ', 'AAPL')).toBe(true);
    expect(isProcessing([entry('a', 'x', null, 'processing')])).toBe(true);
    expect(isProcessing([entry('a', 'x')])).toBe(false);
  });

  it('puts an answered entry in place of its processing one, and leaves out one deleted meanwhile', () => {
    const history = [entry('a', '2024-01-02T00:00:00Z', null, 'processing'), entry('b', '2024-01-01T00:00:00Z')];
    const answered = entry('a', '2024-01-02T00:00:00Z');
    expect(replaceEntry(history, 'a', answered)).toEqual([answered, history[1]]);
    expect(replaceEntry(history, 'a', null)).toEqual([history[1]]);
    expect(replaceEntry(history, 'z', answered)).toEqual(history);
  });
});
