import { useGetMarketMovers } from '../../../generated/client/market/market';
import type { MarketMover } from '../../../generated/model';
import { RequireAuth } from '../../components/auth-required';
import { formatCount, formatDateTime, formatPrice, formatSignedPercent, growthClass } from '../../lib/format';
import { useDisplayTimeZone } from '../../lib/hydration-safe';
import { QuoteTableHead } from '../../components/quote-table-head';
import { TableBox } from '../../components/table-box';

const SECTIONS = [
  { key: 'biggestGainers', title: 'Biggest Gainers' },
  { key: 'biggestLosers', title: 'Biggest Losers' },
  { key: 'mostActive', title: 'Most Active' },
] as const;

const MOVER_ROWS = 10;

function MoversTable({ title, rows }: { title: string; rows: readonly MarketMover[] }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">No data available</p>
      ) : (
        <TableBox label={`${title} table`}>
          <table>
            <QuoteTableHead figures={['Change %', 'Volume']} />
            <tbody>
              {rows.slice(0, MOVER_ROWS).map((row) => (
                <tr key={row.symbol}>
                  <td>{row.symbol}</td>
                  <td>{row.name}</td>
                  <td className="num">{formatPrice(row.price)}</td>
                  <td className={['num', growthClass(row.changePercentage) ?? ''].join(' ').trim()}>
                    {formatSignedPercent(row.changePercentage)}
                  </td>
                  <td className="num">{formatCount(row.volume)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </section>
  );
}

function MarketMoversData() {
  const timeZone = useDisplayTimeZone();
  const movers = useGetMarketMovers({ query: { retry: false, staleTime: 0 } });
  const fetchedAt = movers.dataUpdatedAt || movers.errorUpdatedAt;
  const failure = movers.error instanceof Error ? movers.error.message || 'Unknown error occurred' : 'Unknown error occurred';
  return (
    <>
      <p className="button-row">
        <button type="button" className="button" disabled={movers.isFetching} onClick={() => void movers.refetch()}>
          {movers.isFetching ? 'Refreshing...' : 'Refresh Data'}
        </button>
      </p>
      <dl className="facts">
        <dt>Fetched at</dt>
        <dd>{fetchedAt ? formatDateTime(new Date(fetchedAt).toISOString(), timeZone) : '...'}</dd>
        <dt>Server lastUpdated</dt>
        <dd>{movers.data ? formatDateTime(movers.data.lastUpdated, timeZone) : '...'}</dd>
      </dl>
      {movers.isPending && <p className="muted">Loading...</p>}
      {movers.isError && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {movers.data && SECTIONS.map((section) => <MoversTable key={section.key} title={section.title} rows={movers.data[section.key]} />)}
      {movers.data && (
        <section aria-label="Raw response">
          <h2>Raw Response</h2>
          <pre className="raw-dump" tabIndex={0}>
            {JSON.stringify(movers.data, null, 2)}
          </pre>
        </section>
      )}
    </>
  );
}

/** /test/market-movers: the movers endpoint with its timing and raw answer, for checking it. */
export function MarketMoversTestPage() {
  return (
    <section className="page">
      <h1>Market Movers Test</h1>
      <RequireAuth>
        <MarketMoversData />
      </RequireAuth>
    </section>
  );
}
