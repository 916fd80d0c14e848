/**
 * The price-alerts job on a simulated clock with an in-test quote source: fires once per user,
 * stock and trading day (also across a restart), only during market hours, in the chosen
 * direction, at the threshold edges, and e-mails only when flag and preference are both on.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPriceAlerts, type PriceAlertsDeps, type Quote } from '../../server/services/price-alerts-check.service';
import { createLogger } from '../../server/lib/logger';
import type { MailMessage } from '../../server/providers/mail/mailer';
import { savePriceAlertPreferences } from '../../server/services/price-alerts.service';
import { addFavorite } from '../../server/services/watchlists.service';
import { updatePreferences } from '../../server/services/preferences.service';
import { runFlagsCommand } from '../../scripts/flags-command';
import { type SignedIn, signIn } from '../support/sign-in';
import { storeSecurity } from '../support/store-security';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

// Tuesday 10 March 2026, 11:00 in New York (EDT, UTC-4): the market is open.
const OPEN_HOURS = '2026-03-10T15:00:00.000Z';
let testApp: TestApp;
let clock: TestClock;
let quotes: Map<string, Quote>;
let mail: MailMessage[];
let deps: PriceAlertsDeps;

beforeEach(async () => {
  clock = new TestClock(OPEN_HOURS);
  testApp = await createTestApp({}, { clock });
  quotes = new Map();
  mail = [];
  deps = {
    db: testApp.db,
    clock,
    mailer: { kind: 'log', send: async (message) => void mail.push(message) },
    quotes: { getQuotes: async (symbols) => symbols.flatMap((s) => quotes.get(s) ?? []) },
    publicUrl: 'http://localhost:3000',
    logger: createLogger(testApp.config),
  };
});
afterEach(() => testApp.close());

const quote = (symbol: string, open: number, price: number) => quotes.set(symbol, { symbol, open, price });

async function userWithAlerts(settings: { threshold: number; onlyPositive?: boolean; onlyNegative?: boolean }, tickers: string[]) {
  const user = await signIn(testApp);
  const now = clock.now();
  await savePriceAlertPreferences(testApp.db, user.userId, { enabled: true, onlyPositive: false, onlyNegative: false, ...settings }, now);
  for (const ticker of tickers) {
    await storeSecurity(testApp.db, ticker); // only a symbol the market knows can be a favourite
    await addFavorite(testApp.db, user.userId, ticker, now);
  }
  return user;
}

const inboxOf = (user: SignedIn) =>
  testApp.db.selectFrom('messages').selectAll().where('userId', '=', user.userId).orderBy('subject').execute();

describe('the price-alerts job', () => {
  it('sends one high-priority system message per stock per day, also after a restart', async () => {
    const user = await userWithAlerts({ threshold: 5 }, ['AAPL', 'MSFT']);
    quote('AAPL', 100, 106);
    quote('MSFT', 200, 201);
    expect(await runPriceAlerts(deps)).toBe(1);
    expect(await runPriceAlerts(deps)).toBe(0);
    clock.advance(30 * 60_000);
    quote('AAPL', 100, 110);
    // A fresh process (the job holds no memory of its own) still does not alert twice.
    expect(await runPriceAlerts({ ...deps, quotes: { getQuotes: deps.quotes.getQuotes } })).toBe(0);

    const messages = await inboxOf(user);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      subject: 'AAPL is up 6.00% today',
      body: "AAPL moved +6.00% from today's open of $100.00 to $106.00, past your 5% alert threshold.",
      priority: 'high',
      senderType: 'system',
      relatedLink: '/stock/AAPL',
      isRead: 0,
    });

    // The next trading day it may alert again.
    clock.set('2026-03-11T15:00:00.000Z');
    expect(await runPriceAlerts(deps)).toBe(1);
  });

  it('does nothing outside market hours', async () => {
    await userWithAlerts({ threshold: 1 }, ['AAPL']);
    quote('AAPL', 100, 120);
    for (const at of ['2026-03-10T13:00:00.000Z', '2026-03-10T20:30:00.000Z', '2026-03-14T15:00:00.000Z']) {
      clock.set(at); // before the open, after the close, a Saturday
      expect(await runPriceAlerts(deps)).toBe(0);
    }
  });

  it('follows the movement type: all, only gains, only losses', async () => {
    const all = await userWithAlerts({ threshold: 2 }, ['UP', 'DOWN']);
    const gains = await userWithAlerts({ threshold: 2, onlyPositive: true }, ['UP', 'DOWN']);
    const losses = await userWithAlerts({ threshold: 2, onlyNegative: true }, ['UP', 'DOWN']);
    quote('UP', 50, 52);
    quote('DOWN', 50, 48);
    expect(await runPriceAlerts(deps)).toBe(4);
    expect((await inboxOf(all)).map((m) => m.subject)).toEqual(['DOWN is down 4.00% today', 'UP is up 4.00% today']);
    expect((await inboxOf(gains)).map((m) => m.subject)).toEqual(['UP is up 4.00% today']);
    expect((await inboxOf(losses)).map((m) => m.subject)).toEqual(['DOWN is down 4.00% today']);
  });

  it('fires at the threshold edges 0.1 and 50 and not just below them', async () => {
    const low = await userWithAlerts({ threshold: 0.1 }, ['EDGE', 'NEAR']);
    const high = await userWithAlerts({ threshold: 50 }, ['HALF', 'ALMOST']);
    quote('EDGE', 100, 100.1);
    quote('NEAR', 100, 100.09);
    quote('HALF', 10, 15);
    quote('ALMOST', 10, 14.99);
    await runPriceAlerts(deps);
    expect((await inboxOf(low)).map((m) => m.subject)).toEqual(['EDGE is up 0.10% today']);
    expect((await inboxOf(high)).map((m) => m.subject)).toEqual(['HALF is up 50.00% today']);
  });

  it('skips users whose alerts are off and stocks without a quote', async () => {
    const user = await userWithAlerts({ threshold: 1 }, ['AAPL', 'NOQUOTE']);
    await savePriceAlertPreferences(
      testApp.db,
      user.userId,
      { enabled: false, threshold: 1, onlyPositive: false, onlyNegative: false },
      clock.now(),
    );
    quote('AAPL', 100, 150);
    expect(await runPriceAlerts(deps)).toBe(0);
  });

  it('e-mails only when the flag email-notifications and the preference emailSystemMessages are on', async () => {
    const user = await userWithAlerts({ threshold: 1 }, ['AAPL']);
    quote('AAPL', 100, 97);
    await updatePreferences(testApp.db, user.userId, [{ name: 'emailSystemMessages', value: 'true' }], clock.now());
    await runPriceAlerts(deps);
    expect(mail).toEqual([]); // flag off

    await runFlagsCommand(testApp.db, ['set', 'email-notifications', 'on'], clock.now());
    clock.set('2026-03-11T15:00:00.000Z');
    await runPriceAlerts(deps);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: user.email, subject: 'AAPL is down 3.00% today' });
    expect(mail[0]?.text).toContain('http://localhost:3000/stock/AAPL');

    await updatePreferences(testApp.db, user.userId, [{ name: 'emailSystemMessages', value: 'false' }], clock.now());
    clock.set('2026-03-12T15:00:00.000Z');
    expect(await runPriceAlerts(deps)).toBe(1);
    expect(mail).toHaveLength(1);
  });
});
