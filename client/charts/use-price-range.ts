import { useCallback, useState } from 'react';
import { useAuth } from '../lib/auth';
import { usePreferences } from '../lib/preferences';
import { useStoredItem } from '../lib/hydration-safe';
import { storeItem } from '../lib/local-storage';
import { DEFAULT_PRICE_RANGE, isPriceRange, PRICE_RANGE_KEY, type PriceRange } from './price-range';

/**
 * The chosen chart range: from local storage, then the user's preference, else the default.
 * Every change is saved to both.
 */
export function usePriceRange(): [PriceRange, (range: PriceRange) => void] {
  const auth = useAuth();
  const preferences = usePreferences();
  const stored = useStoredItem(PRICE_RANGE_KEY);
  const [chosen, setChosen] = useState<PriceRange>();
  const saved = preferences.values[PRICE_RANGE_KEY];
  const signedIn = auth.status === 'authenticated';
  const { save } = preferences;

  const choose = useCallback(
    (next: PriceRange) => {
      setChosen(next);
      storeItem(PRICE_RANGE_KEY, next);
      if (signedIn) save({ [PRICE_RANGE_KEY]: next }).catch((error) => console.error('Saving the chart range failed', error));
    },
    [save, signedIn],
  );

  return [chosen ?? (isPriceRange(stored) ? stored : isPriceRange(saved) ? saved : DEFAULT_PRICE_RANGE), choose];
}
