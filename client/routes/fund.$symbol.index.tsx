import { createFileRoute } from '@tanstack/react-router';
import { FundOverview } from '../features/fund/fund-overview';

export const Route = createFileRoute('/fund/$symbol/')({
  component: FundOverviewRoute,
});

function FundOverviewRoute() {
  const { symbol } = Route.useParams();
  return <FundOverview symbol={symbol} />;
}
