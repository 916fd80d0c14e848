/** Home dashboard; the carousel issue fills the panels (indexes, news, movers). */
export function HomePage() {
  return (
    <section className="page">
      <h1>Market Dashboard</h1>
      <p className="muted">Market indexes, news and the day&apos;s movers appear here.</p>
    </section>
  );
}
