import { createFileRoute } from '@tanstack/react-router';
import { getListCompanyFilingsQueryOptions } from '../../generated/client/companies/companies';
import { FilingsList } from '../features/filings/filings-list';
import { titleHead } from '../lib/page-title';
import { settle } from '../lib/route-data';
import { routePending } from '../components/route-pending';

export const Route = createFileRoute('/stock/$symbol/filings/')({
  loader: ({ context: { queryClient }, params }) => settle(queryClient.ensureQueryData(getListCompanyFilingsQueryOptions(params.symbol))),
  head: ({ params }) => titleHead('Filings', params.symbol),
  pendingComponent: routePending('Loading filings…'),
  component: StockFilingsRoute,
});

function StockFilingsRoute() {
  const { symbol } = Route.useParams();
  return <FilingsList symbol={symbol} />;
}
