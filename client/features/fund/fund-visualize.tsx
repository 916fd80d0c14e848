export function FundVisualize({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="fund-visualize-title">
      <h2 id="fund-visualize-title">Visualize</h2>
      <p className="muted">The price chart for {symbol} appears here.</p>
    </section>
  );
}
