/**
 * Saved screens on /screen: save the screen on show under a name (optionally with an alert when
 * companies enter or leave it after a market sync), open one by its address, switch its alert,
 * delete it, or copy the REST call that runs it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import {
  getListSavedScreensQueryKey,
  useCreateSavedScreen,
  useDeleteSavedScreen,
  useGetSavedScreen,
  useListSavedScreens,
  useUpdateSavedScreen,
} from '../../../generated/client/screen/screen';
import type { SavedScreen, SavedScreenInput, ScreenSortField } from '../../../generated/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyApiCall } from '../../components/copy-api-call';
import { errorMessage, isNotFound } from '../../lib/error-message';
import { LoadError, QueryFailure } from '../../components/load-error';
import { toast } from '../../lib/toasts';
import { filtersFromParams, filtersToParams, type ScreenFilters } from './screen-filters';
import { type ScreenSearch, toScreenSearch } from './screen-search';
import { SCREEN_COLUMNS, type ScreenSort } from './screen-sort';

/** The saved screen's fields for an update, with the alert switched. */
function inputOf(screen: SavedScreen, alert: boolean): SavedScreenInput {
  return {
    name: screen.name,
    filters: screen.filters,
    sortBy: screen.sortBy,
    sortOrder: screen.sortOrder,
    columns: screen.columns ?? undefined,
    alert,
  };
}

interface SavedScreensPanelProps {
  filters: ScreenFilters;
  sort: ScreenSort;
  /** The columns on show (the column chooser's). */
  columns: readonly ScreenSortField[];
}

export function SavedScreensPanel({ filters, sort, columns }: SavedScreensPanelProps) {
  const queryClient = useQueryClient();
  const screens = useListSavedScreens();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListSavedScreensQueryKey() });
  const create = useCreateSavedScreen({ mutation: { onSettled: refresh } });
  const update = useUpdateSavedScreen({ mutation: { onSettled: refresh } });
  const remove = useDeleteSavedScreen({ mutation: { onSettled: refresh } });
  const [name, setName] = useState('');
  const [alert, setAlert] = useState(false);
  const [deleting, setDeleting] = useState<SavedScreen>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      toast.error('Give the screen a name to save it.');
      return;
    }
    const input: SavedScreenInput = {
      name: name.trim(),
      filters: filtersToParams(filters),
      sortBy: sort.sortBy,
      sortOrder: sort.sortOrder,
      columns: [...columns],
      alert,
    };
    create.mutate(
      { data: input },
      {
        onSuccess: (saved) => {
          setName('');
          setAlert(false);
          toast.success(`Saved the screen '${saved.name}'.`);
        },
        onError: (error) => toast.error(`Saving the screen failed: ${errorMessage(error)}`),
      },
    );
  };

  const switchAlert = (screen: SavedScreen) =>
    update.mutate(
      { id: screen.id, data: inputOf(screen, !screen.alert) },
      { onError: (error) => toast.error(`Changing the alert failed: ${errorMessage(error)}`) },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => toast.success(`Deleted the screen '${deleting.name}'.`),
        onError: (error) => toast.error(`Deleting the screen failed: ${errorMessage(error)}`),
        onSettled: () => setDeleting(undefined),
      },
    );
  };

  return (
    <section className="panel saved-screens" aria-labelledby="saved-screens-title">
      <h2 id="saved-screens-title">Saved screens</h2>
      <form className="save-screen-form" onSubmit={save}>
        <label>
          Save this screen as <input type="text" value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={alert} onChange={(event) => setAlert(event.target.checked)} /> Alert me when companies enter or
          leave it
        </label>
        <button type="submit" className="button" disabled={create.isPending}>
          Save screen
        </button>
      </form>
      <QueryFailure query={screens} hasData={screens.data !== undefined} />
      {screens.data && screens.data.screens.length === 0 && <p className="muted">No saved screens yet.</p>}
      {screens.data && screens.data.screens.length > 0 && (
        <ul className="saved-screen-list">
          {screens.data.screens.map((screen) => (
            <li key={screen.id}>
              <Link to="/screen" search={{ saved: screen.id }}>
                {screen.name}
              </Link>
              {screen.memberCount !== null && <span className="muted"> ({screen.memberCount} companies at the last check)</span>}
              <span className="button-row">
                <button type="button" className="link-button" aria-pressed={screen.alert} onClick={() => switchAlert(screen)}>
                  {screen.alert ? '[x] Alert' : '[ ] Alert'}
                </button>
                <button type="button" className="link-button" onClick={() => setDeleting(screen)}>
                  Delete
                </button>
              </span>
              <CopyApiCall call={{ path: '/screens/{id}/results', pathParams: { id: screen.id } }} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete saved screen"
        message={deleting ? `Delete the saved screen '${deleting.name}'?` : undefined}
        confirmText="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}

/**
 * Opens /screen?saved=ID: puts the saved filters and sort in the address beside the id, and shows
 * its columns. A screen that is not there (deleted, or another user's) calls `onMissing`, so the
 * page can say so over the default screen; any other failure offers Try Again.
 */
export function SavedScreenOpener({
  id,
  onOpen,
  onMissing,
}: {
  id: string;
  onOpen: (search: ScreenSearch, columns: ScreenSortField[] | null) => void;
  onMissing: () => void;
}) {
  const screen = useGetSavedScreen(id);
  const missing = screen.isError && isNotFound(screen.error);
  useEffect(() => {
    if (missing) onMissing();
    if (!screen.data) return;
    const { filters, sortBy, sortOrder, columns } = screen.data;
    const known = columns?.filter((column): column is ScreenSortField => SCREEN_COLUMNS.some((c) => c.field === column)) ?? null;
    onOpen({ ...toScreenSearch(filtersFromParams(filters), { sortBy, sortOrder }), saved: id }, known);
  }, [screen.data, missing, id, onOpen, onMissing]);
  if (screen.isError && !missing) return <LoadError query={screen} />;
  return <p className="muted">Loading saved screen...</p>;
}
