/**
 * Claim verification on the model path, over the API: a scripted OpenAI-compatible model answers
 * correctly, states a wrong figure with a real citation (the revenue line), states an uncited figure, and invents a
 * quotation. Only the correct claims come back verified; the others are marked [unverified] in
 * the text and in `verification`, whether asked through Ask AI or streamed in a conversation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationMessage, QaEntry } from '../../generated/model';
import { demoStock } from '../support/demo-stock';
import { type ChatRequestBody, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server';
import { jsonRequest, signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

/** The marker and written value of a figure in the prompt's source list, e.g. `[F3] Net income, FY2025: $1.20B`. */
function factMarker(system: string, label: string): { marker: string; value: string } {
  const match = new RegExp(`\\[(F\\d+)\\] ${label}, FY\\d{4}: (\\S+)`).exec(system);
  if (!match) throw new Error(`no ${label} in the prompt`);
  return { marker: match[1] ?? '', value: match[2] ?? '' };
}

/** The first words of passage [P1] of the prompt, verbatim. */
function firstPassageWords(system: string): string {
  const text = /\[P1\][^\n]*\n([^\n]+)/.exec(system)?.[1] ?? '';
  return text.split(' ').slice(0, 8).join(' ');
}

type Scenario = 'correct' | 'wrong figure' | 'uncited' | 'fabricated';
let scenario: Scenario = 'correct';

function scriptedReply(messages: ChatRequestBody['messages']): string {
  const system = messages[0]?.content ?? '';
  if (scenario === 'correct') {
    const revenue = factMarker(system, 'Revenue');
    return `Revenue was ${revenue.value} [${revenue.marker}]. The filing says "${firstPassageWords(system)}" [P1].`;
  }
  if (scenario === 'wrong figure') return `Revenue was $999.99B [${factMarker(system, 'Revenue').marker}].`;
  if (scenario === 'uncited') return 'Services revenue could reach $80B next year.';
  return 'The 10-K states "the company expects record growth in every market it serves" [P1].';
}

let model: FakeOpenAiServer;
let app: TestApp;
let alice: SignedIn;
let symbol: string;

beforeAll(async () => {
  model = await startFakeOpenAiServer({ reply: scriptedReply });
  app = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'scripted-model' });
  alice = await signIn(app);
  ({ symbol } = await demoStock(app));
});
afterAll(async () => {
  await app.deps.jobs.stop();
  await app.close();
  await model.close();
});

async function ask(script: Scenario): Promise<QaEntry> {
  scenario = script;
  const response = await app.request('/api/v1/ai/ask', jsonRequest('POST', { question: QUESTION, ticker: symbol }, alice));
  expect(response.status).toBe(200);
  return (await response.json()) as QaEntry;
}

const QUESTION = 'What was revenue, and what are the main risk factors?';

describe('claims of a model answer', () => {
  it('keeps a correct figure and a verbatim quotation verified, unmarked', async () => {
    const entry = await ask('correct');
    expect(entry.verification).toMatchObject({ verified: 2, unverified: 0 });
    expect(entry.verification?.claims.map((c) => c.kind)).toEqual(['figure', 'quotation']);
    expect(entry.answer).not.toContain('[unverified]');
    expect(entry.citations.map((c) => c.kind)).toEqual(['statement', 'filing']);
  });

  it('marks a wrong figure that cites the real revenue line', async () => {
    const entry = await ask('wrong figure');
    expect(entry.verification?.claims).toEqual([
      { kind: 'figure', text: '$999.99B', status: 'unverified', reason: 'does not match the figures of its cited sources', sources: [1] },
    ]);
    expect(entry.answer).toMatch(/^Revenue was \$999\.99B \[unverified\] \[1\]\.\n\n\*Verification: 1 claim of 1 could not be verified/);
  });

  it('marks an uncited figure', async () => {
    const entry = await ask('uncited');
    expect(entry.verification?.claims).toEqual([
      { kind: 'figure', text: '$80B', status: 'unverified', reason: 'cites no source', sources: [] },
    ]);
    expect(entry.answer).toContain('$80B [unverified] next year');
  });

  it('marks a fabricated quotation, in Ask AI and in a streamed conversation reply', async () => {
    const entry = await ask('fabricated');
    expect(entry.verification?.claims).toEqual([
      {
        kind: 'quotation',
        text: 'the company expects record growth in every market it serves',
        status: 'unverified',
        reason: 'is not in the cited passage',
        sources: [1],
      },
    ]);
    expect(entry.answer).toContain('serves" [unverified] [1]');

    scenario = 'correct';
    const created = await app.request('/api/v1/conversations', jsonRequest('POST', { message: QUESTION, ticker: symbol }, alice));
    const { conversation } = (await created.json()) as { conversation: { id: string } };
    scenario = 'fabricated';
    const streamed = await app.request(
      `/api/v1/conversations/${conversation.id}/messages/stream`,
      jsonRequest('POST', { message: QUESTION }, alice),
    );
    const done = /event: done\ndata: (.*)/.exec(await streamed.text())?.[1];
    const reply = JSON.parse(done ?? '{}') as ConversationMessage;
    expect(reply.verification).toMatchObject({ verified: 0, unverified: 1 });
    expect(reply.content).toContain('[unverified]');
    const stored = await app.request(`/api/v1/conversations/${conversation.id}/messages`, { headers: alice.headers });
    const messages = ((await stored.json()) as { messages: ConversationMessage[] }).messages;
    expect(messages.map((m) => m.verification?.unverified ?? null)).toEqual([null, 0, null, 1]);
  });
});
