import { RequireAuth } from '../../components/auth-required';

export function MarketMoversTestPage() {
  return (
    <section className="page">
      <h1>Market Movers Test</h1>
      <RequireAuth>
        <p className="muted">Biggest gainers, biggest losers and most active stocks with the raw response appear here.</p>
      </RequireAuth>
    </section>
  );
}
