/**
 * Two instances of the server on one PostgreSQL (CI sets TEST_DATABASE_URL) act as one: a write
 * on one is read on the other at once, and a rate limit is shared rather than granted by each.
 * (Jobs claimed under leases and scheduled runs are proven in tests/unit on both databases.)
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealServer, startRealServer } from '../../scripts/support/real-server';
import { seedSignedInUser, type SeededUser } from '../../scripts/support/seed-user';

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const databaseName = `terminal_two_${randomUUID().slice(0, 8)}`;
const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).href : '';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let first: RealServer | undefined;
let second: RealServer | undefined;
let user: SeededUser;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`create database ${databaseName}`);
    user = await seedSignedInUser(databaseUrl);
    const env = { DATABASE_URL: databaseUrl, DEMO_STOCKS: '10', AUTH_DEV_IDP: 'off', RATE_LIMIT_ANONYMOUS: '6' };
    // The first fills the market; the second starts on the filled database.
    first = await startRealServer({ env });
    second = await startRealServer({ env });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    if (adminUrl) await admin(`drop database if exists ${databaseName} with (force)`);
  });

  it('reads on one instance what the other wrote, at once', async () => {
    // A stock the demo market stored (only a symbol the market knows can be favourited); read
    // from the database, so no anonymous call counts against the limit the next test shares.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ symbol: string }>("select symbol from securities where type = 'stock' order by symbol limit 1").finally(() => client.end());
    const symbol = rows[0]?.symbol ?? 'none';
    const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const added = await fetch(`${first!.baseUrl}/api/v1/user/favorites`, { method: 'POST', headers: auth, body: JSON.stringify({ ticker: symbol }) });
    expect(added.status).toBeLessThan(300);
    const read = await fetch(`${second!.baseUrl}/api/v1/user/favorites`, { headers: auth });
    expect(read.status).toBe(200);
    expect(JSON.stringify(await read.json())).toContain(`"${symbol}"`);
  });

  it('shares the anonymous rate limit: 6 calls over both (start-up health checks included), then 429 from either', async () => {
    // Counted per instance, each would still grant 6 less its own start-up checks (at least 5),
    // so 8 calls alternating between them would all pass. Shared, the 7th call overall fails.
    const statuses: Array<[string, number]> = [];
    for (const [name, server] of [['a', first], ['b', second], ['a', first], ['b', second], ['a', first], ['b', second], ['a', first], ['b', second]] as const) {
      statuses.push([name, (await fetch(`${server!.baseUrl}/api/v1/health`)).status]);
    }
    const refused = statuses.filter(([, status]) => status === 429);
    expect(statuses.filter(([, status]) => status === 200).length).toBeLessThanOrEqual(6);
    expect(new Set(refused.map(([name]) => name))).toEqual(new Set(['a', 'b']));
    // Once refused, refused on both until the window ends.
    const firstRefusal = statuses.findIndex(([, status]) => status === 429);
    expect(statuses.slice(firstRefusal).every(([, status]) => status === 429)).toBe(true);
  });
});
