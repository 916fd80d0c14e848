import type { ErrorComponentProps } from '@tanstack/react-router';
import { HomeButton } from './home-button';

/** Fallback for a route that failed to load or render. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="page" role="alert">
      <h1>Something went wrong</h1>
      <p className="error">Error: {message}</p>
      <p className="button-row">
        <button type="button" className="button" onClick={reset}>
          Try Again
        </button>
        <HomeButton />
      </p>
    </section>
  );
}
