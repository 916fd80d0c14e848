import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../lib/auth';
import { toast } from '../lib/toasts';
import { normalizeTicker, setFavorite, setHidden, useFavorites, useHidden } from '../lib/watchlists';

interface ToggleProps {
  label: string;
  pressed: boolean;
  disabled: boolean;
  title?: string;
  onToggle: () => void;
}

function Toggle({ label, pressed, disabled, title, onToggle }: ToggleProps) {
  return (
    <button
      type="button"
      className={pressed ? 'button toggle toggle-on' : 'button toggle'}
      aria-pressed={pressed}
      disabled={disabled}
      title={title}
      onClick={onToggle}
    >
      <span aria-hidden="true">{pressed ? '[x] ' : '[ ] '}</span>
      {label}
    </button>
  );
}

/**
 * The Hide and Favorite toggles of a stock header. Optimistic with a toast either way; a hidden
 * stock cannot be favourited and a favourite cannot be hidden. Renders nothing for anonymous users.
 */
export function WatchToggles({ symbol, name }: { symbol: string; name?: string }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const favorites = useFavorites();
  const hidden = useHidden();
  const [busy, setBusy] = useState(false);
  if (auth.status !== 'authenticated') return null;

  const ticker = normalizeTicker(symbol);
  const isFavorite = favorites.items.includes(ticker);
  const isHidden = hidden.items.some((entry) => entry.symbol === ticker);
  const loading = favorites.isLoading || hidden.isLoading;

  const run = async (change: () => Promise<void>, success: string, failure: string) => {
    setBusy(true);
    try {
      await change();
      toast.success(success);
    } catch (error) {
      console.error(failure, error);
      toast.error(failure);
    } finally {
      setBusy(false);
    }
  };

  const toggleFavorite = () =>
    run(
      () => setFavorite(queryClient, ticker, !isFavorite),
      isFavorite ? 'Removed from favorites' : 'Added to favorites',
      'Failed to update favorites',
    );
  const toggleHidden = () =>
    run(
      () => setHidden(queryClient, ticker, !isHidden, name),
      isHidden ? 'Ticker unhidden' : 'Ticker hidden',
      'Failed to update hidden status',
    );

  return (
    <div className="watch-toggles" role="group" aria-label={`${ticker} lists`}>
      <Toggle
        label="Hide"
        pressed={isHidden}
        disabled={loading || busy || isFavorite}
        title={isFavorite ? 'Remove it from your favorites to hide it' : undefined}
        onToggle={() => void toggleHidden()}
      />
      <Toggle
        label="Favorite"
        pressed={isFavorite}
        disabled={loading || busy || isHidden}
        title={isHidden ? 'Unhide it to add it to your favorites' : undefined}
        onToggle={() => void toggleFavorite()}
      />
    </div>
  );
}
