import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { CopyApiCall } from '../../components/copy-api-call';
import { BackToTop } from '../../components/back-to-top';
import { ListFailure, serverMessage } from '../../components/load-error';
import { LoginButtons } from '../../components/login-buttons';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/hydration-safe';
import { errorMessage } from '../../lib/error-message';
import { usePreferences } from '../../lib/preferences';
import { toast } from '../../lib/toasts';
import { useNearBottom } from '../../lib/use-near-bottom';
import { useFavorites } from '../../lib/watchlists';
import type { ScreenSortField } from '../../../generated/model';
import { ErrorModal } from './error-modal';
import { FilterPanel } from './filter-panel';
import {
  draftFromFilters,
  emptyDraft,
  type FilterDraft,
  type FilterKey,
  filtersFromPreferences,
  filtersToPreferences,
  hasFilters,
  unreadableField,
  validateFilters,
} from './screen-filters';
import { SavedScreenOpener, SavedScreensPanel } from './saved-screens-panel';
import { filtersFromSearch, hasScreenParams, savedScreenToOpen, type ScreenSearch, sortFromSearch, toScreenSearch } from './screen-search';
import { coverageLine, endLine, nextSort, statusLine, storeShowFilters, storeSort } from './screen-sort';
import { useStoredShowFilters, useStoredSort } from './use-stored-screen-settings';
import { ColumnChooser } from './column-chooser';
import { columnsFromPreference, columnsToPreference, SCREEN_COLUMNS_PREFERENCE, visibleColumns } from './screen-columns';
import { ScreenTable } from './screen-table';
import { screenApiCall, useScreenResults } from './use-screen-results';

const SCROLL_TOP_THRESHOLD = 200;
const SAVED_SCREEN_MISSING =
  'Saved screen not found: it may have been deleted, or it belongs to another account. Showing the default screen.';
const NEAR_BOTTOM_PX = 200;
const SCROLL_DEBOUNCE_MS = 150;

type Action = 'Initial load' | 'Filter' | 'Sort';

export interface ScreenPageProps {
  search: ScreenSearch;
  /** Puts a screen in the address (replace: without a new history entry). */
  onSearchChange: (search: ScreenSearch, replace: boolean) => void;
}

export function ScreenPage(props: ScreenPageProps) {
  // The screener mounts in a deferred render, which React splits into short tasks once the
  // signed-in shell has painted, instead of one long task when auth settles.
  const status = useDeferredValue(useAuth().status, 'loading');
  return (
    <section className="page screen-page">
      <h1>Stock Screener</h1>
      {status === 'loading' && <p className="muted">Loading...</p>}
      {status === 'anonymous' && (
        <div className="panel">
          <p>Please log in to access the stock screening tool.</p>
          <LoginButtons />
        </div>
      )}
      {status === 'authenticated' && <ScreenerGate {...props} />}
    </section>
  );
}

/**
 * Waits for the saved filters unless the address already says what to show. A failed preferences
 * load only ends the wait (spec section 8: it is only logged): the screener goes on with defaults.
 */
function ScreenerGate(props: ScreenPageProps) {
  const preferences = usePreferences();
  const { onSearchChange } = props;
  const { save: savePreferences } = preferences;
  // A saved screen that is not there: the address drops it and the default screen shows, under a note saying so.
  const [missingSaved, setMissingSaved] = useState(false);
  const openSaved = useCallback(
    (search: ScreenSearch, columns: readonly ScreenSortField[] | null) => {
      setMissingSaved(false);
      // The saved screen's columns become the screener's (the column chooser's preference).
      if (columns)
        savePreferences({ [SCREEN_COLUMNS_PREFERENCE]: columnsToPreference(columns) }).catch(() =>
          toast.error('Failed to save the columns'),
        );
      onSearchChange(search, true);
    },
    [onSearchChange, savePreferences],
  );
  const savedToOpen = savedScreenToOpen(props.search);
  const storedSort = useStoredSort();
  const saved = useMemo(() => toScreenSearch(filtersFromPreferences(preferences.values), storedSort), [preferences.values, storedSort]);
  const settled = useDeferredValue(preferences.isSettled, false);
  const openDefault = useCallback(() => {
    setMissingSaved(true);
    onSearchChange({}, true);
  }, [onSearchChange]);
  if (savedToOpen) return <SavedScreenOpener id={savedToOpen} onOpen={openSaved} onMissing={openDefault} />;
  if (!hasScreenParams(props.search) && !settled) return <p className="muted">Loading companies...</p>;
  return (
    <>
      {missingSaved && (
        <p className="warning" role="status">
          {SAVED_SCREEN_MISSING}
        </p>
      )}
      <Screener {...props} saved={saved} />
    </>
  );
}

