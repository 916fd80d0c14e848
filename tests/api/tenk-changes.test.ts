/** What changed in the 10-K over the API, on the demo market's filings (which change from year to year). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aiDepsOf } from '../../server/services/ai/ai-services';
import { alertNewRiskFactors } from '../../server/services/tenk/risk-factor-alerts.service';
import { getFilingChanges } from '../../server/services/tenk/filing-changes.service';
import { demoStock } from '../support/demo-stock';
import { signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { storeSecurity } from '../support/store-security';

let app: TestApp;
let alice: SignedIn;
let symbol: string;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signIn(app);
  ({ symbol } = await demoStock(app));
});
afterEach(() => app.close());

const changesOf = (as: SignedIn | undefined, ticker: string, year?: number) =>
  app.api(as).GET('/companies/{symbol}/10k/changes', { params: { path: { symbol: ticker }, query: { year } } });

describe('what changed in the 10-K', () => {
  it('compares Items 1A and 7 of the newest 10-K with the year before', async () => {
    const { data, response } = await changesOf(alice, symbol);
    expect(response.status).toBe(200);
    if (!data) throw new Error('no body');
    expect(data.current.fiscalYear).toBe(data.previous.fiscalYear + 1);
    expect(data.items.map((item) => item.item)).toEqual(['1A', '7']);
    const [risks, mdna] = data.items;
    // MD&A restates the year's figures: every paragraph changed, each with a word diff that
    // rebuilds the earlier and the later text.
    expect(mdna?.changed).toBeGreaterThan(0);
    for (const change of mdna?.changes ?? []) {
      expect(change.kind).toBe('changed');
      expect(
        change.parts
          .filter((part) => part.kind !== 'removed')
          .map((part) => part.text)
          .join(''),
      ).toBe(change.text);
      const passage = await app.api(alice).GET('/companies/{symbol}/filings/{accession}/passages/{passageId}', {
        params: { path: { symbol, accession: data.current.accession, passageId: change.passageId ?? '' } },
      });
      expect(passage.data?.text).toBe(change.text);
    }
    // The standing first risk factor is unchanged; new ones lead the list.
    expect(risks?.unchanged).toBeGreaterThan(0);
    const kinds = risks?.changes.map((change) => change.kind) ?? [];
    expect([...kinds].sort((a, b) => ['added', 'changed', 'removed'].indexOf(a) - ['added', 'changed', 'removed'].indexOf(b))).toEqual(
      kinds,
    );
  });

  it('shows a risk factor that was added and one that was dropped, across the years', async () => {
    const seen = new Set<string>();
    for (let year = 2025; year >= 2019; year -= 1) {
      const { data } = await changesOf(alice, symbol, year);
      for (const change of data?.items[0]?.changes ?? []) seen.add(`${change.kind}:${change.text}`);
    }
    expect([...seen].some((entry) => entry.startsWith('added:'))).toBe(true);
    expect(seen.has('removed:A pandemic could close our sites and disrupt our supply chain and customer demand.')).toBe(true);
  });

  it('answers 401 without a user, 404 without a pair of 10-Ks, 422 for a bad year', async () => {
    expect((await changesOf(undefined, symbol)).response.status).toBe(401);
    const missing = await changesOf(alice, symbol, 1990);
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.message).toBe(`No 10-K of ${symbol} for fiscal 1990`);
    const fund = await app.deps.marketData.call('listSecurities', {});
    const fundSymbol = fund.data.find((security) => security.type !== 'stock')?.symbol ?? 'NONE';
    expect((await changesOf(alice, fundSymbol)).response.status).toBe(404);
    // A year that is no number, which the typed client would refuse: sent raw.
    const bad = await app.request(`/api/v1/companies/${symbol}/10k/changes?year=twenty`, { headers: alice.headers });
    expect(bad.status).toBe(422);
  });
});

describe('what changed in a filing, by its accession', () => {
  it('compares a stored pair when the filings cannot be listed, and says why when the pair is not stored', async () => {
    const { data } = await app.api(alice).GET('/companies/{symbol}/filings', { params: { path: { symbol }, query: {} } });
    const [newest, older] = data?.filings ?? [];
    if (!newest || !older) throw new Error('the demo company lists fewer than two filings');
    const deps = aiDepsOf(app.deps);
    const listed = await getFilingChanges(deps, symbol, newest.accession);
    expect(listed.previous.fiscalYear).toBe(newest.fiscalYear - 1);
    const unlisted = {
      ...deps,
      sources: { ...deps.sources, tenKFilings: () => Promise.reject(new Error('SEC EDGAR is unreachable')) },
    };
    await expect(getFilingChanges(unlisted, symbol, newest.accession)).resolves.toEqual(listed);
    await expect(getFilingChanges(unlisted, symbol, older.accession)).rejects.toThrow('SEC EDGAR is unreachable');
  });
});

describe('new risk factors in the inbox', () => {
  it('messages every user who favourites the company, and nobody else', async () => {
    const bob = await signIn(app, { via: 'token' });
    // A demo stock whose newest 10-K names a risk its predecessor did not.
    let stock: string | undefined;
    for (let index = 0; index < 40 && !stock; index += 1) {
      const candidate = (await demoStock(app, index)).symbol;
      const { data } = await changesOf(alice, candidate);
      if (data?.items[0]?.changes.some((change) => change.kind === 'added')) stock = candidate;
    }
    if (!stock) throw new Error('no demo stock adds a risk factor in its newest 10-K');
    await storeSecurity(app.db, stock); // as the market sync would: only a stored symbol can be favourited
    expect((await app.api(alice).POST('/user/favorites', { body: { ticker: stock } })).response.status).toBe(200);

    const deps = { ...aiDepsOf(app.deps), clock: app.deps.clock };
    expect(await alertNewRiskFactors(deps, stock)).toBe(1);

    const inbox = await app.api(alice).GET('/messages', { params: { query: {} } });
    const message = inbox.data?.messages.find((m) => m.subject.startsWith(`${stock}: `));
    expect(message?.subject).toMatch(new RegExp(`^${stock}: (a new risk factor|\\d+ new risk factors) in the fiscal \\d{4} 10-K$`));
    expect(message?.body).toContain('names risks the fiscal');
    expect(message?.relatedLink).toBe(`/10ks/${stock}`);
    const bobs = await app.api(bob).GET('/messages', { params: { query: {} } });
    expect(bobs.data?.messages.some((m) => m.subject.startsWith(`${stock}: `))).toBe(false);
  });
});
