import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { usePreferences } from '../../lib/preferences';
import { SortableHeader } from '../../components/sortable-header';
import { directionOf, sortRows, type TableSort, toggleTableSort } from '../../lib/table-sort';
import { toast } from '../../lib/toasts';
import { type HiddenSymbol, setHidden, useHidden } from '../../lib/watchlists';

const HIDDEN_EXPANDED_PREFERENCE = 'profileHiddenSymbolsExpanded';
type HiddenSortKey = 'symbol' | 'name';

/** Hidden symbols: an expandable list (state in preferences), sortable, with UNHIDE. */
export function HiddenSymbolsSection() {
  const queryClient = useQueryClient();
  const hidden = useHidden();
  const preferences = usePreferences();
  const [sort, setSort] = useState<TableSort<HiddenSortKey>>({ key: 'symbol', direction: 'asc' });
  const [unhiding, setUnhiding] = useState<string>();
  const expanded = preferences.values[HIDDEN_EXPANDED_PREFERENCE] === 'true';

  const loadFailed = hidden.error !== null;
  useEffect(() => {
    if (loadFailed) toast.error('Failed to load hidden symbols');
  }, [loadFailed]);

  const toggle = () => {
    preferences
      .save({ [HIDDEN_EXPANDED_PREFERENCE]: String(!expanded) })
      .catch((error: unknown) => console.error('Saving the list state failed', error));
  };

  const unhide = async (entry: HiddenSymbol) => {
    setUnhiding(entry.symbol);
    try {
      await setHidden(queryClient, entry.symbol, false);
      toast.success('Symbol unhidden');
    } catch (error) {
      console.error('Unhiding failed', error);
      toast.error('Failed to unhide symbol');
    } finally {
      setUnhiding(undefined);
    }
  };

  const rows = sortRows(hidden.items, sort, (row, key) => (key === 'symbol' ? row.symbol : row.name));
  const header = (key: HiddenSortKey, label: string) => (
    <SortableHeader label={label} direction={directionOf(sort, key)} onSort={() => setSort(toggleTableSort(sort, key))} />
  );

  return (
    <section className="panel profile-section" aria-labelledby="hidden-symbols-title">
      <h2 id="hidden-symbols-title">Hidden Symbols</h2>
      <button type="button" className="button" aria-expanded={expanded} aria-controls="hidden-symbols-list" onClick={toggle}>
        {expanded ? 'HIDE LIST' : 'SHOW HIDDEN SYMBOLS'}
      </button>
      <div id="hidden-symbols-list" hidden={!expanded}>
        {hidden.isLoading && <p className="muted">Loading...</p>}
        {!hidden.isLoading && rows.length === 0 && <p className="muted">No hidden symbols found.</p>}
        {rows.length > 0 && (
          <div className="table-wrap hidden-symbols-table" tabIndex={0} role="region" aria-label="Hidden symbols table">
            <table>
              <thead>
                <tr>
                  {header('symbol', 'SYMBOL')}
                  {header('name', 'NAME')}
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <tr key={entry.symbol}>
                    <td>
                      <Link to="/stock/$symbol" params={{ symbol: entry.symbol }}>
                        {entry.symbol}
                      </Link>
                    </td>
                    <td>{entry.name || entry.symbol}</td>
                    <td>
                      <button type="button" className="button" disabled={unhiding === entry.symbol} onClick={() => void unhide(entry)}>
                        UNHIDE<span className="visually-hidden"> {entry.symbol}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
