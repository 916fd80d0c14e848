/** The stock page's Filings tab: the company's 10-Ks, 10-Qs and 20-Fs, newest first, each readable in the app. */
import { Link } from '@tanstack/react-router';
import { useListCompanyFilingsSuspense } from '../../../generated/client/companies/companies';
import type { FilingSummary } from '../../../generated/model';
import { StaleDataNote } from '../../components/load-error';
import { TableBox } from '../../components/table-box';
import { linkableDocumentUrl } from '../../lib/document-url';
import { formatDate } from '../../lib/format';
import { fiscalPeriodLabel, filingLabel } from '../../lib/filing-labels';

/** The list; its route's loader has loaded it (or failed the tab with 'Could not load the filings: …'). */
export function FilingsList({ symbol }: { symbol: string }) {
  const filings = useListCompanyFilingsSuspense(symbol);
  return (
    <section aria-labelledby="stock-filings-title">
      <h2 id="stock-filings-title">Filings</h2>
      {filings.isError && <StaleDataNote query={filings} />}
      {filings.data.filings.length === 0 ? (
        <p className="muted">No filings found for {symbol}.</p>
      ) : (
        <FilingsTable symbol={symbol} filings={filings.data.filings} />
      )}
    </section>
  );
}

function FilingsTable({ symbol, filings }: { symbol: string; filings: FilingSummary[] }) {
  return (
    <TableBox label={`${symbol} filings`} className="filings-table">
      <table className="data-table">
        <caption className="visually-hidden">{symbol} periodic reports, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Form</th>
            <th scope="col">Period</th>
            <th scope="col">Period end</th>
            <th scope="col">Filed on</th>
            <th scope="col">Read</th>
            <th scope="col">Original</th>
          </tr>
        </thead>
        <tbody>
          {filings.map((filing) => {
            const original = linkableDocumentUrl(filing.url);
            return (
              <tr key={filing.accession}>
                <th scope="row">{filing.form}</th>
                <td>{fiscalPeriodLabel(filing)}</td>
                <td>{formatDate(filing.periodEnd)}</td>
                <td>{formatDate(filing.filedOn)}</td>
                <td>
                  <Link to="/stock/$symbol/filings/$accession" params={{ symbol, accession: filing.accession }}>
                    Read<span className="visually-hidden"> the {filingLabel(filing)}</span>
                  </Link>
                </td>
                <td>
                  {original ? (
                    <a href={original} target="_blank" rel="noreferrer noopener">
                      Document<span className="visually-hidden"> of the {filingLabel(filing)} (opens in a new tab)</span>
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableBox>
  );
}
