import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import { RequireAuth } from '../../components/auth-required';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PriceChange } from '../../components/price-change';
import { SortableHeader } from '../../components/sortable-header';
import type { Price } from '../../../generated/model';
import { formatPrice, NOT_AVAILABLE } from '../../lib/format';
import { usePreferences } from '../../lib/preferences';
import { directionOf, sortRows, toggleTableSort } from '../../lib/table-sort';
import { setFavorite, useFavorites } from '../../lib/watchlists';
import { FAVORITES_SORT_PREFERENCE, type FavoriteSortKey, parseFavoritesSort, serializeFavoritesSort } from './favorites-sort';
import { useFavoritePrices } from './use-favorite-prices';
import { TableBox } from '../../components/table-box';
import { LoadError, StaleDataNote } from '../../components/load-error';

interface FavoriteRow {
  symbol: string;
  name: string | undefined;
  quote: Price | undefined;
}

function readSortValue(row: FavoriteRow, key: FavoriteSortKey): string | number | null | undefined {
  if (key === 'symbol') return row.symbol;
  if (key === 'name') return row.name;
  return row.quote?.changePercent;
}

const SORTABLE: Array<{ key: FavoriteSortKey; label: string }> = [
  { key: 'symbol', label: 'Symbol' },
  { key: 'name', label: 'Company Name' },
];

export function FavoritesPage() {
  return (
    <section className="page">
      <h1>Your Favorite Stocks</h1>
      <RequireAuth>
        <FavoritesTable />
      </RequireAuth>
    </section>
  );
}

function FavoritesTable() {
  const favorites = useFavorites();
  const prices = useFavoritePrices(favorites.items);
  const preferences = usePreferences();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sort = parseFavoritesSort(preferences.values[FAVORITES_SORT_PREFERENCE]);

  if (favorites.isLoading) return <p className="muted">Loading favorites...</p>;
  if (favorites.error && favorites.items.length === 0)
    return <LoadError query={favorites} text={(message) => `Error loading favorites: ${message}`} />;
  if (favorites.items.length === 0) {
    return (
      <div className="panel">
        <p>You haven&apos;t added any stocks to your favorites yet.</p>
        <p className="muted">Use the &quot;Favorite&quot; toggle on any stock page to add it to your favorites.</p>
      </div>
    );
  }

  const rows: FavoriteRow[] = favorites.items.map((symbol) => {
    const quote = prices.data?.get(symbol);
    return { symbol, name: quote?.name ?? undefined, quote };
  });
  const sorted = sortRows(rows, sort, readSortValue);

  const onSort = (key: FavoriteSortKey) => {
    preferences
      .save({ [FAVORITES_SORT_PREFERENCE]: serializeFavoritesSort(toggleTableSort(sort, key)) })
      .catch((error: unknown) => console.error('Saving the favorites sort failed', error));
  };

  const openRow = (event: MouseEvent, symbol: unknown) => {
    // The remove button and the symbol link handle their own clicks.
    if (event.target instanceof HTMLElement && event.target.closest('button, a')) return;
    if (typeof symbol !== 'string' || !symbol) {
      console.error('Invalid symbol', symbol);
      return;
    }
    void navigate({ to: '/ticker/$ticker', params: { ticker: symbol } });
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await setFavorite(queryClient, removing, false);
    } catch (error) {
      console.error('Removing the favorite failed', error);
    } finally {
      setBusy(false);
      setRemoving(undefined);
    }
  };

  return (
    <>
      {favorites.error && <StaleDataNote query={favorites} />}
      <TableBox label="Favorites table">
        <table>
          <caption className="visually-hidden">Favorite stocks; a row opens its page</caption>
          <thead>
            <tr>
              {SORTABLE.map((column) => (
                <SortableHeader
                  key={column.key}
                  label={column.label}
                  direction={directionOf(sort, column.key)}
                  onSort={() => onSort(column.key)}
                />
              ))}
              <th scope="col" className="num">
                Price
              </th>
              <SortableHeader
                label="Daily Change"
                direction={directionOf(sort, 'dailyChange')}
                onSort={() => onSort('dailyChange')}
                numeric
              />
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.symbol} className="clickable-row" onClick={(event) => openRow(event, row.symbol)}>
                <td>
                  <Link to="/ticker/$ticker" params={{ ticker: row.symbol }}>
                    {row.symbol}
                  </Link>
                </td>
                <td>{row.name ?? (prices.isPending ? '...' : NOT_AVAILABLE)}</td>
                <td className="num">{prices.isPending ? '...' : formatPrice(row.quote?.price)}</td>
                <td className="num">
                  {row.quote ? <PriceChange change={row.quote.change} changePercent={row.quote.changePercent} /> : NOT_AVAILABLE}
                </td>
                <td>
                  <button type="button" className="button button-danger" onClick={() => setRemoving(row.symbol)}>
                    Remove<span className="visually-hidden"> {row.symbol}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <ConfirmDialog
        open={removing !== undefined}
        title="Confirm Removal"
        message={`Are you sure you want to remove ${removing ?? ''} from your favorites?`}
        confirmText={busy ? 'Removing...' : 'Remove'}
        busy={busy}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      />
    </>
  );
}
