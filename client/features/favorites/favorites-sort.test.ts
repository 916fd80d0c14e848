import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVORITES_SORT, parseFavoritesSort, serializeFavoritesSort } from './favorites-sort';

describe('favoritesSort preference', () => {
  it('defaults to symbol ascending', () => {
    expect(parseFavoritesSort(undefined)).toEqual({ key: 'symbol', direction: 'asc' });
    expect(parseFavoritesSort('not json')).toEqual(DEFAULT_FAVORITES_SORT);
    expect(parseFavoritesSort('{"key":"price","direction":"ascending"}')).toEqual(DEFAULT_FAVORITES_SORT);
  });

  it('round-trips as JSON with key and direction', () => {
    const text = serializeFavoritesSort({ key: 'dailyChange', direction: 'desc' });
    expect(JSON.parse(text)).toEqual({ key: 'dailyChange', direction: 'descending' });
    expect(parseFavoritesSort(text)).toEqual({ key: 'dailyChange', direction: 'desc' });
    expect(parseFavoritesSort('{"key":"name","direction":"ascending"}')).toEqual({ key: 'name', direction: 'asc' });
    expect(parseFavoritesSort('{"key":"name","direction":"asc"}')).toEqual(DEFAULT_FAVORITES_SORT);
  });
});
