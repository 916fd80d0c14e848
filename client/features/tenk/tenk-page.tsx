import { useGetCompany, useGetTenKAnalysis } from '../../../generated/client/companies/companies';
import { RequireAuth } from '../../components/auth-required';
import { SecurityHeader, useCompanyName } from '../../components/security-header';
import { errorMessage, isNotFound } from '../../lib/error-message';
import { withoutFinalPeriod } from '../../lib/display-name';
import { PassageView } from './passage-view';
import { TenKChanges } from './tenk-changes';
import { tenKRefetchInterval } from './tenk-polling';
import { TenKResults } from './tenk-results';
import { TenKStatus } from './tenk-status';
import { TryAgainButton } from '../../components/load-error';

export interface TenKPageProps {
  symbol: string;
  /** A cited passage to show, from the address (?accession=…&passage=…). */
  passage?: { accession: string; passageId: string };
}

/** Funds file no 10-K: said plainly instead of offering an analysis that cannot start. */
function fundNoTenK(symbol: string, type: string): string {
  const kind = type === 'etf' ? 'an ETF' : 'a mutual fund';
  return `${symbol} is ${kind}: funds do not file 10-K annual reports, so there is no 10-K to analyse. See its holdings and sector weights on its fund page.`;
}

function TenKAnalysisView({ symbol }: { symbol: string }) {
  const type = useGetCompany(symbol).data?.type;
  if (type && type !== 'stock') {
    return (
      <section className="panel tenk-status" aria-label="Analysis status">
        <p>{fundNoTenK(symbol, type)}</p>
      </section>
    );
  }
  return <TenKAnalysisOfStock symbol={symbol} />;
}

function TenKAnalysisOfStock({ symbol }: { symbol: string }) {
  const analysis = useGetTenKAnalysis(symbol, {
    query: { retry: false, refetchInterval: (query) => tenKRefetchInterval(query.state.data?.processingStatus) },
  });
  if (analysis.isPending) return <p className="muted">Loading...</p>;
  const missing = analysis.isError && isNotFound(analysis.error);
  if (analysis.isError && !missing) {
    return (
      <div className="error">
        <p>Error loading analysis data. Please try again later.</p>
        <details>
          <summary>Details</summary>
          <p>{errorMessage(analysis.error)}</p>
        </details>
        <TryAgainButton query={analysis} />
      </div>
    );
  }
  const data = analysis.data;
  return (
    <>
      <TenKStatus symbol={symbol} analysis={data} missing={missing} />
      {data?.processingStatus === 'complete' && <TenKResults tenKs={data.tenKs} />}
    </>
  );
}

export function TenKPage({ symbol, passage }: TenKPageProps) {
  const name = useCompanyName(symbol) ?? symbol;
  return (
    <article className="page">
      <SecurityHeader symbol={symbol} />
      <div className="tab-panel stack">
        <h2>
          This is a 10-K AI Analysis for {withoutFinalPeriod(name)}. Please note that AI is not perfect and the analysis may not be 100%
          accurate.
        </h2>
        <RequireAuth>
          {passage && <PassageView symbol={symbol} accession={passage.accession} passageId={passage.passageId} />}
          {/* What changed against the year before comes first: it is the newest news of the filing. */}
          <TenKChanges symbol={symbol} />
          <TenKAnalysisView symbol={symbol} />
        </RequireAuth>
      </div>
    </article>
  );
}
