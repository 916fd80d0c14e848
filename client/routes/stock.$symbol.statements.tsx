import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { StockStatements } from '../features/stock/statements/stock-statements';
import { DEFAULT_STATEMENT_PERIOD, statementsParams, statementsSearchSchema } from '../features/stock/statements/statement-tabs';
import { StockSegments } from '../features/stock/segments/stock-segments';
import { DEFAULT_SEGMENT_PERIOD } from '../features/stock/segments/segment-period';
import { DEFAULT_STATEMENT_SCALE } from '../lib/statement-scale';
import { getGetStatementsQueryOptions } from '../../generated/client/companies/companies';
import { titleHead } from '../lib/page-title';
import { ensurePageData, loadSecurityTab } from '../lib/route-data';
import { routePending } from '../components/route-pending';
import { routeLoadError } from '../components/load-error';

export const Route = createFileRoute('/stock/$symbol/statements')({
  validateSearch: statementsSearchSchema,
  // The default scale is left out of the address; the tab is always written into it.
  search: {
    middlewares: [
      stripSearchParams({ period: DEFAULT_STATEMENT_PERIOD, scale: DEFAULT_STATEMENT_SCALE, segments: DEFAULT_SEGMENT_PERIOD }),
    ],
  },
  beforeLoad: ({ location, params, search }) => {
    if (typeof location.search === 'object' && location.search !== null && 'tab' in location.search) return;
    throw redirect({ to: '/stock/$symbol/statements', params, search, replace: true });
  },
  loaderDeps: ({ search }) => ({ period: search.period }),
  loader: ({ context: { queryClient }, params, deps, parentMatchPromise }) =>
    loadSecurityTab(queryClient, parentMatchPromise, {
      own: () => ensurePageData(queryClient, getGetStatementsQueryOptions(params.symbol, statementsParams(deps.period))),
    }),
  head: ({ params }) => titleHead('Statements', params.symbol),
  pendingComponent: routePending('Loading statements…'),
  errorComponent: routeLoadError((message) => `Failed to load: ${message}`),
  component: StockStatementsRoute,
});

function StockStatementsRoute() {
  const { symbol } = Route.useParams();
  const { tab, period, scale, segments } = Route.useSearch();
  return (
    <>
      <StockStatements symbol={symbol} tab={tab} period={period} scale={scale} />
      <StockSegments symbol={symbol} period={segments} scale={scale} />
    </>
  );
}
