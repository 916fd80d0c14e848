/**
 * Waits on the server's own account instead of a guessed delay: until a held `/__test/slow`
 * request has arrived (ENABLE_TEST_ROUTES=1), and until the server refuses new connections.
 */
import { get } from 'node:http';
import { until } from './until';

const POLL_MS = 20;

/** Resolves once the server holds at least `count` slow requests; fails after `timeoutMs`. */
export async function untilSlowRequestsHeld(baseUrl: string, count = 1, timeoutMs = 10_000): Promise<void> {
  await until(
    `the server to hold ${count} slow request(s)`,
    async () => {
      const { slow } = (await (await fetch(`${baseUrl}/__test/in-flight`)).json()) as { slow: number };
      return slow >= count ? true : undefined;
    },
    timeoutMs,
    POLL_MS,
  );
}

/** The status of a GET on a new connection (no keep-alive pool), or the connection's error. */
function getOnFreshConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

/** Resolves with the error once a new connection to `url` is refused; fails after `timeoutMs`. */
export function untilRefused(url: string, timeoutMs = 3_000): Promise<Error> {
  const refusal = () =>
    getOnFreshConnection(url).then(
      () => undefined,
      (failure: Error) => failure,
    );
  return until(`${url} to refuse new connections`, refusal, timeoutMs, POLL_MS);
}
