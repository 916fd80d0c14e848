import { createFileRoute } from '@tanstack/react-router';
import { MarketMoversTestPage } from '../features/market-movers/market-movers-test-page';
import { titleHead } from '../lib/page-title';

export const Route = createFileRoute('/test/market-movers')({
  head: () => titleHead('Market Movers Test'),
  component: MarketMoversTestPage,
});
