import { createFileRoute } from '@tanstack/react-router';
import { getGetCompanyQueryOptions } from '../../generated/client/companies/companies';
import { routeLoadError } from '../components/load-error';
import { StockDetails } from '../features/stock/stock-details';
import { titleHead } from '../lib/page-title';
import { loadSecurityTab } from '../lib/route-data';

export const Route = createFileRoute('/stock/$symbol/details')({
  loader: ({ context: { queryClient }, params, parentMatchPromise }) =>
    loadSecurityTab(queryClient, parentMatchPromise, { fromPage: getGetCompanyQueryOptions(params.symbol) }),
  errorComponent: routeLoadError(),
  head: ({ params }) => titleHead('Company Details', params.symbol),
  component: StockDetailsRoute,
});

function StockDetailsRoute() {
  const { symbol } = Route.useParams();
  return <StockDetails symbol={symbol} />;
}
