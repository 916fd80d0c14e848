/**
 * Ask AI answers under a lease (on SQLite and, with TEST_DATABASE_URL, PostgreSQL): the answering
 * process's id and lease are stored with a processing question and renewed while it answers; the
 * check another instance runs closes only questions whose lease expired (or that have none),
 * and an answer that lost its lease meanwhile is not recorded over what closed it.
 */
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { QaEntry } from '../../generated/model';
import { dialectOf } from '../../server/db/database';
import { failAbandonedQuestions, failQuestionsLeftAtStart } from '../../server/services/ai/questions.service';
import { demoStock } from '../support/demo-stock';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server';
import { jsonRequest, signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const LEASE_MS = 600;
let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * The app on a simulated clock with a model that answers only once released (`model.release()`),
 * a short lease, and a 50 ms wait (so asking answers 202): the lease's time is the clock's, and
 * the question stays processing for as long as the test needs, however busy the machine is.
 */
async function heldApp(): Promise<{ app: TestApp; alice: SignedIn; symbol: string; clock: TestClock; model: FakeOpenAiServer }> {
  const model = await startFakeOpenAiServer({ reply: () => 'Free cash flow was strong [F1].' });
  onTestFinished(() => {
    model.release();
    return model.close();
  });
  const clock = new TestClock();
  app = await createTestApp(
    { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'held-model', AI_ANSWER_WAIT_MS: '50', JOB_LEASE_MS: String(LEASE_MS) },
    { clock },
  );
  const alice = await signIn(app);
  const { symbol } = await demoStock(app);
  return { app, alice, symbol, clock, model };
}

const leaseOf = (testApp: TestApp, id: string) =>
  testApp.db.selectFrom('ai_questions').select(['status', 'lockedBy', 'lockedAt', 'error']).where('id', '=', id).executeTakeFirstOrThrow();

async function askPending(testApp: TestApp, alice: SignedIn, symbol: string): Promise<QaEntry> {
  const response = await testApp.request(
    '/api/v1/ai/ask',
    jsonRequest('POST', { question: 'What was free cash flow?', ticker: symbol }, alice),
  );
  expect(response.status).toBe(202);
  return (await response.json()) as QaEntry;
}

describe('Ask AI answers under a lease', () => {
  it('keeps a question another instance is answering open, renews its lease, and ends the lease with the answer', async () => {
    const { app: testApp, alice, symbol, clock, model } = await heldApp();
    const pending = await askPending(testApp, alice, symbol);
    const asked = await leaseOf(testApp, pending.id);
    expect(asked).toMatchObject({ status: 'processing', lockedBy: testApp.deps.durableJobs.owner });

    // A lease and more later, the owner renews it (every third of a lease): at the clock's new time.
    clock.advance(LEASE_MS + 100);
    await expect.poll(async () => (await leaseOf(testApp, pending.id)).lockedAt).toBe(clock.now().toISOString());
    // Another instance's check leaves it open (its lease from the ask has run out: only the renewal keeps it).
    expect(await failAbandonedQuestions(testApp.deps, LEASE_MS)).toBe(0);
    expect((await leaseOf(testApp, pending.id)).status).toBe('processing');

    model.release();
    await expect.poll(async () => (await leaseOf(testApp, pending.id)).status).toBe('completed');
    expect(await leaseOf(testApp, pending.id)).toMatchObject({ lockedBy: null, lockedAt: null, error: null });
  });

  it('closes questions whose lease expired or that have none, and only those; at a start on SQLite, every one', async () => {
    const { app: testApp, alice, symbol, clock } = await heldApp();
    const live = await askPending(testApp, alice, symbol);
    const insert = async (id: string, lockedBy: string | null, lockedAt: string | null) => {
      await testApp.db
        .insertInto('ai_questions')
        .values({
          id,
          userId: alice.userId,
          ticker: symbol,
          question: 'Left behind?',
          answer: null,
          citations: '[]',
          verification: null,
          status: 'processing',
          error: null,
          alertOnCompletion: 0,
          createdAt: clock.now().toISOString(),
          completedAt: null,
          updatedAt: null,
          lockedBy,
          lockedAt,
        })
        .execute();
    };
    await insert('dead-instance', 'a-dead-instance', new Date(clock.now().getTime() - 10 * LEASE_MS).toISOString());
    await insert('before-leases', null, null);

    expect(await failAbandonedQuestions(testApp.deps, LEASE_MS)).toBe(2);
    for (const id of ['dead-instance', 'before-leases']) {
      const closed = await leaseOf(testApp, id);
      expect(closed).toMatchObject({ status: 'error', lockedBy: null, lockedAt: null });
      expect(closed.error).toMatch(/interrupted.*Refresh to ask again/);
    }
    expect(await leaseOf(testApp, live.id)).toMatchObject({ status: 'processing', lockedBy: testApp.deps.durableJobs.owner });
    // At a start, PostgreSQL leaves it open (another live instance may be answering); SQLite closes it (no other process shares the file).
    const sqlite = dialectOf(testApp.db) === 'sqlite';
    expect(await failQuestionsLeftAtStart(testApp.deps, LEASE_MS)).toBe(sqlite ? 1 : 0);
    expect((await leaseOf(testApp, live.id)).status).toBe(sqlite ? 'error' : 'processing');
  });

  it('does not record an answer over a question closed after its lease was lost', async () => {
    const { app: testApp, alice, symbol, model } = await heldApp();
    const pending = await askPending(testApp, alice, symbol);
    // Another instance found the lease expired (this process stalled) and closed the question.
    await testApp.db
      .updateTable('ai_questions')
      .set({ status: 'error', error: 'closed elsewhere', lockedBy: null, lockedAt: null })
      .where('id', '=', pending.id)
      .execute();
    model.release();
    await testApp.deps.jobs.stop(); // waits for the answer to arrive and be refused
    expect(await leaseOf(testApp, pending.id)).toMatchObject({ status: 'error', error: 'closed elsewhere' });
  });
});
