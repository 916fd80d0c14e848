/**
 * Waits on the server's own account instead of a guessed delay: until a held `/__test/slow`
 * request has arrived (ENABLE_TEST_ROUTES=1), and until the server refuses new connections.
 * The bounds only end a wait for an event that never comes; they do not time the server.
 */
import { get } from 'node:http';
import { expect, vi } from 'vitest';

const POLL = { timeout: 120_000, interval: 20 };

/** Resolves once the server holds at least `count` slow requests. */
export async function untilSlowRequestsHeld(baseUrl: string, count = 1): Promise<void> {
  await expect
    .poll(async () => ((await (await fetch(`${baseUrl}/__test/in-flight`)).json()) as { slow: number }).slow, POLL)
    .toBeGreaterThanOrEqual(count);
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

/** Resolves with the error once a new connection to `url` is refused. */
export function untilRefused(url: string): Promise<NodeJS.ErrnoException> {
  return vi.waitFor(
    () =>
      getOnFreshConnection(url).then(
        (status) => {
          throw new Error(`${url} still answers (${status})`);
        },
        (failure: NodeJS.ErrnoException) => failure,
      ),
    POLL,
  );
}
