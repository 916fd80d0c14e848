import { HomeButton } from './home-button';

export function NotFound() {
  return (
    <section className="page">
      <h1>404: Not Found</h1>
      <p className="muted">There is nothing at this address.</p>
      <p>
        <HomeButton />
      </p>
    </section>
  );
}
