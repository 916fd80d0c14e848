/**
 * A fault switch for end-to-end tests, mounted only when ENABLE_TEST_ROUTES=1 (off by default,
 * never in production). A request carrying `X-Test-Fault: PUT /api/v1/user/preferences` (several
 * separated by commas; the path is a prefix of whole segments, so /api/v1/screen is not /api/v1/screens) fails with 500 before any handler runs, so a test can
 * prove the client rolls back when the server really fails. The header is per request, so tests
 * running in parallel against one server do not affect each other.
 */
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';

export const TEST_FAULT_HEADER = 'x-test-fault';

interface Fault {
  method: string;
  pathPrefix: string;
}

export function parseFaults(header: string | undefined): Fault[] {
  if (!header) return [];
  return header
    .split(',')
    .map((item) => item.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[1]!.startsWith('/'))
    .map(([method, pathPrefix]) => ({ method: method.toUpperCase(), pathPrefix }));
}

/** True when `path` is `prefix` or lies below it (a prefix ending in '/' matches any path below it). */
function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export function testFaults() {
  return createMiddleware(async (c, next) => {
    const faults = parseFaults(c.req.header(TEST_FAULT_HEADER));
    const hit = faults.some(
      (fault) => (fault.method === '*' || fault.method === c.req.method) && underPrefix(c.req.path, fault.pathPrefix),
    );
    if (hit) throw new AppError('internal', 'Injected test fault');
    await next();
  });
}
