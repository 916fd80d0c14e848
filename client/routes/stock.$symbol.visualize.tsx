import { createFileRoute } from '@tanstack/react-router';
import { StockVisualize } from '../features/stock/stock-visualize';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/stock/$symbol/visualize')({
  head: ({ params }) => titleHead('Visualize', params.symbol),
  component: StockVisualizeRoute,
});

function StockVisualizeRoute() {
  const { symbol } = Route.useParams();
  return <StockVisualize symbol={symbol} />;
}
