import { createFileRoute } from '@tanstack/react-router';
import { StockNews } from '../features/stock/stock-news';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/stock/$symbol/news')({
  head: ({ params }) => titleHead('News', params.symbol),
  component: StockNewsRoute,
});

function StockNewsRoute() {
  const { symbol } = Route.useParams();
  return <StockNews symbol={symbol} />;
}
