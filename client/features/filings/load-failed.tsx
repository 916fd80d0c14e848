import { errorMessage } from '../../lib/error-message';

/** What a filings screen shows when a read failed: the error and a Retry button that reads again. */
export function LoadFailed({
  what,
  error,
  query,
}: {
  what: string;
  error: unknown;
  query: { isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <div role="alert">
      <p className="error">
        Could not load {what}: {errorMessage(error)}
      </p>
      <p className="button-row">
        <button type="button" className="button" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {query.isFetching ? 'Retrying…' : 'Retry'}
        </button>
      </p>
    </div>
  );
}
