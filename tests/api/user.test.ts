/** Preferences, favourites, hidden tickers, price alerts, profile and the welcome e-mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../server/providers/mail/mailer';
import { jsonRequest, type SignedIn, signIn } from '../support/sign-in';
import { storeSecurity as storeSecurityIn, type StoredSecurityType } from '../support/store-security';
import { createTestApp, type TestApp } from '../support/test-app';

const sent: MailMessage[] = [];
const recordingMailer: Mailer = { kind: 'log', send: async (message) => void sent.push(message) };

let testApp: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  testApp = await createTestApp({}, { mailer: recordingMailer });
  alice = await signIn(testApp, { email: 'alice@example.test', name: 'Alice Example' });
  for (const symbol of ['AAPL', 'BRK.B', 'GME']) await storeSecurityIn(testApp.db, symbol);
  bob = await signIn(testApp, { email: 'bob@example.test', via: 'token' });
});
afterAll(() => testApp.close());

const storeSecurity = (symbol: string, name: string, type: StoredSecurityType) => storeSecurityIn(testApp.db, symbol, name, type);

const call = (path: string, as: SignedIn, method = 'GET', body?: unknown) =>
  testApp.request(`/api/v1${path}`, method === 'GET' ? { headers: as.headers } : jsonRequest(method, body, as));

describe('signed-in operations answer 401 to anonymous callers', () => {
  it.each([
    ['GET', '/user/preferences'],
    ['PUT', '/user/preferences'],
    ['GET', '/user/favorites'],
    ['POST', '/user/favorites'],
    ['DELETE', '/user/favorites/AAPL'],
    ['GET', '/user/hidden'],
    ['POST', '/user/hidden'],
    ['DELETE', '/user/hidden/AAPL'],
    ['GET', '/user/price-alerts'],
    ['PUT', '/user/price-alerts'],
    ['PUT', '/user/profile'],
    ['POST', '/user/welcome-email'],
    ['GET', '/user/tokens'],
    ['POST', '/user/tokens'],
    ['DELETE', '/user/tokens/0b6b3c9e-2f5e-4a51-9d4c-1b2b3c4d5e6f'],
  ])('%s %s', async (method, path) => {
    const body = method === 'PUT' && path === '/user/preferences' ? [] : method === 'POST' || method === 'PUT' ? {} : undefined;
    const response = await testApp.request(`/api/v1${path}`, jsonRequest(method, body));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });
});

describe('preferences', () => {
  it('upserts trimmed values, turns null into an empty string and answers with all of them', async () => {
    const first = await call('/user/preferences', alice, 'PUT', [
      { name: 'home_selected_panel', value: '  news ' },
      { name: 'favoritesSort', value: '{"key":"symbol","direction":"ascending"}' },
    ]);
    expect(first.status).toBe(200);
    const second = await call('/user/preferences', alice, 'PUT', [{ name: 'home_selected_panel', value: null }]);
    expect(await second.json()).toEqual([
      { name: 'favoritesSort', value: '{"key":"symbol","direction":"ascending"}' },
      { name: 'home_selected_panel', value: '' },
    ]);
    expect(await (await call('/user/preferences', alice)).json()).toHaveLength(2);
    expect(await (await call('/user/preferences', bob)).json()).toEqual([]);
  });

  it('rejects bad names and non-string values with 422', async () => {
    for (const body of [[{ name: 'bad name!', value: 'x' }], [{ name: 'ok', value: 5 }], { name: 'ok', value: 'x' }]) {
      const response = await call('/user/preferences', alice, 'PUT', body);
      expect(response.status).toBe(422);
      expect((await response.json()).error.code).toBe('validation_failed');
    }
  });
});

describe('favourites and hidden tickers', () => {
  it('upper-cases tickers, keeps each list per user and removes entries', async () => {
    expect(await (await call('/user/favorites', alice, 'POST', { ticker: 'aapl' })).json()).toEqual({ favorites: ['AAPL'] });
    expect(await (await call('/user/favorites', alice, 'POST', { ticker: 'brk.b' })).json()).toEqual({ favorites: ['AAPL', 'BRK.B'] });
    expect(await (await call('/user/favorites', alice, 'POST', { ticker: 'AAPL' })).json()).toEqual({ favorites: ['AAPL', 'BRK.B'] });
    expect(await (await call('/user/favorites', bob)).json()).toEqual({ favorites: [] });
    expect(await (await call('/user/favorites/brk.b', alice, 'DELETE')).json()).toEqual({ favorites: ['AAPL'] });
    expect(await (await call('/user/favorites/AAPL', bob, 'DELETE')).json()).toEqual({ favorites: [] });
    expect(await (await call('/user/favorites', alice)).json()).toEqual({ favorites: ['AAPL'] });
  });

  it('hides tickers as {symbol, name} with the stored company or fund name, and unhides them', async () => {
    await storeSecurity('TSLA', 'Tesla, Inc.', 'stock');
    await storeSecurity('VFIAX', 'Vanguard 500 Index Fund Admiral Shares', 'mutual_fund');
    expect(await (await call('/user/hidden', alice, 'POST', { ticker: 'tsla' })).json()).toEqual({
      hidden: [{ symbol: 'TSLA', name: 'Tesla, Inc.' }],
    });
    expect(await (await call('/user/hidden', alice, 'POST', { ticker: 'vfiax' })).json()).toEqual({
      hidden: [
        { symbol: 'TSLA', name: 'Tesla, Inc.' },
        { symbol: 'VFIAX', name: 'Vanguard 500 Index Fund Admiral Shares' },
      ],
    });
    expect(await (await call('/user/hidden', bob)).json()).toEqual({ hidden: [] });
    expect(await (await call('/user/hidden/Tsla', alice, 'DELETE')).json()).toEqual({
      hidden: [{ symbol: 'VFIAX', name: 'Vanguard 500 Index Fund Admiral Shares' }],
    });
    await call('/user/hidden/VFIAX', alice, 'DELETE');
  });

  it('answers 404 with a sentence to favouriting or hiding a symbol the market does not know', async () => {
    for (const path of ['/user/favorites', '/user/hidden']) {
      const response = await call(path, alice, 'POST', { ticker: 'zzzq' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No stock or fund has the symbol ZZZQ.' } });
    }
    expect(await (await call('/user/favorites', alice)).json()).toEqual({ favorites: ['AAPL'] });
    expect((await (await call('/user/hidden', alice)).json()).hidden).not.toContainEqual(expect.objectContaining({ symbol: 'ZZZQ' }));
  });

  it('lists the current name of a hidden security, and keeps the recorded one when it leaves the market data', async () => {
    await storeSecurity('NFLX', 'Netflix Inc', 'stock');
    await call('/user/hidden', alice, 'POST', { ticker: 'NFLX' });
    await testApp.db.updateTable('securities').set({ name: 'Netflix, Inc.' }).where('symbol', '=', 'NFLX').execute();
    expect((await (await call('/user/hidden', alice)).json()).hidden).toContainEqual({ symbol: 'NFLX', name: 'Netflix, Inc.' });
    await testApp.db.deleteFrom('securities').where('symbol', '=', 'NFLX').execute();
    expect((await (await call('/user/hidden', alice)).json()).hidden).toContainEqual({ symbol: 'NFLX', name: 'Netflix Inc' });
    await call('/user/hidden/NFLX', alice, 'DELETE');
  });

  it('refuses to favourite a hidden ticker and to hide a favourite (409)', async () => {
    await call('/user/hidden', alice, 'POST', { ticker: 'GME' });
    const favourite = await call('/user/favorites', alice, 'POST', { ticker: 'gme' });
    expect(favourite.status).toBe(409);
    expect((await favourite.json()).error.code).toBe('conflict');
    const hide = await call('/user/hidden', alice, 'POST', { ticker: 'aapl' });
    expect(hide.status).toBe(409);
    // Bob's lists are his own: he may favourite what Alice hid.
    expect((await call('/user/favorites', bob, 'POST', { ticker: 'GME' })).status).toBe(200);
  });

  it('rejects malformed tickers with 422', async () => {
    for (const ticker of ['', 'WAY-TOO-LONG-TICKER', 'A B']) {
      expect((await call('/user/favorites', alice, 'POST', { ticker })).status).toBe(422);
      expect((await call('/user/hidden', alice, 'POST', { ticker })).status).toBe(422);
    }
    expect((await call('/user/favorites', alice, 'POST', {})).status).toBe(422);
  });
});

describe('price alerts', () => {
  it('answers the defaults until saved, then the saved settings per user', async () => {
    expect(await (await call('/user/price-alerts', alice)).json()).toEqual({
      enabled: false,
      threshold: 5,
      onlyPositive: false,
      onlyNegative: false,
    });
    const saved = await call('/user/price-alerts', alice, 'PUT', {
      enabled: true,
      threshold: 2.3,
      onlyPositive: false,
      onlyNegative: true,
    });
    expect(await saved.json()).toEqual({ enabled: true, threshold: 2.3, onlyPositive: false, onlyNegative: true });
    expect((await (await call('/auth/me', alice)).json()).priceAlertPreferences).toEqual({
      enabled: true,
      threshold: 2.3,
      onlyPositive: false,
      onlyNegative: true,
    });
    expect((await (await call('/user/price-alerts', bob)).json()).enabled).toBe(false);
  });

  it('accepts the threshold edges 0.1 and 50', async () => {
    for (const threshold of [0.1, 50]) {
      const response = await call('/user/price-alerts', alice, 'PUT', {
        enabled: true,
        threshold,
        onlyPositive: true,
        onlyNegative: false,
      });
      expect((await response.json()).threshold).toBe(threshold);
    }
  });

  it('rejects thresholds off the 0.1 grid or out of range and both directions at once (422)', async () => {
    const base = { enabled: true, onlyPositive: false, onlyNegative: false };
    for (const body of [
      { ...base, threshold: 0 },
      { ...base, threshold: 50.1 },
      { ...base, threshold: 1.25 },
      { ...base, threshold: 'five' },
      { ...base, threshold: 5, onlyPositive: true, onlyNegative: true },
      { threshold: 5 },
    ]) {
      expect((await call('/user/price-alerts', alice, 'PUT', body)).status).toBe(422);
    }
  });
});

describe('profile', () => {
  it('updates first and last name (trimmed; empty stays empty)', async () => {
    const response = await call('/user/profile', alice, 'PUT', { firstName: '  Alice ', lastName: 'Liddell' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: alice.userId, email: 'alice@example.test', firstName: 'Alice', lastName: 'Liddell' });
    const cleared = await call('/user/profile', alice, 'PUT', { firstName: '', lastName: '' });
    expect(await cleared.json()).toMatchObject({ firstName: '', lastName: '' });
    expect((await (await call('/auth/me', bob)).json()).firstName).toBe('');
  });

  it('rejects missing or over-long names with 422', async () => {
    expect((await call('/user/profile', alice, 'PUT', { firstName: 'A' })).status).toBe(422);
    expect((await call('/user/profile', alice, 'PUT', { firstName: 'A', lastName: 'x'.repeat(101) })).status).toBe(422);
  });
});

describe('POST /user/welcome-email', () => {
  it('queues the welcome message to the signed-in user', async () => {
    sent.length = 0;
    const response = await call('/user/welcome-email', alice, 'POST');
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: 'Welcome e-mail queued' });
    await testApp.deps.jobs.stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'alice@example.test', subject: 'Welcome to the Research Terminal' });
    expect(sent[0]?.text).toContain('Hello Alice Example,');
  });
});
