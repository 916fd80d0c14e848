/** After the market changes (a refresh, a sync pass): saved-screen alerts and new-10-K risk factors. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aiDepsOf } from '../../server/services/ai/ai-services';
import { checkNewTenKs } from '../../server/services/tenk/risk-factor-alerts.service';
import { createMarketTestApp, firstStoredStock, storedSymbols } from '../support/market-test-app';
import { signIn, type SignedIn } from '../support/sign-in';
import type { TestApp } from '../support/test-app';

let app: TestApp;
let alice: SignedIn;

beforeEach(async () => {
  app = await createMarketTestApp();
  alice = await signIn(app);
});
afterEach(async () => {
  await app.close();
});

/** A stored demo stock whose newest 10-K names a risk its predecessor did not. */
async function stockAddingRisks(): Promise<string> {
  for (const symbol of await storedSymbols(app, 'stock')) {
    const { data } = await app.api(alice).GET('/companies/{symbol}/10k/changes', { params: { path: { symbol }, query: {} } });
    if (data?.items[0]?.changes.some((change) => change.kind === 'added')) return symbol;
  }
  throw new Error('no demo stock adds a risk factor');
}

describe('alerts after a market change', () => {
  it('announces the risk factors of a 10-K newer than the one seen at the last check, once', async () => {
    const symbol = await stockAddingRisks();
    await app.api(alice).POST('/user/favorites', { body: { ticker: symbol } });
    const deps = { ...aiDepsOf(app.deps), clock: app.deps.clock };
    expect(await checkNewTenKs(deps)).toBe(0); // the first check records the newest 10-K
    expect(await checkNewTenKs(deps)).toBe(0); // nothing new

    // The check before had seen the previous year's 10-K: the newest one is new.
    await app.db.updateTable('tenk_alerts').set({ accession: '0000000000-00-000000' }).where('symbol', '=', symbol).execute();
    expect(await checkNewTenKs(deps)).toBe(1);
    const inbox = await app.api(alice).GET('/messages', { params: { query: {} } });
    expect(inbox.data?.messages.filter((m) => m.subject.startsWith(`${symbol}: `) && m.relatedLink === `/10ks/${symbol}`)).toHaveLength(1);
    expect(await checkNewTenKs(deps)).toBe(0);
  });

  it('runs the alerts after a refresh of a company', async () => {
    const symbol = await firstStoredStock(app);
    await app.api(alice).POST('/user/favorites', { body: { ticker: symbol } });
    const screen = await app.api(alice).POST('/screens', { body: { name: 'All', filters: {}, sortOrder: 'desc', alert: true } });
    expect(screen.response.status).toBe(201);
    const refresh = await app.api(alice).POST('/companies/{symbol}/refresh', { params: { path: { symbol } } });
    expect(refresh.response.status).toBe(202);
    expect(await app.deps.durableJobs.runDue(new AbortController().signal)).toBe(1);
    await app.deps.jobs.stop(); // waits for the alerts the refresh started
    // Both alerts ran: the screen's members and the company's newest 10-K are recorded.
    const saved = await app.api(alice).GET('/screens/{id}', { params: { path: { id: screen.data?.id ?? '' } } });
    expect(saved.data?.memberCount).toBeGreaterThan(0);
    expect(await app.db.selectFrom('tenk_alerts').select('symbol').where('symbol', '=', symbol).executeTakeFirst()).toEqual({ symbol });
  });
});
