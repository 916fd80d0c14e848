/** The status block of the 10-K page: what state the analysis is in, and the start button. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetTenKAnalysisQueryKey, useStartTenKAnalysis } from '../../../generated/client/companies/companies';
import type { TenKAnalysis } from '../../../generated/model';
import { canStartAnalysis } from './tenk-polling';

function StartButton({ symbol }: { symbol: string }) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const start = useStartTenKAnalysis({
    mutation: {
      onSuccess: async () => {
        setWaiting(true);
        await queryClient.invalidateQueries({ queryKey: getGetTenKAnalysisQueryKey(symbol) });
        setWaiting(false);
      },
      // The spec logs a failed start and changes nothing on screen.
      onError: (error) => console.error('Failed to start the 10-K analysis', error),
    },
  });
  const busy = start.isPending || waiting;
  return (
    <button type="button" className="button button-primary" disabled={busy} onClick={() => start.mutate({ symbol, data: { symbol } })}>
      {busy ? 'Starting...' : 'Start 10-K Analysis'}
    </button>
  );
}

/** Nothing once the analysis is complete: its results say so, and an empty box would say nothing. */
export function TenKStatus({ symbol, analysis, missing }: { symbol: string; analysis: TenKAnalysis | undefined; missing: boolean }) {
  const status = analysis?.processingStatus;
  if (status === 'complete' && !missing) return null;
  return (
    <section className="panel tenk-status" aria-label="Analysis status">
      {missing && <h3>No 10-K Analysis Available</h3>}
      {(status === 'pending' || status === 'in_progress') && (
        <>
          <h3>10-K Analysis In Progress</h3>
          {analysis?.processingStatusMessage && <p className="muted">{analysis.processingStatusMessage}</p>}
        </>
      )}
      {status === 'error' && (
        <div className="error">
          <h3>Error Processing 10-K</h3>
          <p>{analysis?.processingStatusMessage || 'An error occurred during processing'}</p>
          <p>Please try again later or contact support if the issue persists.</p>
        </div>
      )}
      {(missing || canStartAnalysis(status)) && <StartButton symbol={symbol} />}
    </section>
  );
}
