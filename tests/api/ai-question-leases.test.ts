/**
 * Ask AI answers under a lease (on SQLite and, with TEST_DATABASE_URL, PostgreSQL): the answering
 * process's id and lease are stored with a processing question and renewed while it answers; the
 * check another instance runs closes only questions whose lease expired (or that have none),
 * and an answer that lost its lease meanwhile is not recorded over what closed it.
 */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { QaEntry } from '../../generated/model';
import { dialectOf } from '../../server/db/database';
import { failAbandonedQuestions, failQuestionsLeftAtStart } from '../../server/services/ai/questions.service';
import { demoStock } from '../support/demo-stock';
import { startFakeOpenAiServer } from '../support/fake-openai-server';
import { jsonRequest, signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

const LEASE_MS = 600;
let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The app with a model answering after `slowMs`, a short lease, and a 50 ms wait (so asking answers 202). */
async function slowApp(slowMs: number): Promise<{ app: TestApp; alice: SignedIn; symbol: string }> {
  const model = await startFakeOpenAiServer({ reply: () => 'Free cash flow was strong [F1].', slowMs });
  onTestFinished(() => model.close());
  app = await createTestApp({
    LLM_BASE_URL: model.baseUrl,
    LLM_MODEL: 'slow-model',
    AI_ANSWER_WAIT_MS: '50',
    JOB_LEASE_MS: String(LEASE_MS),
  });
  const alice = await signIn(app);
  const { symbol } = await demoStock(app);
  return { app, alice, symbol };
}

const leaseOf = (testApp: TestApp, id: string) =>
  testApp.db
    .selectFrom('ai_questions')
    .select(['status', 'locked_by', 'locked_at', 'error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

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
    const { app: testApp, alice, symbol } = await slowApp(3 * LEASE_MS);
    const pending = await askPending(testApp, alice, symbol);
    const asked = await leaseOf(testApp, pending.id);
    expect(asked).toMatchObject({ status: 'processing', locked_by: testApp.deps.durableJobs.owner });

    // Past one lease since it was asked, the owner has renewed it: another instance's check leaves it open.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 100));
    const renewed = await leaseOf(testApp, pending.id);
    expect(Date.parse(renewed.locked_at!)).toBeGreaterThan(Date.parse(asked.locked_at!));
    expect(await failAbandonedQuestions(testApp.deps, LEASE_MS)).toBe(0);
    expect((await leaseOf(testApp, pending.id)).status).toBe('processing');

    const done = await vi.waitFor(
      async () => {
        const row = await leaseOf(testApp, pending.id);
        expect(row.status).toBe('completed');
        return row;
      },
      { timeout: 15_000, interval: 25 },
    );
    expect(done).toMatchObject({ locked_by: null, locked_at: null, error: null });
  });

  it('closes questions whose lease expired or that have none, and only those; at a start on SQLite, every one', async () => {
    const { app: testApp, alice, symbol } = await slowApp(5000);
    const live = await askPending(testApp, alice, symbol);
    const insert = async (id: string, lockedBy: string | null, lockedAt: string | null) => {
      await testApp.db
        .insertInto('ai_questions')
        .values({
          id,
          user_id: alice.userId,
          ticker: symbol,
          question: 'Left behind?',
          answer: null,
          citations: '[]',
          verification: null,
          status: 'processing',
          error: null,
          alert_on_completion: 0,
          created_at: new Date().toISOString(),
          completed_at: null,
          updated_at: null,
          locked_by: lockedBy,
          locked_at: lockedAt,
        })
        .execute();
    };
    await insert('dead-instance', 'a-dead-instance', new Date(Date.now() - 10 * LEASE_MS).toISOString());
    await insert('before-leases', null, null);

    expect(await failAbandonedQuestions(testApp.deps, LEASE_MS)).toBe(2);
    for (const id of ['dead-instance', 'before-leases']) {
      const closed = await leaseOf(testApp, id);
      expect(closed).toMatchObject({ status: 'error', locked_by: null, locked_at: null });
      expect(closed.error).toMatch(/interrupted.*Refresh to ask again/);
    }
    expect(await leaseOf(testApp, live.id)).toMatchObject({ status: 'processing', locked_by: testApp.deps.durableJobs.owner });
    // At a start, PostgreSQL leaves it open (another live instance may be answering); SQLite closes it (no other process shares the file).
    const sqlite = dialectOf(testApp.db) === 'sqlite';
    expect(await failQuestionsLeftAtStart(testApp.deps, LEASE_MS)).toBe(sqlite ? 1 : 0);
    expect((await leaseOf(testApp, live.id)).status).toBe(sqlite ? 'error' : 'processing');
  });

  it('does not record an answer over a question closed after its lease was lost', async () => {
    const { app: testApp, alice, symbol } = await slowApp(400);
    const pending = await askPending(testApp, alice, symbol);
    // Another instance found the lease expired (this process stalled) and closed the question.
    await testApp.db
      .updateTable('ai_questions')
      .set({ status: 'error', error: 'closed elsewhere', locked_by: null, locked_at: null })
      .where('id', '=', pending.id)
      .execute();
    await testApp.deps.jobs.stop(); // waits for the answer to arrive and be refused
    expect(await leaseOf(testApp, pending.id)).toMatchObject({ status: 'error', error: 'closed elsewhere' });
  });
});
