import { createFileRoute } from '@tanstack/react-router';
import { StockDetails } from '../features/stock/stock-details';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/stock/$symbol/details')({
  head: ({ params }) => titleHead('Company Details', params.symbol),
  component: StockDetailsRoute,
});

function StockDetailsRoute() {
  const { symbol } = Route.useParams();
  return <StockDetails symbol={symbol} />;
}