function Screener({ search: address, onSearchChange, saved }: ScreenPageProps & { saved: ScreenSearch }) {
  const preferences = usePreferences();
  const favorites = useFavorites();
  // A screen in the address wins (shared or reloaded); otherwise the saved filters and sort.
  const search = hasScreenParams(address) ? address : saved;
  const storedSort = useStoredSort();
  const storedShowFilters = useStoredShowFilters();
  const [toggledFilters, setToggledFilters] = useState<boolean>();
  const showFilters = toggledFilters ?? storedShowFilters;
  const hydrated = useHydrated();
  const filters = filtersFromSearch(search);
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(filters));
  const [invalidField, setInvalidField] = useState<FilterKey>();
  const [modalMessage, setModalMessage] = useState<string>();
  const [cleared, setCleared] = useState(false);
  const [action, setAction] = useState<Action>('Initial load');
  const addressIsEmpty = !hasScreenParams(address);

  // The inputs follow the address when its filters change (back, forward, a link): adjusted while
  // rendering, as React recommends for state derived from props, so stale values never show.
  const filtersKey = JSON.stringify(filters);
  const [draftFiltersKey, setDraftFiltersKey] = useState(filtersKey);
  if (draftFiltersKey !== filtersKey) {
    setDraftFiltersKey(filtersKey);
    setDraft(draftFromFilters(filters));
    setInvalidField(undefined);
    // Reset hides the results until the next apply; going back to a filtered screen shows them again.
    if (hasFilters(filters)) setCleared(false);
  }

  // Put the restored screen in the address so it can be shared and reloaded (once the stored
  // sort is read: while the server's HTML is taken over, `saved` holds the default one).
  useEffect(() => {
    if (hydrated && addressIsEmpty && !cleared) onSearchChange(saved, true);
  }, [hydrated, addressIsEmpty, cleared, saved, onSearchChange]);

  const sort = sortFromSearch(search, storedSort);
  const [withFiguresOnly, setWithFiguresOnly] = useState(false);
  const { query, rows, totalCount, fxRates, coverage } = useScreenResults(filters, sort, !cleared, withFiguresOnly);
  const coverageText = coverage ? coverageLine(coverage.withFiguresCount, coverage.marketCount) : null;
  // The table follows the status line in its own deferred render.
  const tableRows = useDeferredValue(rows, []);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const [tableBox, setTableBox] = useState<HTMLDivElement | null>(null);
  const columns = columnsFromPreference(preferences.values[SCREEN_COLUMNS_PREFERENCE]);
  const chooseColumns = (next: readonly ScreenSortField[]) => {
    preferences.save({ [SCREEN_COLUMNS_PREFERENCE]: columnsToPreference(next) }).catch(() => toast.error('Failed to save the columns'));
  };

  const failure = query.isError ? errorMessage(query.error) : undefined;
  // One toast per failed fetch, named by the action that started it: a new action that has not
  // fetched yet must not re-announce the previous failure under its own name.
  const toastedErrorAt = useRef(0);
  const { errorUpdatedAt } = query;
  useEffect(() => {
    if (!failure || errorUpdatedAt === toastedErrorAt.current) return;
    toastedErrorAt.current = errorUpdatedAt;
    toast.error(`${action} error: ${failure}`);
  }, [failure, action, errorUpdatedAt]);

  useNearBottom({
    enabled: !cleared && hasNextPage && !isFetchingNextPage && !query.isError,
    thresholdPx: NEAR_BOTTOM_PX,
    debounceMs: SCROLL_DEBOUNCE_MS,
    onNearBottom: () => void fetchNextPage(),
    contentVersion: rows.length,
    container: tableBox,
  });

  const apply = (unreadable: readonly FilterKey[] = []) => {
    // Text such as '1e' reaches us as an empty field: name it instead of silently dropping it.
    const result = unreadable.length > 0 ? unreadableField(unreadable[0]!) : validateFilters(draft);
    if (!result.ok) {
      setInvalidField(result.field);
      setModalMessage(result.message);
      return;
    }
    setInvalidField(undefined);
    setCleared(false);
    setAction('Filter');
    onSearchChange(toScreenSearch(result.filters, sort), false);
    preferences.save(filtersToPreferences(result.filters)).catch((error: unknown) => console.error('Saving filters failed', error));
  };

  const reset = () => {
    setDraft(emptyDraft());
    setInvalidField(undefined);
    setModalMessage(undefined);
    setCleared(true);
    onSearchChange(toScreenSearch({}, sort), false);
    preferences.save(filtersToPreferences({})).catch((error: unknown) => console.error('Saving filters failed', error));
  };

  const changeSort = (field: (typeof sort)['sortBy']) => {
    const next = nextSort(sort, field);
    storeSort(next);
    setCleared(false);
    setAction('Sort');
    window.scrollTo({ top: 0 });
    tableBox?.scrollTo({ top: 0 });
    onSearchChange(toScreenSearch(filters, next), false);
  };

  const toggleFilters = () => {
    storeShowFilters(!showFilters);
    setToggledFilters(!showFilters);
  };

  const loadingFirstPage = !cleared && query.isPending;

  return (
    <>
      <FilterPanel
        open={showFilters}
        onToggle={toggleFilters}
        draft={draft}
        invalidField={invalidField}
        onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
        onApply={apply}
        onReset={reset}
        busy={query.isFetching && !isFetchingNextPage}
      />
      <div className="screen-status" role="status" aria-live="polite">
        {loadingFirstPage && <p className="muted">Loading companies...</p>}
        {!cleared && query.isSuccess && <p>{statusLine(totalCount, rows.length)}</p>}
      </div>
      {!cleared && coverageText && (
        <p className="muted screen-coverage">
          {coverageText}{' '}
          <label className="checkbox">
            <input type="checkbox" checked={withFiguresOnly} onChange={(event) => setWithFiguresOnly(event.target.checked)} /> Only
            companies with figures
          </label>
        </p>
      )}
      {!cleared && query.isSuccess && <CopyApiCall call={screenApiCall(filters, sort, rows.length, withFiguresOnly)} />}
      {!cleared && <ListFailure query={query} text={serverMessage} />}
      {!cleared && query.isSuccess && rows.length === 0 && <p className="muted">No companies found. Try adjusting your filters.</p>}
      {!cleared && tableRows.length > 0 && (
        <>
          <ColumnChooser columns={columns} onChange={chooseColumns} />
          <ScreenTable
            rows={tableRows}
            fxRates={fxRates}
            columns={visibleColumns(columns)}
            scrollRef={setTableBox}
            sort={sort}
            favorites={favorites.items}
            onSort={changeSort}
          />
        </>
      )}
      {isFetchingNextPage && <p className="muted">Loading more...</p>}
      {!cleared && query.isSuccess && rows.length > 0 && !hasNextPage && <p className="muted">{endLine(rows.length, totalCount)}</p>}
      {/* Below the results: the first rows stay in view on load, however many screens are saved. */}
      <SavedScreensPanel filters={filters} sort={sort} columns={columns} />
      <ErrorModal message={modalMessage} onClose={() => setModalMessage(undefined)} />
      <BackToTop threshold={SCROLL_TOP_THRESHOLD} />
    </>
  );
}
