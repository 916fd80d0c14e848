/**
 * What a route shows while its data loads on in-app navigation, once the router's pending delay
 * has passed (a fast page never flashes it): the spec's loading text for that screen.
 */
export function routePending(text: string) {
  return function RoutePending() {
    return (
      <section className="page route-pending">
        <p className="muted" role="status">
          {text}
        </p>
      </section>
    );
  };
}
