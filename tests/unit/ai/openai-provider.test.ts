import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiClient } from '../../../server/providers/llm/openai-client';
import { createOpenAiProvider } from '../../../server/services/ai/engines/model/openai-provider';
import { draftFromModelText } from '../../../server/services/ai/engines/model/prompt';
import { type AnswerContext } from '../../../server/services/ai/engines/types';
import { LlmError } from '../../../server/providers/llm/chat';
import { buildStatementFacts } from '../../../server/services/ai/statement-facts';
import { appleStatements, riskPassage } from '../../support/ai-fixtures';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../support/fake-openai-server';

const REPLY =
  'Revenue was $391.04B [F1]. The 10-K warns that "adverse economic conditions can materially adversely affect the Company’s business" [P1].';

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer({ reply: () => REPLY, slowMs: 1500 });
});
afterAll(async () => {
  await server.close();
});

const client = (model: string, timeoutMs = 5000) => new OpenAiClient({ baseUrl: server.baseUrl, apiKey: 'sk-test', model, timeoutMs });
const messages = [{ role: 'user' as const, content: 'What was revenue?' }];

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

async function failure(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof LlmError)) throw new Error(`expected an LlmError, got ${String(error)}`);
  return error;
}

describe('the OpenAI-compatible client over real HTTP', () => {
  it('completes a chat with the model, the messages and the API key', async () => {
    await expect(client('test-model').complete({ messages })).resolves.toBe(REPLY);
    const last = server.requests.at(-1);
    expect(last?.authorization).toBe('Bearer sk-test');
    expect(last?.body).toMatchObject({ model: 'test-model', stream: false, messages });
  });

  it('streams the reply over server-sent events in several chunks', async () => {
    const pieces = await collect(client('test-model').stream({ messages }));
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(REPLY);
    expect(server.requests.at(-1)?.body.stream).toBe(true);
  });

  it('reports an HTTP error with the status and the server message', async () => {
    const error = await failure(client('broken-model').complete({ messages }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe(`The model at ${server.baseUrl} answered HTTP 500: model overloaded`);
    const streamed = await failure(collect(client('broken-model').stream({ messages })));
    expect(streamed.message).toBe(`The model at ${server.baseUrl} answered HTTP 500: model overloaded`);
  });

  it('gives up after the timeout with a clear message', async () => {
    // The slow model answers after 1.5 s: a timeout error (not the reply) is the client giving up first.
    const error = await failure(client('slow-model', 200).complete({ messages }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`The model at ${server.baseUrl} did not answer within 200 ms`);
    await expect(failure(collect(client('slow-model', 200).stream({ messages })))).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('keeps the configured key and address whatever the SDK finds in the environment', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      OPENAI_API_KEY: 'sk-from-env',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_CUSTOM_HEADERS: 'Authorization: Bearer sk-from-env-header',
    });
    try {
      await expect(client('test-model').complete({ messages })).resolves.toBe(REPLY);
      expect(server.requests.at(-1)?.authorization).toBe('Bearer sk-test');
    } finally {
      for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_CUSTOM_HEADERS']) {
        if (key in saved) process.env[key] = saved[key];
        else delete process.env[key];
      }
    }
  });

  it('sends no Authorization header to a server without a key (a local model)', async () => {
    const keyless = new OpenAiClient({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 5000 });
    await expect(keyless.complete({ messages })).resolves.toBe(REPLY);
    expect(server.requests.at(-1)?.authorization).toBeUndefined();
  });

  it('fails a stream that falls silent after its first chunk, and one cancelled midway, instead of ending it early', async () => {
    const pieces: string[] = [];
    const stalled = failure(
      (async () => {
        for await (const piece of client('stall-model', 300).stream({ messages })) pieces.push(piece);
      })(),
    );
    await expect(stalled).resolves.toMatchObject({
      kind: 'timeout',
      message: `The model at ${server.baseUrl} did not answer within 300 ms`,
    });
    expect(pieces).toEqual(['Revenue was']);
    const controller = new AbortController();
    const cancelled = failure(
      (async () => {
        for await (const _piece of client('stall-model').stream({ messages, signal: controller.signal })) controller.abort();
      })(),
    );
    await expect(cancelled).resolves.toMatchObject({ kind: 'network', message: 'The model call was cancelled' });
  });

  it('says when nothing listens at the address', async () => {
    const closed = new OpenAiClient({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 });
    const error = await failure(closed.complete({ messages }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^Could not reach the model at http:\/\/127\.0\.0\.1:9\/v1: /);
  });
});

describe('the openai provider', () => {
  const context: AnswerContext = {
    symbol: 'AAPL',
    companyName: 'Apple Inc.',
    currency: 'USD',
    facts: buildStatementFacts('AAPL', appleStatements).filter((f) => f.metric === 'revenue'),
    passages: [riskPassage],
  };
  const provider = () => createOpenAiProvider({ baseUrl: server.baseUrl, model: 'test-model', timeoutMs: 5000 });

  it('sends the sources with their markers and turns the markers used into citations', async () => {
    const draft = await provider().answer({ question: 'What was revenue?', history: [], context });
    const system = server.requests.at(-1)?.body.messages[0]?.content ?? '';
    expect(system).toContain('[F1] Revenue, FY2024: $391.04B');
    expect(system).toContain('[P1] 2024 10-K, Item 1A (Risk Factors), paragraph 4:');
    expect(draft.citations.map((c) => [c.kind, c.lineItem ?? c.passageId])).toEqual([
      ['statement', 'revenue'],
      ['filing', 'item-1a-p4'],
    ]);
    expect(draft.citations[1]?.quote).toBe('adverse economic conditions can materially adversely affect the Company’s business');
    expect(draft.text).toBe(REPLY.replace('[F1]', '[1]').replace('[P1]', '[2]'));
  });

  it('streams the same answer and returns it whole at the end', async () => {
    const stream = provider().stream({ question: 'What was revenue?', history: [{ role: 'user', content: 'Hi' }], context });
    const pieces: string[] = [];
    let next = await stream.next();
    while (!next.done) {
      pieces.push(next.value);
      next = await stream.next();
    }
    expect(pieces.join('')).toBe(REPLY);
    expect(next.value.citations).toHaveLength(2);
    expect(server.requests.at(-1)?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
  });
});

describe('the model markers of an answer', () => {
  const facts = buildStatementFacts('AAPL', appleStatements).filter(
    (f) => f.fiscalYear === 2024 && (f.metric === 'revenue' || f.metric === 'grossMargin'),
  );
  const [revenue, grossMargin] = [facts.find((f) => f.metric === 'revenue')!, facts.find((f) => f.metric === 'grossMargin')!];
  const context: AnswerContext = {
    symbol: 'AAPL',
    companyName: 'Apple Inc.',
    currency: 'USD',
    facts: [revenue, grossMargin],
    passages: [riskPassage],
  };

  it('become [n] markers in the order the citations are first used, one per citation of a derived figure', () => {
    const draft = draftFromModelText(
      'Risk: "adverse economic conditions can materially adversely affect" [P1]. Gross margin was 46.2% [F2] on revenue of $391.04B [F1, P1].',
      context,
    );
    expect(grossMargin.citations).toHaveLength(2);
    expect(draft.citations).toEqual([
      expect.objectContaining({
        kind: 'filing',
        passageId: 'item-1a-p4',
        quote: 'adverse economic conditions can materially adversely affect',
      }),
      ...grossMargin.citations,
    ]);
    // Gross margin cites gross profit and revenue; revenue's own marker reuses the revenue citation.
    expect(draft.citations.map((c) => c.lineItem ?? c.passageId)).toEqual(['item-1a-p4', 'grossProfit', 'revenue']);
    expect(draft.text).toBe(
      'Risk: "adverse economic conditions can materially adversely affect" [1]. Gross margin was 46.2% [2][3] on revenue of $391.04B [3][1].',
    );
  });

  it('naming no source are removed, and other bracketed text is left alone', () => {
    const draft = draftFromModelText('Revenue grew [F9]. See [F1] and [note A].', context);
    expect(draft.text).toBe('Revenue grew. See [1] and [note A].');
    expect(draft.citations).toEqual(revenue.citations);
  });
});
