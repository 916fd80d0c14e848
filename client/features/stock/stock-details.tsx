export function StockDetails({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="stock-details-title">
      <h2 id="stock-details-title">Company Details</h2>
      <p className="muted">Description, key executives and company facts for {symbol} appear here.</p>
    </section>
  );
}
