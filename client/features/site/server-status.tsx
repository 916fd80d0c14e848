import { useGetHealth } from '../../../generated/client/system/system';

/** Live status of the API server behind this page. */
export function ServerStatus() {
  const health = useGetHealth({ query: { retry: false } });
  if (health.isPending) return <p className="muted">Checking server...</p>;
  if (health.isError || !health.data) return <p className="warning">Server status unavailable.</p>;
  const { status, version, database, marketDataProvider } = health.data;
  return (
    <dl className="facts">
      <dt>Server</dt>
      <dd className={status === 'ok' ? 'success' : 'warning'}>{status.toUpperCase()}</dd>
      <dt>Server version</dt>
      <dd>{version}</dd>
      <dt>Database</dt>
      <dd className={database === 'ok' ? 'success' : 'error'}>{database.toUpperCase()}</dd>
      {marketDataProvider && (
        <>
          <dt>Market data</dt>
          <dd>{marketDataProvider}</dd>
        </>
      )}
    </dl>
  );
}
