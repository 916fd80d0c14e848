import { RequireAuth } from '../../components/auth-required';

export function NewsPage() {
  return (
    <section className="page">
      <h1>News</h1>
      <RequireAuth>
        <p>Please select a company to view its news.</p>
      </RequireAuth>
    </section>
  );
}
