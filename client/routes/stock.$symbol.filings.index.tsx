import { createFileRoute } from '@tanstack/react-router';
import { getListCompanyFilingsQueryOptions } from '../../generated/client/companies/companies';
import { FilingsList } from '../features/filings/filings-list';
import { titleHead } from '../lib/page-title';
import { ensurePageData, loadSecurityTab } from '../lib/route-data';
import { routePending } from '../components/route-pending';
import { routeLoadError } from '../components/load-error';

export const Route = createFileRoute('/stock/$symbol/filings/')({
  loader: ({ context: { queryClient }, params, parentMatchPromise }) =>
    loadSecurityTab(queryClient, parentMatchPromise, {
      own: () => ensurePageData(queryClient, getListCompanyFilingsQueryOptions(params.symbol)),
    }),
  head: ({ params }) => titleHead('Filings', params.symbol),
  pendingComponent: routePending('Loading filings…'),
  errorComponent: routeLoadError((message) => `Could not load the filings: ${message}`),
  component: StockFilingsRoute,
});

function StockFilingsRoute() {
  const { symbol } = Route.useParams();
  return <FilingsList symbol={symbol} />;
}
