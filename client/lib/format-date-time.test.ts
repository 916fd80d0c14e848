import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('formatDateTime', () => {
  it('shows date and time, N/A when missing or unreadable', () => {
    expect(formatDateTime('2024-03-01T10:30:00')).toBe('Mar 1, 2024, 10:30 AM');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('soon')).toBe('N/A');
  });

  it('shows a moment in the time zone asked for', () => {
    expect(formatDateTime('2024-03-01T23:30:00Z', 'UTC')).toBe('Mar 1, 2024, 11:30 PM');
    expect(formatDateTime('2024-03-01T23:30:00Z', 'Asia/Tokyo')).toBe('Mar 2, 2024, 8:30 AM');
  });
});

describe('formatDate across time zones', () => {
  it('shows the day of a moment in the time zone asked for', () => {
    expect(formatDate('2024-03-01T23:30:00Z', 'America/New_York')).toBe('Mar 1, 2024');
    expect(formatDate('2024-03-01T23:30:00Z', 'Asia/Tokyo')).toBe('Mar 2, 2024');
  });

  it('shows a plain day as that day in every time zone', () => {
    for (const zone of [undefined, 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(formatDate('2024-03-01', zone)).toBe('Mar 1, 2024');
    }
  });
});
