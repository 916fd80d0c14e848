export function StockVisualize({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="stock-visualize-title">
      <h2 id="stock-visualize-title">Visualize</h2>
      <p className="muted">Price and financial charts for {symbol} appear here.</p>
    </section>
  );
}
