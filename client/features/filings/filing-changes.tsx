/**
 * The reader's 'What changed' for a signed-in reader of a 10-K or 10-Q: its risk factors and MD&A
 * against the same form and period a year earlier, loaded when opened. Each paragraph links to
 * where it is read, in this filing or in the earlier one.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useGetFilingChanges } from '../../../generated/client/companies/companies';
import type { FilingSections } from '../../../generated/model';
import { errorMessage, isNotFound } from '../../lib/error-message';
import { ChangeItems } from '../../components/filing-change-items';
import { filingLabel, fiscalPeriodLabel } from '../../lib/filing-labels';

export function FilingChanges({ symbol, filing }: { symbol: string; filing: FilingSections }) {
  const [open, setOpen] = useState(false);
  const yearBefore = fiscalPeriodLabel({ fiscalYear: filing.fiscalYear - 1, fiscalPeriod: filing.fiscalPeriod });
  return (
    <details className="panel filing-changes" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        What changed against the {filing.form} for {yearBefore}
      </summary>
      {open && <ChangesBody symbol={symbol} filing={filing} />}
    </details>
  );
}

function ChangesBody({ symbol, filing }: { symbol: string; filing: FilingSections }) {
  const changes = useGetFilingChanges(symbol, filing.accession, { query: { retry: false, staleTime: 10 * 60_000 } });
  if (changes.isPending)
    return (
      <p className="muted" role="status">
        Comparing with the {filing.form} a year earlier...
      </p>
    );
  if (changes.isError)
    return (
      <p className={isNotFound(changes.error) ? 'muted' : 'error'}>
        {isNotFound(changes.error)
          ? `No ${filing.form} a year before ${filingLabel(filing)} was found to compare it with.`
          : `Error: ${errorMessage(changes.error)}`}
      </p>
    );
  return (
    <>
      <p className="muted">Risk factors and management's discussion, paragraph by paragraph; new paragraphs first.</p>
      <ChangeItems
        changes={changes.data}
        readLink={(accession, passage, label) => (
          <Link to="/stock/$symbol/filings/$accession" params={{ symbol, accession }} search={{ passage }} className="change-link">
            {label}
          </Link>
        )}
      />
    </>
  );
}
