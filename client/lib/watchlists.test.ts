import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getListFavoritesQueryKey, getListHiddenQueryKey } from '../../generated/client/user/user';
import { normalizeFavorites, normalizeHiddenEntries, normalizeTicker, setFavorite, setHidden } from './watchlists';

afterEach(() => vi.unstubAllGlobals());

describe('watchlists', () => {
  it('upper-cases tickers', () => {
    expect(normalizeTicker(' aapl ')).toBe('AAPL');
    expect(normalizeFavorites(['msft', 3, '', 'brk.b'])).toEqual(['MSFT', 'BRK.B']);
  });

  it('normalises hidden entries from strings and objects, dropping empty ones', () => {
    expect(
      normalizeHiddenEntries([
        'tsla',
        { symbol: 'nvda', name: 'Nvidia' },
        { ticker: 'amd', companyName: 'Advanced Micro' },
        { name: 'no symbol' },
        '  ',
        null,
      ]),
    ).toEqual([
      { symbol: 'TSLA', name: '' },
      { symbol: 'NVDA', name: 'Nvidia' },
      { symbol: 'AMD', name: 'Advanced Micro' },
    ]);
  });

  it('adds a favourite at once and keeps the server list', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getListFavoritesQueryKey(), { favorites: ['MSFT'] });
    const fetchMock = vi.fn(async () => Response.json({ favorites: ['MSFT', 'AAPL'] }));
    vi.stubGlobal('fetch', fetchMock);
    const change = setFavorite(queryClient, 'aapl', true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(queryClient.getQueryData(getListFavoritesQueryKey())).toEqual({ favorites: ['MSFT', 'AAPL'] });
    await change;
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/favorites');
    expect(init.body).toBe(JSON.stringify({ ticker: 'AAPL' }));
  });

  it('puts a hidden ticker back when the server refuses to unhide it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(getListHiddenQueryKey(), { hidden: [{ symbol: 'TSLA', name: 'Tesla' }] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500, statusText: 'Internal Server Error' })),
    );
    await expect(setHidden(queryClient, 'tsla', false)).rejects.toThrow('The server could not answer. Please try again later.');
    expect(queryClient.getQueryData(getListHiddenQueryKey())).toEqual({ hidden: [{ symbol: 'TSLA', name: 'Tesla' }] });
  });
});
