import { createFileRoute } from '@tanstack/react-router';
import { FundNews } from '../features/fund/fund-news';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/fund/$symbol/news')({
  head: ({ params }) => titleHead('News', params.symbol),
  component: FundNewsRoute,
});

function FundNewsRoute() {
  const { symbol } = Route.useParams();
  return <FundNews symbol={symbol} />;
}
