import { createFileRoute } from '@tanstack/react-router';
import { getGetFundQueryOptions } from '../../generated/client/funds/funds';
import { routeLoadError } from '../components/load-error';
import { FundOverview } from '../features/fund/fund-overview';
import { loadSecurityTab } from '../lib/route-data';

export const Route = createFileRoute('/fund/$symbol/')({
  loader: ({ context: { queryClient }, params, parentMatchPromise }) =>
    loadSecurityTab(queryClient, parentMatchPromise, { fromPage: getGetFundQueryOptions(params.symbol) }),
  errorComponent: routeLoadError((message) => `Error loading fund data: ${message}`),
  component: FundOverviewRoute,
});

function FundOverviewRoute() {
  const { symbol } = Route.useParams();
  return <FundOverview symbol={symbol} />;
}
