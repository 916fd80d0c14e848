/**
 * What the server renders of the remembered screener settings: never the storage (the server has
 * none, and the browser's hydrating render must match its HTML), so the defaults; the browser
 * reads the stored values in the render after (tests/e2e/screen.e2e.ts, which fails on a failed hydration).
 */
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from '../../lib/hydration-safe';
import { useStoredShowFilters, useStoredSort } from './use-stored-screen-settings';

function SettingsProbe() {
  const sort = useStoredSort();
  return <output>{JSON.stringify({ ...sort, showFilters: useStoredShowFilters(), hydrated: useHydrated() })}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('remembered screener settings in the server render', () => {
  it('are the defaults even where storage holds others', () => {
    const stored = new Map([
      ['screen_sortBy', 'symbol'],
      ['screen_sortOrder', 'asc'],
      ['screen_showFilters', 'false'],
    ]);
    const getItem = vi.fn((key: string) => stored.get(key) ?? null);
    vi.stubGlobal('window', { localStorage: { getItem } });
    const html = renderToString(<SettingsProbe />).replace(/&quot;/g, '"');
    expect(html).toContain('{"sortBy":"market_cap","sortOrder":"desc","showFilters":true,"hydrated":false}');
    expect(getItem).not.toHaveBeenCalled();
  });
});
