import { RequireAuth } from '../../components/auth-required';

export function FavoritesPage() {
  return (
    <section className="page">
      <h1>Your Favorite Stocks</h1>
      <RequireAuth>
        <p className="muted">Your favorite stocks appear here.</p>
      </RequireAuth>
    </section>
  );
}
