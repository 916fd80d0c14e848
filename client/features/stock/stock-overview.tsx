export function StockOverview({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="stock-overview-title">
      <h2 id="stock-overview-title">Overview</h2>
      <p className="muted">Price, key metrics and historical financial data for {symbol} appear here.</p>
    </section>
  );
}
