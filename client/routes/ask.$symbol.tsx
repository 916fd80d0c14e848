import { createFileRoute } from '@tanstack/react-router';
import { AskPage } from '../features/ask/ask-page';
import { ConversationsPanel } from '../features/conversations/conversations-panel';
import { titleHead } from '../lib/page-title';
import { redirectToUpperCaseSymbol, symbolParams } from '../lib/symbol-param';

export const Route = createFileRoute('/ask/$symbol')({
  params: symbolParams,
  beforeLoad: redirectToUpperCaseSymbol,
  head: ({ params }) => titleHead('Ask AI', params.symbol),
  component: AskRoute,
});

function AskRoute() {
  const { symbol } = Route.useParams();
  return <AskPage symbol={symbol} conversations={<ConversationsPanel ticker={symbol} />} />;
}
