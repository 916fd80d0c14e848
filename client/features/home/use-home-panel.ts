import { useCallback, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/preferences';
import { HOME_PANEL_PREFERENCE, parsePanelIndex } from './home-panels';

/** The selected carousel panel; signed-in users get it back from preference home_selected_panel. */
export function useHomePanel(): [number, (index: number) => void] {
  const auth = useAuth();
  const preferences = usePreferences();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const saved = parsePanelIndex(preferences.values[HOME_PANEL_PREFERENCE]);
  const signedIn = auth.status === 'authenticated';
  const { save } = preferences;

  const select = useCallback(
    (next: number) => {
      setChosen(next);
      if (!signedIn) return;
      save({ [HOME_PANEL_PREFERENCE]: String(next) }).catch((error) => console.error('Saving the home panel failed', error));
    },
    [save, signedIn],
  );

  return [chosen ?? saved ?? 0, select];
}
