/**
 * The filing reader: the filing's Items as a table of contents and one Item at a time (only that
 * Item's text is loaded, so a long filing opens fast), with deep links to an Item and a passage.
 */
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useGetFilingSectionsSuspense } from '../../../generated/client/companies/companies';
import type { FilingSections } from '../../../generated/model';
import { routeLoadError, StaleDataNote } from '../../components/load-error';
import { linkableDocumentUrl } from '../../lib/document-url';
import { formatDate } from '../../lib/format';
import { useAuth } from '../../lib/auth';
import { FilingChanges } from './filing-changes';
import { FilingSection } from './filing-section';
import { FilingToc } from './filing-toc';
import { filingLabel, itemLabel } from '../../lib/filing-labels';
import { itemParam, readerSectionKey } from './reader-target';

interface FilingReaderProps {
  symbol: string;
  accession: string;
  item: string | undefined;
  passage: string | undefined;
}

/** The reader; its route's loader has loaded the filing's Items (or failed with FilingLoadError). */
export function FilingReader({ symbol, accession, item, passage }: FilingReaderProps) {
  const filing = useGetFilingSectionsSuspense(symbol, accession);
  return (
    <ReaderFrame symbol={symbol}>
      {filing.isError && <StaleDataNote query={filing} />}
      <ReaderBody symbol={symbol} filing={filing.data} item={item} passage={passage} />
    </ReaderFrame>
  );
}

const FilingFailure = routeLoadError((message) => `Could not load the filing: ${message}`);

/** A filing that could not be loaded: its accession, the error and Try Again, and the way back to the list. */
export function FilingLoadError({ symbol, accession, ...props }: ErrorComponentProps & { symbol: string; accession: string }) {
  return (
    <ReaderFrame symbol={symbol}>
      <h2 id="filing-reader-title">Filing {accession}</h2>
      <FilingFailure {...props} />
    </ReaderFrame>
  );
}

/** No filing by that accession (answered 404): says so, with the way back to the list. */
export function FilingNotFound({ symbol, accession }: { symbol: string; accession: string }) {
  return (
    <ReaderFrame symbol={symbol}>
      <h2 id="filing-reader-title">Filing {accession}</h2>
      <p className="error">
        {symbol} has no filing {accession}.
      </p>
    </ReaderFrame>
  );
}

function ReaderFrame({ symbol, children }: { symbol: string; children: ReactNode }) {
  return (
    <section className="filing-reader" aria-labelledby="filing-reader-title">
      <p>
        <Link to="/stock/$symbol/filings" params={{ symbol }}>
          ← All filings
        </Link>
      </p>
      {children}
    </section>
  );
}

function ReaderBody({ symbol, filing, item, passage }: { symbol: string; filing: FilingSections; item?: string; passage?: string }) {
  const selected = readerSectionKey(filing.sections, item, passage);
  const index = filing.sections.findIndex((section) => section.key === selected);
  const previous = filing.sections[index - 1];
  const next = filing.sections[index + 1];
  const original = linkableDocumentUrl(filing.url);
  const params = { symbol, accession: filing.accession };
  const signedIn = useAuth().status === 'authenticated';
  return (
    <>
      <h2 id="filing-reader-title">{filingLabel(filing)}</h2>
      <p className="muted filing-meta">
        {filing.periodEnd && <>Period ended {formatDate(filing.periodEnd)} · </>}
        {filing.filedOn && <>filed {formatDate(filing.filedOn)} · </>}
        accession {filing.accession}
        {original && (
          <>
            {' · '}
            <a href={original} target="_blank" rel="noreferrer noopener">
              Original document
            </a>
          </>
        )}
      </p>
      {signedIn && filing.form !== '20-F' && <FilingChanges symbol={symbol} filing={filing} />}
      {filing.sections.length === 0 ? (
        <p className="muted">No Items could be read from this filing.</p>
      ) : (
        <div className="filing-layout">
          <FilingToc symbol={symbol} accession={filing.accession} sections={filing.sections} selected={selected} />
          <div className="filing-body">
            {selected && <FilingSection symbol={symbol} accession={filing.accession} sectionKey={selected} target={passage} />}
            <nav className="button-row filing-pager" aria-label="Items">
              {previous && (
                <Link to="/stock/$symbol/filings/$accession" params={params} search={{ item: itemParam(previous.key) }}>
                  ← {itemLabel(previous)}
                </Link>
              )}
              {next && (
                <Link to="/stock/$symbol/filings/$accession" params={params} search={{ item: itemParam(next.key) }}>
                  {itemLabel(next)} →
                </Link>
              )}
            </nav>
          </div>
        </div>
      )}
    </>
  );
}
