export function FundNews({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="fund-news-title">
      <h2 id="fund-news-title">News</h2>
      <p className="muted">The latest news about {symbol} appears here.</p>
    </section>
  );
}
