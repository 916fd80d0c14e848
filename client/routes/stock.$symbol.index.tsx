import { createFileRoute } from '@tanstack/react-router';
import { StockOverview } from '../features/stock/stock-overview';

export const Route = createFileRoute('/stock/$symbol/')({
  component: StockOverviewRoute,
});

function StockOverviewRoute() {
  const { symbol } = Route.useParams();
  return <StockOverview symbol={symbol} />;
}
