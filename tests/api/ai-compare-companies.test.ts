/**
 * Ask AI compares a figure across companies on the demo market: each company's own stored figure,
 * cited to its own statements and verified against them, from the offline engine and from a model
 * (a scripted one, given both companies' facts). A company named by its name is found in the market;
 * a ticker of which no statements are found is named in the answer; a name the market does not list is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../support/api-results';
import { type ChatRequestBody, type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server';
import { signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { createMarketTestApp } from '../support/market-test-app';
import { twoDollarReporters as dollarReporters } from '../../scripts/support/ai-eval/demo-conversations';

interface DollarReporter {
  symbol: string;
  name: string;
  latest: number;
  netIncome: number;
}

/** The demo market's first two companies reporting in dollars (as the AI evaluation picks them), with their newest year's net income. */
async function twoDollarReporters(app: TestApp): Promise<[DollarReporter, DollarReporter]> {
  const [first, second] = (await dollarReporters(app.deps.marketData)).map(({ symbol, name, years }) => {
    const latest = Math.max(...years.keys());
    return { symbol, name, latest, netIncome: years.get(latest)?.netIncome ?? Number.NaN };
  });
  if (!first || !second) throw new Error('fewer than two dollar reporters in the demo market');
  return [first, second];
}

/** '$36.48M', as the answers write an amount. */
const millions = (value: number) => `$${(value / 1e6).toFixed(2)}M`;

describe('a figure compared with another company, offline', () => {
  let app: TestApp;
  let alice: SignedIn;
  let asked: DollarReporter;
  let other: DollarReporter;
  beforeAll(async () => {
    // The market stored, as after the first start's sync: a name is looked up among the stored stocks.
    app = await createMarketTestApp();
    alice = await signIn(app);
    [asked, other] = await twoDollarReporters(app);
  });
  afterAll(() => app.close());

  const ask = async (question: string) => dataOf(await app.api(alice).POST('/ai/ask', { body: { question, ticker: asked.symbol } }));

  it("states both companies' figures, each cited to its own statements and verified", async () => {
    const entry = await ask(`How did net income in fiscal ${asked.latest} compare with ${other.symbol}'s?`);
    expect(entry.answer).toContain(`(${asked.symbol})**, from the annual statements:`);
    expect(entry.answer).toContain(`(${other.symbol})**, from the annual statements:`);
    expect(entry.citations.map((citation) => citation.href.split('?')[0])).toEqual([
      `/stock/${asked.symbol}/statements`,
      `/stock/${other.symbol}/statements`,
    ]);
    expect(entry.verification).toMatchObject({ verified: 2, unverified: 0 });
    // The other company's citation names it, as both are listed under one answer.
    expect(entry.citations[1]?.label).toMatch(new RegExp(`^${other.symbol}: Income statement, net income, FY${other.latest}`));
    if (Math.abs(other.netIncome) < 1e9) expect(entry.answer).toContain(millions(other.netIncome));
  });

  it('keeps the figure and year of a follow-up that compares with another company', async () => {
    const flags = { includeFinancials: true, includeRatios: true };
    const created = dataOf(
      await app
        .api(alice)
        .POST('/conversations', { body: { message: `What was net income in fiscal ${asked.latest}?`, ticker: asked.symbol, ...flags } }),
      201,
    );
    const posted = await app.api(alice).POST('/conversations/{id}/messages', {
      params: { path: { id: created.conversation.id } },
      body: { message: `Compare with ${other.symbol}.` },
    });
    const reply = dataOf(posted, 201).messages[1];
    expect(reply?.content).toContain(`(${other.symbol})**, from the annual statements:`);
    expect(reply?.content).toContain(`Net income, FY${asked.latest}`);
    expect(reply?.citations?.map((citation) => citation.href.split('?')[0])).toContain(`/stock/${other.symbol}/statements`);
  });

  it('finds the company a name stands for in the market, and answers with both', async () => {
    // 'Ardara Outfitters' of 'Ardara Outfitters Co.': the name as an investor writes it.
    const name = other.name.split(' ').slice(0, 2).join(' ');
    const entry = await ask(`How did net income in fiscal ${asked.latest} compare with ${name}'s?`);
    expect(entry.answer).toContain(`(${other.symbol})**, from the annual statements:`);
    expect(entry.citations.map((citation) => citation.href.split('?')[0])).toContain(`/stock/${other.symbol}/statements`);
    expect(entry.verification).toMatchObject({ verified: 2, unverified: 0 });
  });

  it('says which ticker it found no statements of, and answers for the asked company alone', async () => {
    const entry = await ask(`How did net income in fiscal ${asked.latest} compare with ZZZQ?`);
    expect(entry.answer).toMatch(/^I found no financial statements of ZZZQ, so I cannot compare with it\./);
    expect(entry.citations.length).toBeGreaterThan(0);
    expect(entry.citations.every((citation) => citation.href.startsWith(`/stock/${asked.symbol}/`))).toBe(true);
    expect(entry.verification?.unverified).toBe(0);
  });

  it('leaves alone a capitalised name the market does not list', async () => {
    const entry = await ask(`How did net income in fiscal ${asked.latest} compare with Initech?`);
    expect(entry.answer).not.toMatch(/Initech/);
    expect(entry.citations.every((citation) => citation.href.startsWith(`/stock/${asked.symbol}/`))).toBe(true);
  });
});

describe('a figure compared with another company, by a model', () => {
  let model: FakeOpenAiServer;
  let app: TestApp;
  let alice: SignedIn;
  let asked: DollarReporter;
  let other: DollarReporter;
  let cite: 'right' | 'swapped' = 'right';

  /** Cites the other company's net income by its marker; 'swapped' writes the asked company's figure under it. */
  function reply(messages: ChatRequestBody['messages']): string {
    const system = messages[0]?.content ?? '';
    const line = (who: string) => new RegExp(`\\[(F\\d+)\\] Net income${who}, FY\\d{4}: (\\S+)`).exec(system);
    const own = line('');
    const theirs = line(` of [^\\n]*\\(${other.symbol}\\)`);
    if (!own || !theirs) return 'No figures.';
    return cite === 'right'
      ? `Net income was ${own[2]} [${own[1]}]; ${other.symbol} earned ${theirs[2]} [${theirs[1]}].`
      : `${other.symbol} earned ${own[2]} [${theirs[1]}].`;
  }

  beforeAll(async () => {
    model = await startFakeOpenAiServer({ reply: (messages) => reply(messages) });
    app = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'scripted-model' });
    alice = await signIn(app);
    [asked, other] = await twoDollarReporters(app);
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  const ask = async () =>
    dataOf(
      await app.api(alice).POST('/ai/ask', {
        body: { question: `How did net income in fiscal ${asked.latest} compare with ${other.symbol}?`, ticker: asked.symbol },
      }),
    );

  it("gets both companies' facts, and its figures verify against each company's own statements", async () => {
    cite = 'right';
    const entry = await ask();
    expect(entry.verification).toMatchObject({ verified: 2, unverified: 0 });
    expect(entry.citations.map((citation) => citation.href.split('?')[0])).toEqual([
      `/stock/${asked.symbol}/statements`,
      `/stock/${other.symbol}/statements`,
    ]);
  });

  it("marks unverified the asked company's figure cited to the other company's line", async () => {
    cite = 'swapped';
    const entry = await ask();
    expect(entry.verification).toMatchObject({ verified: 0, unverified: 1 });
    expect(entry.answer).toContain('[unverified]');
  });
});
