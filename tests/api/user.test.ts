/** Preferences, favourites, hidden tickers, price alerts, profile and the welcome e-mail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../server/providers/mail/mailer';
import type { components } from '../../generated/openapi';
import { dataOf, errorOf } from '../support/api-results';
import { schemaViolations } from '../support/contract-validator';
import { jsonRequest, type SignedIn, signIn } from '../support/sign-in';
import { storeSecurity as storeSecurityIn, type StoredSecurityType } from '../support/store-security';
import { createTestApp, type TestApp } from '../support/test-app';

const priceAlertsBodySchema = '/paths/~1user~1price-alerts/put/requestBody/content/application~1json/schema';

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

const api = (as: SignedIn) => testApp.api(as);
const ticker = (value: string) => ({ body: { ticker: value } });
const tickerPath = (value: string) => ({ params: { path: { ticker: value } } });
const favorites = async (as: SignedIn) => dataOf(await api(as).GET('/user/favorites'));
const favorite = (value: string, as: SignedIn = alice) => api(as).POST('/user/favorites', ticker(value));
const unfavorite = (value: string, as: SignedIn = alice) => api(as).DELETE('/user/favorites/{ticker}', tickerPath(value));
const hidden = async (as: SignedIn) => dataOf(await api(as).GET('/user/hidden'));
const hide = (value: string, as: SignedIn = alice) => api(as).POST('/user/hidden', ticker(value));
const unhide = (value: string) => api(alice).DELETE('/user/hidden/{ticker}', tickerPath(value));
const savePriceAlerts = (body: components['schemas']['PriceAlertPreferences']) => api(alice).PUT('/user/price-alerts', { body });
const me = async (as: SignedIn) => dataOf(await api(as).GET('/auth/me'));
/** A body the contract forbids (a wrong type, a missing field), sent raw as the typed client would refuse it. */
const putRaw = (path: string, body: unknown) => testApp.request(`/api/v1${path}`, jsonRequest('PUT', body, alice));

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
    // Raw on purpose: the bodies are empty or wrong, as the sign-in check comes before the body's.
    const body = method === 'PUT' && path === '/user/preferences' ? [] : method === 'POST' || method === 'PUT' ? {} : undefined;
    const response = await testApp.request(`/api/v1${path}`, jsonRequest(method, body));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });
});

describe('preferences', () => {
  it('upserts trimmed values, turns null into an empty string and answers with all of them', async () => {
    const first = await api(alice).PUT('/user/preferences', {
      body: [
        { name: 'home_selected_panel', value: '  news ' },
        { name: 'favoritesSort', value: '{"key":"symbol","direction":"ascending"}' },
      ],
    });
    expect(first.response.status).toBe(200);
    const second = await api(alice).PUT('/user/preferences', { body: [{ name: 'home_selected_panel', value: null }] });
    expect(dataOf(second)).toEqual([
      { name: 'favoritesSort', value: '{"key":"symbol","direction":"ascending"}' },
      { name: 'home_selected_panel', value: '' },
    ]);
    expect(dataOf(await api(alice).GET('/user/preferences'))).toHaveLength(2);
    expect(dataOf(await api(bob).GET('/user/preferences'))).toEqual([]);
  });

  it('rejects bad names and non-string values with 422', async () => {
    const badName = await api(alice).PUT('/user/preferences', { body: [{ name: 'bad name!', value: 'x' }] });
    expect(errorOf(badName, 422).code).toBe('validation_failed');
    for (const body of [[{ name: 'ok', value: 5 }], { name: 'ok', value: 'x' }]) {
      const response = await putRaw('/user/preferences', body);
      expect(response.status).toBe(422);
      expect((await response.json()).error.code).toBe('validation_failed');
    }
  });
});

