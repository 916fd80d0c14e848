/**
 * Routes for process-level tests only, mounted when ENABLE_TEST_ROUTES=1 (off by default, never
 * in production): `GET /__test/slow?ms=N` answers after N ms (at most 10 s), so a test can hold
 * a request in flight while it stops the server, and `GET /__test/in-flight` says how many such
 * requests are being held now, so the test knows its request has arrived before it signals.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';

export const testRoutesPath = '/__test';

const maxSleepMs = 10_000;

export function testRoutesRouter() {
  const router = new Hono();
  let held = 0;
  router.get('/slow', async (c) => {
    const requested = Number(c.req.query('ms') ?? '1000');
    const ms = Number.isFinite(requested) ? Math.min(Math.max(0, Math.round(requested)), maxSleepMs) : 1000;
    held++;
    try {
      await sleep(ms);
    } finally {
      held--;
    }
    return c.json({ sleptMs: ms });
  });
  router.get('/in-flight', (c) => c.json({ slow: held }));
  return router;
}
