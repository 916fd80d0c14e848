import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useGetStatusSuspense } from '../../../generated/client/system/system';
import type { ProviderStatus, SyncProgress } from '../../../generated/model';
import { formatInteger } from '../../lib/format';
import { TableBox } from '../../components/table-box';
import { routeLoadError, StaleDataNote } from '../../components/load-error';

/** How often the page asks again: the sync moves on by about fifty companies every few seconds. */
const REFRESH_MS = 10_000;

/** A moment as 'YYYY-MM-DD HH:MM:SS UTC' (the same on the server and in the browser), or '—'. */
function utc(value: string | null | undefined): string {
  return value ? `${value.slice(0, 10)} ${value.slice(11, 19)} UTC` : '—';
}

function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * Public /status: each market-data provider's health and the background sync's progress. Its
 * route's loader has loaded the status (or failed with StatusLoadError).
 */
export function StatusPage() {
  const status = useGetStatusSuspense({ query: { refetchInterval: REFRESH_MS } });
  return (
    <StatusFrame>
      {status.isError && <StaleDataNote query={status} />}
      <h2>Market data providers</h2>
      <ProviderTable providers={status.data.providers} />
      <h2>Market sync</h2>
      {status.data.sync ? (
        <SyncFacts sync={status.data.sync} />
      ) : (
        <p className="muted">The market is filled at start-up; no background sync runs.</p>
      )}
    </StatusFrame>
  );
}

const StatusFailure = routeLoadError();

/** The status could not be loaded: the page's heading, the error and Try Again. */
export function StatusLoadError(props: ErrorComponentProps) {
  return (
    <StatusFrame>
      <StatusFailure {...props} />
    </StatusFrame>
  );
}

function StatusFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="status-title">
      <h1 id="status-title">Status</h1>
      {children}
    </section>
  );
}

function ProviderTable({ providers }: { providers: ProviderStatus[] }) {
  return (
    <TableBox label="Market data providers">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Last success</th>
            <th scope="col">Last failure</th>
            <th scope="col" className="num">
              Calls today
            </th>
            <th scope="col" className="num">
              Failures today
            </th>
            <th scope="col" className="num">
              Quota errors today
            </th>
          </tr>
        </thead>
        <tbody>
          {providers.map((provider) => (
            <tr key={provider.provider}>
              <th scope="row">{provider.label}</th>
              <td>{utc(provider.lastSuccessAt)}</td>
              <td>
                {utc(provider.lastFailureAt)}
                {provider.lastFailureMessage && <div className="warning">{provider.lastFailureMessage}</div>}
              </td>
              <td className="num">{formatInteger(provider.callsToday)}</td>
              <td className="num">{formatInteger(provider.failuresToday)}</td>
              <td className={provider.quotaErrorsToday > 0 ? 'num warning' : 'num'}>{formatInteger(provider.quotaErrorsToday)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function SyncFacts({ sync }: { sync: SyncProgress }) {
  const running = sync.state === 'running';
  return (
    <dl className="facts" data-testid="sync-progress">
      <dt>State</dt>
      <dd>{running ? 'RUNNING' : 'IDLE'}</dd>
      <dt>Progress</dt>
      <dd>
        {formatInteger(sync.done)} of {formatInteger(sync.total)} companies
        {running && sync.total > 0 && <progress max={sync.total} value={sync.done} aria-label="Sync progress" />}
      </dd>
      <dt>Companies with errors</dt>
      <dd>{formatInteger(sync.errors)}</dd>
      {running && (
        <>
          <dt>Started</dt>
          <dd>{utc(sync.startedAt)}</dd>
          <dt>Time left (estimate)</dt>
          <dd>{duration(sync.etaSeconds)}</dd>
        </>
      )}
      <dt>Provider calls this pass</dt>
      <dd>{formatInteger(sync.providerCalls)}</dd>
      <dt>Last pass finished</dt>
      <dd>
        {utc(sync.lastFinishedAt)}
        {sync.lastPassMs !== null && ` (took ${duration(Math.round(sync.lastPassMs / 1000))})`}
      </dd>
      {sync.lastError && (
        <>
          <dt>Last error</dt>
          <dd className="warning">{sync.lastError}</dd>
        </>
      )}
    </dl>
  );
}
