import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_STATEMENT_TAB, statementsSearchSchema } from '../features/stock/statement-tabs';
import { StockStatements } from '../features/stock/stock-statements';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/stock/$symbol/statements')({
  validateSearch: statementsSearchSchema,
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_STATEMENT_TAB })] },
  head: ({ params }) => titleHead('Statements', params.symbol),
  component: StockStatementsRoute,
});

function StockStatementsRoute() {
  const { symbol } = Route.useParams();
  const { tab } = Route.useSearch();
  return <StockStatements symbol={symbol} tab={tab} />;
}
