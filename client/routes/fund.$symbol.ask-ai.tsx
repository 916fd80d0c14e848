import { createFileRoute } from '@tanstack/react-router';
import { FundAskAi } from '../features/fund/fund-ask-ai';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/fund/$symbol/ask-ai')({
  head: ({ params }) => titleHead('Ask AI', params.symbol),
  component: FundAskAi,
});
