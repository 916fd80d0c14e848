import { createFileRoute } from '@tanstack/react-router';
import { getGetCompanyQueryOptions } from '../../generated/client/companies/companies';
import { routeLoadError } from '../components/load-error';
import { StockOverview } from '../features/stock/stock-overview';
import { loadSecurityTab } from '../lib/route-data';

export const Route = createFileRoute('/stock/$symbol/')({
  loader: ({ context: { queryClient }, params, parentMatchPromise }) =>
    loadSecurityTab(queryClient, parentMatchPromise, { fromPage: getGetCompanyQueryOptions(params.symbol) }),
  errorComponent: routeLoadError(),
  component: StockOverviewRoute,
});

function StockOverviewRoute() {
  const { symbol } = Route.useParams();
  return <StockOverview symbol={symbol} />;
}
