/**
 * A model that calls tools, over real HTTP, on Apple's recorded SEC data: it looks up a statement
 * figure and a 10-K passage of Item 1C, then answers citing what the tools returned; the answer's
 * figure and quotation verify. Streamed the same way; a server refusing tools is asked without.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { createOpenAiProvider } from '../../../server/services/ai/engines/model/openai-provider';
import { marketDataSources } from '../../../server/services/ai/ai-sources';
import { type AiDeps, answerQuestion, streamAnswer } from '../../../server/services/ai/answerer';
import { EVAL_FIXTURES } from '../../../scripts/support/ai-eval/eval-issuers';
import { recordedSecMarketData } from '../../../scripts/support/sec-market-data';
import {
  type ChatRequestBody,
  type FakeOpenAiServer,
  type ScriptedToolCalls,
  startFakeOpenAiServer,
} from '../../support/fake-openai-server';
import { type RecordedServer, startRecordedServer } from '../../support/recorded-server';
import { systemClock } from '../../../server/lib/clock';

/** First turn: call both tools. Second turn: answer from their results, citing their markers. */
function scripted(messages: ChatRequestBody['messages'], body: ChatRequestBody): string | ScriptedToolCalls {
  const results = messages.filter((m) => m.role === 'tool');
  if (results.length === 0 && body.tools) {
    return {
      toolCalls: [
        { name: 'get_statement_figures', arguments: { metric: 'researchAndDevelopmentExpenses', fiscal_years: [2024] } },
        { name: 'search_10k', arguments: { query: 'cybersecurity risk management', item: '1C' } },
      ],
    };
  }
  const figure = /\[(F\d+)\] Research and development expense, FY2024: (\S+)/.exec(results[0]?.content ?? '');
  const passage = /\[(P\d+)\][^\n]*\n([^\n]+)/.exec(results[1]?.content ?? '');
  if (!figure || !passage) return 'The stored data does not answer this.';
  const quote = (passage[2] ?? '').split(' ').slice(0, 10).join(' ');
  return `R&D was ${figure[2]} [${figure[1]}]. On cybersecurity the 10-K says "${quote}" [${passage[1]}].`;
}

let recorded: RecordedServer;
let model: FakeOpenAiServer;
let database: TestDatabase;
let deps: (modelName: string) => AiDeps;

beforeAll(async () => {
  recorded = await startRecordedServer([EVAL_FIXTURES]);
  model = await startFakeOpenAiServer({ reply: scripted });
  database = await createTestDatabase();
  const sources = marketDataSources(recordedSecMarketData(recorded.baseUrl));
  deps = (modelName) => ({
    db: database.db,
    sources,
    logger: pino({ level: 'silent' }),
    clock: systemClock,
    provider: createOpenAiProvider({ baseUrl: model.baseUrl, model: modelName, timeoutMs: 5000 }),
  });
});
afterAll(async () => {
  await database.destroy();
  await model.close();
  await recorded.close();
});

const QUESTION = 'Tell me about research spending and how cyber threats are handled.';

describe('a model calling tools', () => {
  it('looks up a figure and a passage, then answers citing them, verified', async () => {
    const answer = await answerQuestion(deps('tool-model'), { symbol: 'AAPL', question: QUESTION });
    expect(answer.text).toMatch(/^R&D was \$31\.37B \[1\]\. On cybersecurity the 10-K says "[^"]+" \[2\]\.$/);
    expect(answer.citations[0]).toMatchObject({
      kind: 'statement',
      lineItem: 'researchAndDevelopmentExpenses',
      xbrlTag: 'ResearchAndDevelopmentExpense',
    });
    expect(answer.citations[1]).toMatchObject({ kind: 'filing', item: '1C' });
    expect(answer.verification).toMatchObject({ verified: 2, unverified: 0 });
    const [first, second] = model.requests.slice(-2).map((r) => r.body);
    expect(first?.tools?.map((t) => t.function.name)).toEqual(['get_statement_figures', 'search_10k', 'get_company_facts']);
    expect(second?.messages.map((m) => m.role).slice(-3)).toEqual(['assistant', 'tool', 'tool']);
  });

  it('streams the answer after the tool round', async () => {
    const stream = streamAnswer(deps('tool-model'), { symbol: 'AAPL', question: QUESTION });
    const pieces: string[] = [];
    let next = await stream.next();
    while (!next.done) {
      pieces.push(next.value);
      next = await stream.next();
    }
    expect(pieces.length).toBeGreaterThan(3);
    expect(next.value.verification).toMatchObject({ verified: 2, unverified: 0 });
  });

  it('asks a server that refuses tools again without them', async () => {
    const answer = await answerQuestion(deps('no-tools-model'), { symbol: 'AAPL', question: QUESTION });
    expect(answer.text).toBe('The stored data does not answer this.');
    expect(model.requests.at(-1)?.body.tools).toBeUndefined();
  });
});
