/**
 * A quote 10,000× its previous close is refused at the boundary: not stored as current, logged,
 * and answered with the last good price and a failed price check; the market cap and P/E the
 * app computes never use it. The price's as-of is the quote's own time (Yahoo's recorded quote of
 * 2025-02-14 4:00 PM New York time), not the fetch time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_RECORDINGS_DIR, type RecordedServer, keylessProviderSettings, startRecordedServer } from '../support/recorded-server';
import { dataOf } from '../support/api-results';
import { signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let recorded: RecordedServer;
let app: TestApp;
let user: SignedIn;
const apple = { params: { path: { symbol: 'AAPL' } } };
const QUOTED_AT = '2025-02-14T21:00:00.000Z';

/** Yahoo's recorded AAPL quote with its price multiplied (the previous close as recorded, 241.53). */
function quoteTimes(factor: number) {
  const fixture = JSON.parse(readFileSync(join(OWN_RECORDINGS_DIR, 'yahoo', 'quote-AAPL.json'), 'utf8')) as {
    response: { bodyJson: { quoteResponse: { result: Array<Record<string, unknown>> } } };
  };
  const row = fixture.response.bodyJson.quoteResponse.result[0] as Record<string, number>;
  row.regularMarketPrice = (row.regularMarketPrice ?? 0) * factor;
  return {
    path: '/yahoo/v7/finance/quote',
    query: { symbols: 'AAPL' },
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fixture.response.bodyJson),
  };
}

async function refresh() {
  const queued = dataOf(await app.api(user).POST('/companies/{symbol}/refresh', apple), 202);
  expect(await app.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
  return app.deps.durableJobs.find(queued.jobId);
}

beforeAll(async () => {
  recorded = await startRecordedServer([OWN_RECORDINGS_DIR]);
  app = await createTestApp({ MARKET_DATA_PROVIDER: 'sec,yahoo', ...keylessProviderSettings(recorded.baseUrl) });
  user = await signIn(app, { via: 'token' });
  await refresh();
});
afterAll(async () => {
  await app.close();
  await recorded.close();
});

describe('the price check', () => {
  it('gives a price as of the quote’s own time', async () => {
    const price = dataOf(await app.api().GET('/stocks/{symbol}/price', apple));
    expect(price).toMatchObject({ price: 244.6, previousClose: 241.53, timestamp: QUOTED_AT, source: { asOf: QUOTED_AT } });
    expect(price.priceCheck).toBeUndefined();
    const company = dataOf(await app.api().GET('/companies/{symbol}', apple));
    expect(company.sources?.quote?.asOf).toBe(QUOTED_AT);
  });

  it('refuses a quote 10,000× the previous close: the last good price is answered and kept', async () => {
    const good = dataOf(await app.api().GET('/companies/{symbol}', apple));
    recorded.add(quoteTimes(10_000));
    app.deps.marketData.clearCache();

    const price = dataOf(await app.api().GET('/stocks/{symbol}/price', apple));
    expect(price).toMatchObject({ price: 244.6, timestamp: QUOTED_AT, priceCheck: { status: 'failed', refusedPrice: 2_446_000 } });

    const job = await refresh();
    expect(job).toMatchObject({ status: 'done' });
    const stored = await app.deps.db.selectFrom('quotes').select(['price']).where('symbol', '=', 'AAPL').executeTakeFirst();
    expect(stored?.price).toBe(244.6);
    const part = await app.deps.db
      .selectFrom('market_parts')
      .select(['lastError'])
      .where('symbol', '=', 'AAPL')
      .where('part', '=', 'quote')
      .executeTakeFirst();
    expect(part?.lastError).toMatch(/^price check failed/);

    const company = dataOf(await app.api().GET('/companies/{symbol}', apple));
    expect(company.price).toBe(244.6);
    expect(company.marketCap).toBe(good.marketCap);
    expect(company.pe).toBe(good.pe);
  });
});
