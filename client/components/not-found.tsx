import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <section className="page">
      <h1>404: Not Found</h1>
      <p className="muted">There is nothing at this address.</p>
      <p>
        <Link to="/" className="button">
          Go Back Home
        </Link>
      </p>
    </section>
  );
}
