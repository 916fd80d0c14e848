import { describe, expect, it } from 'vitest';
import { ApiError } from './api-fetch';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries client errors', () => {
    expect(shouldRetry(0, new ApiError('Authentication required', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('HTTP 404: Not Found', 404))).toBe(false);
  });

  it('retries other failures twice', () => {
    expect(shouldRetry(0, new ApiError('HTTP 502: Bad Gateway', 502))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