describe('favourites and hidden tickers', () => {
  it('upper-cases tickers, keeps each list per user and removes entries', async () => {
    expect(dataOf(await favorite('aapl'))).toEqual({ favorites: ['AAPL'] });
    expect(dataOf(await favorite('brk.b'))).toEqual({ favorites: ['AAPL', 'BRK.B'] });
    expect(dataOf(await favorite('AAPL'))).toEqual({ favorites: ['AAPL', 'BRK.B'] });
    expect(await favorites(bob)).toEqual({ favorites: [] });
    expect(dataOf(await unfavorite('brk.b'))).toEqual({ favorites: ['AAPL'] });
    expect(dataOf(await unfavorite('AAPL', bob))).toEqual({ favorites: [] });
    expect(await favorites(alice)).toEqual({ favorites: ['AAPL'] });
  });

  it('hides tickers as {symbol, name} with the stored company or fund name, and unhides them', async () => {
    await storeSecurity('TSLA', 'Tesla, Inc.', 'stock');
    await storeSecurity('VFIAX', 'Vanguard 500 Index Fund Admiral Shares', 'mutual_fund');
    expect(dataOf(await hide('tsla'))).toEqual({
      hidden: [{ symbol: 'TSLA', name: 'Tesla, Inc.' }],
    });
    expect(dataOf(await hide('vfiax'))).toEqual({
      hidden: [
        { symbol: 'TSLA', name: 'Tesla, Inc.' },
        { symbol: 'VFIAX', name: 'Vanguard 500 Index Fund Admiral Shares' },
      ],
    });
    expect(await hidden(bob)).toEqual({ hidden: [] });
    expect(dataOf(await unhide('Tsla'))).toEqual({
      hidden: [{ symbol: 'VFIAX', name: 'Vanguard 500 Index Fund Admiral Shares' }],
    });
    await unhide('VFIAX');
  });

  it('answers 404 with a sentence to favouriting or hiding a symbol the market does not know', async () => {
    for (const add of [favorite, hide]) {
      const { response, error } = await add('zzzq');
      expect(response.status).toBe(404);
      expect(error).toEqual({ error: { code: 'not_found', message: 'No stock or fund has the symbol ZZZQ.' } });
    }
    expect(await favorites(alice)).toEqual({ favorites: ['AAPL'] });
    expect((await hidden(alice)).hidden).not.toContainEqual(expect.objectContaining({ symbol: 'ZZZQ' }));
  });

  it('lists the current name of a hidden security, and keeps the recorded one when it leaves the market data', async () => {
    await storeSecurity('NFLX', 'Netflix Inc', 'stock');
    await hide('NFLX');
    await testApp.db.updateTable('securities').set({ name: 'Netflix, Inc.' }).where('symbol', '=', 'NFLX').execute();
    expect((await hidden(alice)).hidden).toContainEqual({ symbol: 'NFLX', name: 'Netflix, Inc.' });
    await testApp.db.deleteFrom('securities').where('symbol', '=', 'NFLX').execute();
    expect((await hidden(alice)).hidden).toContainEqual({ symbol: 'NFLX', name: 'Netflix Inc' });
    await unhide('NFLX');
  });

  it('refuses to favourite a hidden ticker and to hide a favourite (409)', async () => {
    await hide('GME');
    expect(errorOf(await favorite('gme'), 409).code).toBe('conflict');
    expect((await hide('aapl')).response.status).toBe(409);
    // Bob's lists are his own: he may favourite what Alice hid.
    expect((await favorite('GME', bob)).response.status).toBe(200);
  });

  it('rejects malformed tickers with 422', async () => {
    for (const value of ['', 'WAY-TOO-LONG-TICKER', 'A B']) {
      expect((await favorite(value)).response.status).toBe(422);
      expect((await hide(value)).response.status).toBe(422);
    }
    // No ticker at all, which the typed client would refuse.
    expect((await testApp.request('/api/v1/user/favorites', jsonRequest('POST', {}, alice))).status).toBe(422);
  });
});

describe('price alerts', () => {
  it('answers the defaults until saved, then the saved settings per user', async () => {
    expect(dataOf(await api(alice).GET('/user/price-alerts'))).toEqual({
      enabled: false,
      threshold: 5,
      onlyPositive: false,
      onlyNegative: false,
    });
    const saved = await savePriceAlerts({ enabled: true, threshold: 2.3, onlyPositive: false, onlyNegative: true });
    expect(dataOf(saved)).toEqual({ enabled: true, threshold: 2.3, onlyPositive: false, onlyNegative: true });
    expect((await me(alice)).priceAlertPreferences).toEqual({
      enabled: true,
      threshold: 2.3,
      onlyPositive: false,
      onlyNegative: true,
    });
    expect(dataOf(await api(bob).GET('/user/price-alerts')).enabled).toBe(false);
  });

  it('accepts the threshold edges 0.1 and 50', async () => {
    for (const threshold of [0.1, 50]) {
      const saved = await savePriceAlerts({ enabled: true, threshold, onlyPositive: true, onlyNegative: false });
      expect(dataOf(saved).threshold).toBe(threshold);
    }
  });

  it('rejects thresholds off the 0.1 grid or out of range and both directions at once (422), as the contract says', async () => {
    const base = { enabled: true, onlyPositive: false, onlyNegative: false };
    for (const body of [
      { ...base, threshold: 0 },
      { ...base, threshold: 50.1 },
      { ...base, threshold: 1.25 },
      { ...base, threshold: 5, onlyPositive: true, onlyNegative: true },
    ]) {
      expect((await savePriceAlerts(body)).response.status, JSON.stringify(body)).toBe(422);
      // A client generating bodies from openapi.yaml must not be refused one its schema allows.
      expect(schemaViolations(priceAlertsBodySchema, body), JSON.stringify(body)).not.toEqual([]);
    }
    for (const body of [{ ...base, threshold: 'five' }, { threshold: 5 }]) {
      expect((await putRaw('/user/price-alerts', body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('profile', () => {
  it('updates first and last name (trimmed; empty stays empty)', async () => {
    const updated = await api(alice).PUT('/user/profile', { body: { firstName: '  Alice ', lastName: 'Liddell' } });
    expect(dataOf(updated)).toMatchObject({ id: alice.userId, email: 'alice@example.test', firstName: 'Alice', lastName: 'Liddell' });
    const cleared = await api(alice).PUT('/user/profile', { body: { firstName: '', lastName: '' } });
    expect(dataOf(cleared)).toMatchObject({ firstName: '', lastName: '' });
    expect((await me(bob)).firstName).toBe('');
  });

  it('rejects missing or over-long names with 422', async () => {
    expect((await putRaw('/user/profile', { firstName: 'A' })).status).toBe(422);
    const tooLong = await api(alice).PUT('/user/profile', { body: { firstName: 'A', lastName: 'x'.repeat(101) } });
    expect(tooLong.response.status).toBe(422);
  });
});

describe('POST /user/welcome-email', () => {
  it('queues the welcome message to the signed-in user', async () => {
    sent.length = 0;
    expect(dataOf(await api(alice).POST('/user/welcome-email'), 202)).toEqual({ message: 'Welcome e-mail queued' });
    await testApp.deps.jobs.stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'alice@example.test', subject: 'Welcome to the Research Terminal' });
    expect(sent[0]?.text).toContain('Hello Alice Example,');
  });
});
