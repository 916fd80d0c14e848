/**
 * The signed-in user's preferences (name/value strings): loaded once after sign-in, read from
 * the cache everywhere, updated optimistically and rolled back when the server refuses.
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getListPreferencesQueryOptions, getListPreferencesQueryKey, updatePreferences } from '../../generated/client/user/user';
import type { Preference, PreferenceInput } from '../../generated/model';
import { useAuth } from './auth';
import { changeOptimistically } from './optimistic';

export type PreferenceMap = Readonly<Record<string, string>>;
/** Values to set; null is stored as an empty string. */
export type PreferenceUpdates = Readonly<Record<string, string | null | undefined>>;

/** Preference values are trimmed strings; null and undefined become ''. */
export function normalizePreferenceValue(value: string | null | undefined): string {
  return (value ?? '').trim();
}

export function toPreferenceMap(list: readonly Preference[] | undefined): PreferenceMap {
  const map: Record<string, string> = {};
  for (const item of list ?? []) map[item.name] = normalizePreferenceValue(item.value);
  return map;
}

/** The list after setting `updates` (existing names replaced in place, new ones appended). */
export function applyPreferenceUpdates(list: readonly Preference[] | undefined, updates: PreferenceUpdates): Preference[] {
  const next = (list ?? []).map((item) => ({ ...item }));
  for (const [name, raw] of Object.entries(updates)) {
    const value = normalizePreferenceValue(raw);
    const existing = next.find((item) => item.name === name);
    if (existing) existing.value = value;
    else next.push({ name, value });
  }
  return next;
}

function toInputs(updates: PreferenceUpdates): PreferenceInput[] {
  return Object.entries(updates).map(([name, value]) => ({ name, value: normalizePreferenceValue(value) }));
}

/**
 * Sets preferences: the cache changes at once, the server is told, then the list is refetched.
 * On failure the previous cache is restored and the error rethrown.
 */
export async function savePreferences(
  queryClient: QueryClient,
  updates: PreferenceUpdates,
  send: (inputs: PreferenceInput[]) => Promise<unknown> = updatePreferences,
): Promise<void> {
  const queryKey = getListPreferencesQueryKey();
  await changeOptimistically<Preference[], unknown>({
    queryClient,
    queryKey,
    apply: (current) => applyPreferenceUpdates(current, updates),
    send: () => send(toInputs(updates)),
  });
  await queryClient.invalidateQueries({ queryKey });
}

/** Query options shared by the loader and every reader: fetched once per sign-in, never retried. */
export function preferencesQueryOptions(enabled: boolean) {
  return getListPreferencesQueryOptions({ query: { enabled, staleTime: Infinity, retry: false } });
}

export interface PreferencesState {
  /** True once the list has arrived (a failed load leaves it false; the failure is only logged). */
  isLoaded: boolean;
  /** True once the load has ended either way: a screen that can go on with defaults waits only for this. */
  isSettled: boolean;
  values: PreferenceMap;
  save: (updates: PreferenceUpdates) => Promise<void>;
}

export function usePreferences(): PreferencesState {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery(preferencesQueryOptions(auth.status === 'authenticated'));
  const values = useMemo(() => toPreferenceMap(query.data), [query.data]);
  const save = useCallback((updates: PreferenceUpdates) => savePreferences(queryClient, updates), [queryClient]);
  return { isLoaded: query.isSuccess, isSettled: query.isSuccess || query.isError, values, save };
}
