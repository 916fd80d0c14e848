export function FundOverview({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="fund-overview-title">
      <h2 id="fund-overview-title">Overview</h2>
      <p className="muted">Fund facts, top holdings and allocations for {symbol} appear here.</p>
    </section>
  );
}
