/**
 * Claim verification on the model path, over the API: a scripted OpenAI-compatible model answers
 * correctly, states a wrong figure with a real citation (the revenue line), states an uncited figure, and invents a
 * quotation. Only the correct claims come back verified; the others are marked [unverified] in
 * the text and in `verification`, whether asked through Ask AI or streamed in a conversation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStock } from '../support/demo-stock';
import { type ChatRequestBody, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server';
import { dataOf } from '../support/api-results';
import { signIn, type SignedIn } from '../support/sign-in';
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
  await app.close();
  await model.close();
});

async function ask(script: Scenario) {
  scenario = script;
  return dataOf(await app.api(alice).POST('/ai/ask', { body: { question: QUESTION, ticker: symbol } }));
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
    const api = app.api(alice);
    const created = await api.POST('/conversations', {
      body: { message: QUESTION, ticker: symbol, includeFinancials: true, includeRatios: true },
    });
    const path = { params: { path: { id: dataOf(created, 201).conversation.id } } };
    scenario = 'fabricated';
    const streamed = await api.POST('/conversations/{id}/messages/stream', { ...path, body: { message: QUESTION }, parseAs: 'stream' });
    const done = /event: done\ndata: (.*)/.exec(await streamed.response.text())?.[1];
    // The event's JSON (the stream is typed only as text/event-stream): checked by shape.
    expect(JSON.parse(done ?? '{}')).toMatchObject({
      verification: { verified: 0, unverified: 1 },
      content: expect.stringContaining('[unverified]'),
    });
    const { messages } = dataOf(await api.GET('/conversations/{id}/messages', { params: { ...path.params, query: {} } }));
    expect(messages.map((m) => m.verification?.unverified ?? null)).toEqual([null, 0, null, 1]);
  });
});
