/**
 * AI answers about a company reporting in another currency than the dollar (a demo-market
 * company whose statements are in yen, euros, pounds…): every statement figure is written in the
 * reporting currency and verifies; a model that writes such a figure with '$' has that claim
 * marked unverified, saying which currency its source reports in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencySymbol } from '../../common/currency';
import { fxRateText } from '../../common/fx-rate-text';
import { extractClaims, type FigureClaim } from '../../server/services/ai/claims/claim-extract';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../support/fake-openai-server';
import { createMarketTestApp } from '../support/market-test-app';
import { dataOf } from '../support/api-results';
import { signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

/** The first demo stock of each reporting currency other than the US dollar. */
async function foreignReporters(app: TestApp): Promise<Array<{ symbol: string; currency: string }>> {
  const { data } = await app.deps.marketData.call('listSecurities', {});
  const found = new Map<string, string>();
  for (const listing of data.filter((security) => security.type === 'stock')) {
    const { currency } = (await app.deps.marketData.call('getAnnualStatements', { symbol: listing.symbol })).data;
    if (currency !== 'USD' && !found.has(currency)) found.set(currency, listing.symbol);
  }
  if (found.size === 0) throw new Error('The demo market has no company reporting in another currency');
  return [...found].map(([currency, symbol]) => ({ symbol, currency }));
}

async function foreignReporter(app: TestApp): Promise<{ symbol: string; currency: string }> {
  return (await foreignReporters(app))[0] as { symbol: string; currency: string };
}

async function ask(app: TestApp, user: SignedIn, ticker: string, question: string) {
  return dataOf(await app.api(user).POST('/ai/ask', { body: { question, ticker } }));
}

const moneyClaims = (text: string) =>
  extractClaims(text).filter((claim): claim is FigureClaim => claim.kind === 'figure' && claim.currency !== undefined);

describe('the offline engine on a company reporting in another currency', () => {
  let app: TestApp;
  let user: SignedIn;
  let companies: Array<{ symbol: string; currency: string }>;
  beforeAll(async () => {
    app = await createTestApp();
    user = await signIn(app);
    companies = await foreignReporters(app);
  });
  afterAll(async () => {
    await app.close();
  });

  // Generic statement questions: the figures come from the income statement, the balance sheet and the cash flow statement.
  const QUESTIONS = [
    'What was revenue?',
    'What were net income and EPS in the latest year?',
    'What was free cash flow?',
    'How much total debt and cash does the company have?',
    'How did revenue change over the last three years?',
  ];

  it('covers several reporting currencies of the demo market (yen among them)', () => {
    expect(companies.map((c) => c.currency)).toContain('JPY');
    expect(companies.length).toBeGreaterThanOrEqual(3);
  });

  it.each(QUESTIONS)('writes every statement figure in the reporting currency, verified: %s', async (question) => {
    for (const company of companies) {
      const entry = await ask(app, user, company.symbol, question);
      const claims = moneyClaims(entry.answer ?? '');
      expect(claims.length, `${company.symbol}: ${entry.answer}`).toBeGreaterThan(0);
      expect(claims.map((claim) => claim.currency)).toEqual(claims.map(() => company.currency));
      expect(entry.answer).toContain(currencySymbol(company.currency).trim());
      // No US-dollar sign (C$ and A$ are the Canadian and Australian dollars).
      expect(entry.answer).not.toMatch(/(?<![CA])\$/);
      expect(entry.verification, `${company.symbol}: ${entry.answer}`).toMatchObject({ unverified: 0 });
    }
  });
});

describe('the P/E of a company whose statements are in another currency than its price', () => {
  let app: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    app = await createMarketTestApp();
    user = await signIn(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('is answered with the dated rate its EPS was converted at, every figure verified', async () => {
    const foreign = await app.db
      .selectFrom('company_metrics')
      .select(['symbol', 'reportingCurrency'])
      .where('reportingCurrency', '!=', 'USD')
      .where('pe', 'is not', null)
      .executeTakeFirstOrThrow();
    const company = dataOf(await app.api().GET('/companies/{symbol}', { params: { path: { symbol: foreign.symbol } } }));
    const rate = company.fxRates?.[0];
    expect(rate).toBeDefined();
    const entry = await ask(app, user, foreign.symbol, 'What is the P/E ratio?');
    expect(entry.answer).toContain(`P/E ratio: **${company.pe?.toFixed(2)}**`);
    if (rate) expect(entry.answer).toContain(fxRateText(rate));
    expect(entry.answer).toMatch(/\d{4}-\d\d-\d\d, Demo market\)/);
    expect(entry.verification).toMatchObject({ unverified: 0 });
    expect(entry.citations.map((c) => c.lineItem)).toEqual(['pe', `fxRate:${foreign.reportingCurrency}`]);
  });
});

describe('a model answer that writes a foreign statement figure in dollars', () => {
  let model: FakeOpenAiServer;
  let app: TestApp;
  let user: SignedIn;
  let company: { symbol: string; currency: string };
  beforeAll(async () => {
    // Copies the prompt's revenue figure, digits and all, but with a dollar sign in front of the number.
    model = await startFakeOpenAiServer({
      reply: (messages) => {
        const match = /\[(F\d+)\] Revenue, FY\d{4}: \(?[^\d(]*([\d.,]+[KMBT]?)/.exec(messages[0]?.content ?? '');
        return `Revenue was ${match?.[2] ? `$${match[2]}` : 'unknown'} [${match?.[1] ?? 'F1'}].`;
      },
    });
    app = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'scripted-model' });
    user = await signIn(app);
    company = await foreignReporter(app);
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  it('tells the model the reporting currency, and marks the dollar figure unverified naming the currency', async () => {
    const entry = await ask(app, user, company.symbol, 'What was revenue?');
    const prompt = model.requests[0]?.body.messages[0]?.content ?? '';
    expect(prompt).toContain(`figures in ${company.currency}`);
    expect(entry.verification?.claims).toEqual([
      expect.objectContaining({
        kind: 'figure',
        status: 'unverified',
        reason: `is written in USD but its sources report in ${company.currency}`,
      }),
    ]);
    expect(entry.answer).toContain('[unverified]');
  });
});
