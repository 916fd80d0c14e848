/** Feedback stored with its user, and feature flags: global values, per-user overrides, the CLI. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLAGS_USAGE, runFlagsCommand } from '../../scripts/flags-command';
import { dataOf } from '../support/api-results';
import { jsonRequest, type SignedIn, signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeEach(async () => {
  testApp = await createTestApp();
  alice = await signIn(testApp, { email: 'alice@example.test' });
  bob = await signIn(testApp, { email: 'bob@example.test', via: 'token' });
});
afterEach(() => testApp.close());

const flagsOf = async (as?: SignedIn) => dataOf(await testApp.api(as).GET('/feature-flags'));
const cli = (...args: string[]) => runFlagsCommand(testApp.db, args, new Date('2026-03-10T12:00:00Z'));

describe('POST /feedback', () => {
  it('stores the feedback with the user and thanks them', async () => {
    const response = await testApp.api(alice).POST('/feedback', { body: { summary: ' Great tool ', details: 'More charts please' } });
    expect(dataOf(response, 201)).toEqual({ message: 'Feedback submitted. Thank you!' });
    const rows = await testApp.db.selectFrom('feedback').select(['userId', 'summary', 'details']).execute();
    expect(rows).toEqual([{ userId: alice.userId, summary: 'Great tool', details: 'More charts please' }]);
  });

  it('requires a summary (422) and a signed-in user (401)', async () => {
    // No summary at all, which the typed client would refuse: sent raw.
    expect((await testApp.request('/api/v1/feedback', jsonRequest('POST', {}, alice))).status).toBe(422);
    for (const summary of ['', '   ', 'x'.repeat(201)]) {
      expect((await testApp.api(alice).POST('/feedback', { body: { summary } })).response.status).toBe(422);
    }
    expect((await testApp.api().POST('/feedback', { body: { summary: 'hi' } })).response.status).toBe(401);
    expect(await testApp.db.selectFrom('feedback').selectAll().execute()).toEqual([]);
  });
});

describe('feature flags', () => {
  it('gives anonymous callers {} and signed-in users every known flag, off by default', async () => {
    expect(await flagsOf()).toEqual({});
    expect(await flagsOf(alice)).toEqual({ 'email-notifications': false, show_new_user_modal: false, 'test-message-button': false });
  });

  it('applies global values and per-user overrides set with the CLI', async () => {
    expect(await cli('set', 'test-message-button', 'on')).toContain('test-message-button is on for everyone');
    expect(await cli('set', 'test-message-button', 'off', '--user', 'Bob@Example.test')).toBe(
      'test-message-button is off for Bob@Example.test',
    );
    expect(await cli('set', 'email-notifications', 'on', '--user', 'alice@example.test')).toContain('for alice@example.test');

    expect(await flagsOf(alice)).toMatchObject({ 'test-message-button': true, 'email-notifications': true });
    expect(await flagsOf(bob)).toMatchObject({ 'test-message-button': false, 'email-notifications': false });
    expect(await flagsOf()).toEqual({});

    const listing = await cli('list');
    expect(listing).toContain('test-message-button: on');
    expect(listing).toContain('    bob@example.test: off');
    expect(listing).toContain('email-notifications: off');
    expect(listing).toContain('    alice@example.test: on');
  });

  it('refuses unknown flags, unknown users and bad arguments', async () => {
    await expect(cli('set', 'no-such-flag', 'on')).rejects.toThrow(/Unknown flag 'no-such-flag'; known flags: email-notifications/);
    await expect(cli('set', 'show_new_user_modal', 'on', '--user', 'nobody@example.test')).rejects.toThrow(/No user with e-mail/);
    for (const args of [[], ['set', 'show_new_user_modal', 'yes'], ['set', 'show_new_user_modal', 'on', '--user'], ['list', 'extra']]) {
      await expect(cli(...args)).rejects.toThrow(FLAGS_USAGE);
    }
  });
});
