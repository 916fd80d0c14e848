export function StockNews({ symbol }: { symbol: string }) {
  return (
    <section aria-labelledby="stock-news-title">
      <h2 id="stock-news-title">News</h2>
      <p className="muted">The latest news about {symbol} appears here.</p>
    </section>
  );
}
