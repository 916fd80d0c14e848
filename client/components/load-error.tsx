/**
 * A load that failed, said in the screen's own words ('Error loading fund data: …'), with a
 * Try Again button that asks again. When the screen already shows data from an earlier load, it
 * keeps it and only notes that refreshing failed: a failed refresh never blanks a page.
 */
import { type ErrorComponentProps, useRouter, useRouterState } from '@tanstack/react-router';
import { errorMessage } from '../lib/error-message';

/** What these components need of a React Query result (a query or an infinite query). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** The screen's sentence for a failure; the spec's default is 'Error: {message}'. */
type FailureText = (message: string) => string;

const plainError: FailureText = (message) => `Error: ${message}`;

/** The server's message alone, in red (the charts' way: 'Server error messages show in red'). */
export const serverMessage: FailureText = (message) => message;

/** Asks again ('Trying again...' while it does). */
export function TryAgainButton({
  query,
  onRetry,
  className = 'button',
}: {
  query: RetryableQuery;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <button type="button" className={className} disabled={query.isFetching} onClick={onRetry ?? (() => void query.refetch())}>
      {query.isFetching ? 'Trying again...' : 'Try Again'}
    </button>
  );
}

interface FailureProps {
  query: RetryableQuery;
  text?: FailureText;
  /** What Try Again does when not a refetch (an infinite list retries the page that failed). */
  onRetry?: () => void;
}

/** Nothing to show but the failure: the screen's error sentence and Try Again. */
export function LoadError({ query, text = plainError, onRetry }: FailureProps) {
  return (
    <div className="load-error" role="alert">
      <p className="error">{text(errorMessage(query.error))}</p>
      <TryAgainButton query={query} onRetry={onRetry} />
    </div>
  );
}

/**
 * A route whose loader could not load what its page needs (route-data.ts): the screen's error
 * sentence, and Try Again, which loads the route again ('Trying again...' while it does).
 */
export function routeLoadError(text: FailureText = plainError) {
  return function RouteLoadError({ error }: ErrorComponentProps) {
    const router = useRouter();
    const loading = useRouterState({ select: (state) => state.isLoading });
    return <LoadError query={{ error, isFetching: loading, refetch: () => router.invalidate() }} text={text} />;
  };
}

/** The data on screen stays; a small note says the refresh failed, with Try Again. */
export function StaleDataNote({ query, onRetry }: Omit<FailureProps, 'text'>) {
  return (
    <p className="stale-data-note" role="status">
      <span className="warning">Could not refresh ({errorMessage(query.error)}); showing what was loaded before.</span>{' '}
      <TryAgainButton query={query} onRetry={onRetry} className="link-button" />
    </p>
  );
}

/**
 * How a query's failure shows: not at all while it has none, as the stale-data note when `hasData`
 * (the screen keeps what it shows), else as the load error.
 */
export function QueryFailure({
  query,
  hasData,
  ...props
}: FailureProps & { query: RetryableQuery & { isError: boolean }; hasData: boolean }) {
  if (!query.isError) return null;
  return hasData ? <StaleDataNote query={query} onRetry={props.onRetry} /> : <LoadError query={query} {...props} />;
}

/** What an infinite list adds to a query: the next page, which fails on its own. */
interface InfiniteRetryableQuery extends RetryableQuery {
  isError: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  data: unknown;
}

/**
 * An infinite list's failure: a failed refresh keeps the rows (the stale-data note); a page that
 * failed to load more says so in the list's words, and Try Again loads that page.
 */
export function ListFailure({ query, text }: { query: InfiniteRetryableQuery; text?: FailureText }) {
  const more = query.isFetchNextPageError;
  return (
    <QueryFailure
      query={query}
      hasData={query.data !== undefined && !more}
      text={text}
      onRetry={more ? () => void query.fetchNextPage() : undefined}
    />
  );
}
