import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows date and time, N/A when missing or unreadable', () => {
    expect(formatDateTime('2024-03-01T10:30:00')).toBe('Mar 1, 2024, 10:30 AM');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('soon')).toBe('N/A');
  });
});
