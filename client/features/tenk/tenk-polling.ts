/** The 10-K page's polling rule (spec section 4): refetch every 5 s while pending or in progress. */
import type { TenKProcessingStatus } from '../../../generated/model';

const TENK_POLL_MS = 5000;

export function tenKRefetchInterval(status: TenKProcessingStatus | undefined): number | false {
  return status === 'pending' || status === 'in_progress' ? TENK_POLL_MS : false;
}

/** The start button shows only when there is no analysis or the last one failed. */
export function canStartAnalysis(status: TenKProcessingStatus | undefined): boolean {
  return status === undefined || status === 'error';
}
