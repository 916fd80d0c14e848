import { createFileRoute } from '@tanstack/react-router';
import { FundVisualize } from '../features/fund/fund-visualize';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/fund/$symbol/visualize')({
  head: ({ params }) => titleHead('Visualize', params.symbol),
  component: FundVisualizeRoute,
});

function FundVisualizeRoute() {
  const { symbol } = Route.useParams();
  return <FundVisualize symbol={symbol} />;
}
