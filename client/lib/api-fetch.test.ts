import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorOf, apiFetch } from './api-fetch';

const envelope = (status: number, message: string, statusText = '') =>
  new Response(JSON.stringify({ error: { code: 'x', message, field: 'ticker' } }), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

describe('apiErrorOf', () => {
  it("carries the server's message, never 'HTTP nnn: …'", async () => {
    const error = await apiErrorOf(envelope(404, 'No stock or fund has the symbol ZZZZ.', 'Not Found'));
    expect(error.message).toBe('No stock or fund has the symbol ZZZZ.');
    expect(error.status).toBe(404);
    expect(error.field).toBe('ticker');
  });

  it("says 'Authentication required' on 401 whatever the server wrote", async () => {
    expect((await apiErrorOf(envelope(401, 'No session'))).message).toBe('Authentication required');
  });

  it('falls back to a sentence when the answer has no message (a proxy page, an empty body)', async () => {
    const texts = await Promise.all(
      [404, 429, 502, 418].map(async (status) => (await apiErrorOf(new Response('<html>', { status, statusText: 'Nope' }))).message),
    );
    expect(texts).toEqual([
      'It was not found.',
      'Too many requests. Please wait a moment and try again.',
      'The server could not answer. Please try again later.',
      'The request failed (status 418).',
    ]);
    for (const text of texts) expect(text).not.toMatch(/HTTP \d/);
  });
});

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws the server message of a failed call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(422, 'Please enter a valid ticker.')),
    );
    await expect(apiFetch({ url: '/api/v1/user/favorites', method: 'POST', data: { ticker: '?' } })).rejects.toThrow(
      'Please enter a valid ticker.',
    );
  });
});
