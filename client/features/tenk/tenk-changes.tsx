/**
 * 'What changed': a filing's risk factors and MD&A against the same period a year earlier, new
 * risk factors first: the newest 10-K, on the 10-K analysis page.
 */
import { Link } from '@tanstack/react-router';
import { useGetTenKChanges } from '../../../generated/client/companies/companies';
import { ChangeItems } from '../../components/filing-change-items';
import { errorMessage, isNotFound } from '../../lib/error-message';

export function TenKChanges({ symbol }: { symbol: string }) {
  const changes = useGetTenKChanges(symbol, undefined, { query: { retry: false, staleTime: 10 * 60_000 } });
  return (
    <section className="panel tenk-changes" aria-labelledby="tenk-changes-title">
      <h3 id="tenk-changes-title">
        What changed
        {changes.data && `: fiscal ${changes.data.current.fiscalYear} 10-K against fiscal ${changes.data.previous.fiscalYear}`}
      </h3>
      {changes.isPending && (
        <p className="muted" role="status">
          Comparing the last two 10-Ks...
        </p>
      )}
      {changes.isError && (
        <p className={isNotFound(changes.error) ? 'muted' : 'error'}>
          {isNotFound(changes.error)
            ? `There are no two consecutive 10-Ks of ${symbol} to compare.`
            : `Error: ${errorMessage(changes.error)}`}
        </p>
      )}
      {changes.data && (
        <>
          <p className="muted">Risk factors and management's discussion, paragraph by paragraph; new risk factors first.</p>
          <ChangeItems
            changes={changes.data}
            readLink={(accession, passage, label) => (
              <Link to="/10ks/$symbol" params={{ symbol }} search={{ accession, passage }} className="change-link">
                {label}
              </Link>
            )}
          />
        </>
      )}
    </section>
  );
}
