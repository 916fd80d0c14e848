import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getListPreferencesQueryKey } from '../../generated/client/user/user';
import type { Preference } from '../../generated/model';
import { applyPreferenceUpdates, normalizePreferenceValue, savePreferences, toPreferenceMap } from './preferences';

const key = getListPreferencesQueryKey();

function clientWith(list: Preference[]): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(key, list);
  return queryClient;
}

describe('preference values', () => {
  it('trims values and turns null into an empty string', () => {
    expect(normalizePreferenceValue('  4 ')).toBe('4');
    expect(normalizePreferenceValue(null)).toBe('');
    expect(toPreferenceMap([{ name: 'a', value: ' x ' }])).toEqual({ a: 'x' });
  });

  it('replaces existing names in place and appends new ones', () => {
    const next = applyPreferenceUpdates(
      [
        { name: 'home_selected_panel', value: '1' },
        { name: 'favoritesSort', value: '{}' },
      ],
      { home_selected_panel: '3', onboarding_completed: 'true', firstName: null },
    );
    expect(next).toEqual([
      { name: 'home_selected_panel', value: '3' },
      { name: 'favoritesSort', value: '{}' },
      { name: 'onboarding_completed', value: 'true' },
      { name: 'firstName', value: '' },
    ]);
  });
});

describe('savePreferences', () => {
  it('shows the new value before the server answers and sends trimmed inputs', async () => {
    const queryClient = clientWith([{ name: 'home_selected_panel', value: '0' }]);
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const saving = savePreferences(queryClient, { home_selected_panel: ' 2 ' }, send);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(queryClient.getQueryData(key)).toEqual([{ name: 'home_selected_panel', value: '2' }]);
    expect(send).toHaveBeenCalledWith([{ name: 'home_selected_panel', value: '2' }]);
    release();
    await saving;
  });

  it('restores the previous cache and rethrows when the server fails', async () => {
    const before = [{ name: 'profileHiddenSymbolsExpanded', value: 'false' }];
    const queryClient = clientWith(before);
    const failure = new Error('HTTP 500: Internal Server Error');
    await expect(savePreferences(queryClient, { profileHiddenSymbolsExpanded: 'true' }, () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
    expect(queryClient.getQueryData(key)).toEqual(before);
  });
});
