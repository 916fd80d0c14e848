/**
 * GET /companies/{symbol}/segments on the real path: MARKET_DATA_PROVIDER=sec against a local
 * server replaying SEC EDGAR (Apple's and NVIDIA's recorded submissions; Apple's FY2024 10-K as
 * recorded, and NVIDIA's FY2025 10-K from ../shared/recorded/filings served at its real archive
 * path, accession 0001045810-25-000023 as the submissions list it; Apple's 10-Q for the June
 * quarter of FY2025 likewise). The newest 10-Ks (and, for quarterly figures, 10-Qs) are read
 * once; those not recorded are skipped. On the demo market, every stock has plausible figures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RecordedServer,
  SHARED_RECORDINGS_DIR,
  keylessProviderSettings,
  sharedRecordingsExist,
  startRecordedServer,
} from '../support/recorded-server';
import { dataOf, errorOf } from '../support/api-results';
import { demoStock } from '../support/demo-stock';
import { signIn, type SignedIn } from '../support/sign-in';
import { startFakeOpenAiServer } from '../support/fake-openai-server';
import { createTestApp, type TestApp } from '../support/test-app';

describe.skipIf(!sharedRecordingsExist)('segments through the SEC provider', () => {
  let recorded: RecordedServer;
  let app: TestApp;
  let alice: SignedIn;

  beforeAll(async () => {
    recorded = await startRecordedServer([SHARED_RECORDINGS_DIR]);
    recorded.add({
      path: '/sec/www.sec.gov/Archives/edgar/data/1045810/000104581025000023/nvda-20250126.htm',
      headers: { 'content-type': 'text/html' },
      body: readFileSync(join(SHARED_RECORDINGS_DIR, 'filings/nvda-10k-2025-01-26.htm'), 'utf8'),
    });
    recorded.add({
      path: '/sec/www.sec.gov/Archives/edgar/data/320193/000032019325000073/aapl-20250628.htm',
      headers: { 'content-type': 'text/html' },
      body: readFileSync(join(SHARED_RECORDINGS_DIR, 'filings/aapl-10q-2025-06-28.htm'), 'utf8'),
    });
    app = await createTestApp({ MARKET_DATA_PROVIDER: 'sec', ...keylessProviderSettings(recorded.baseUrl) });
    alice = await signIn(app);
  });
  afterAll(async () => {
    await app?.close();
    await recorded?.close();
  });

  const segments = (symbol: string, period?: 'annual' | 'quarterly') =>
    app.api(alice).GET('/companies/{symbol}/segments', { params: { path: { symbol }, query: period ? { period } : {} } });

  it("answers Apple's FY2024 figures from its 10-K, each with its filing and concept", async () => {
    const apple = dataOf(await segments('AAPL'));
    expect(apple.period).toBe('annual');
    const fy2024 = (label: string, metric = 'revenue') =>
      apple.figures.find((f) => f.label === label && f.fiscalYear === 2024 && f.metric === metric);
    expect(fy2024('Services')).toEqual({
      metric: 'revenue',
      axis: 'product',
      member: 'us-gaap:ServiceMember',
      label: 'Services',
      concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
      fiscalYear: 2024,
      fiscalPeriod: 'FY',
      periodStart: '2023-10-01',
      periodEnd: '2024-09-28',
      value: 96_169_000_000,
      unit: 'USD',
      accession: '0000320193-24-000123',
      form: '10-K',
      filedOn: '2024-11-01',
      url: `${recorded.baseUrl}/sec/www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm`,
    });
    expect(fy2024('iPhone')?.value).toBe(201_183_000_000);
    expect(fy2024('Greater China')).toMatchObject({ value: 66_952_000_000, axis: 'segment' });
    expect(fy2024('Greater China', 'operatingIncome')?.value).toBe(27_082_000_000);
    // Newest period first; the 10-K's three years.
    expect([...new Set(apple.figures.map((f) => f.fiscalYear))]).toEqual([2024, 2023, 2022]);
  });

  it("answers Apple's quarterly figures from its 10-Qs: the June quarter of FY2025 and the same quarter a year before", async () => {
    const annualOnly = await app.db.selectFrom('filing_segment_reads').select('form').where('symbol', '=', 'AAPL').execute();
    expect(new Set(annualOnly.map((read) => read.form))).toEqual(new Set(['10-K']));
    const quarterly = dataOf(await segments('AAPL', 'quarterly'));
    expect(quarterly.period).toBe('quarterly');
    const china = (fiscalYear: number) =>
      quarterly.figures.find(
        (f) => f.label === 'Greater China' && f.metric === 'revenue' && f.fiscalYear === fiscalYear && f.fiscalPeriod === 'Q3',
      );
    expect(china(2025)).toMatchObject({
      value: 15_369_000_000,
      periodEnd: '2025-06-28',
      form: '10-Q',
      accession: '0000320193-25-000073',
    });
    expect(china(2024)?.value).toBeGreaterThan(0);
    expect(quarterly.figures.every((f) => f.fiscalPeriod !== 'FY')).toBe(true);
  });

  it('reads each filing once: a second request fetches nothing, an unrecorded 10-K is not asked again at once', async () => {
    const before = recorded.requests.filter((r) => r.includes('/Archives/')).length;
    dataOf(await segments('AAPL'));
    expect(recorded.requests.filter((r) => r.includes('/Archives/')).length).toBe(before);
  });

  it("answers NVIDIA's Data Center revenue for FY2025 from its 10-K", async () => {
    const nvidia = dataOf(await segments('NVDA'));
    expect(nvidia.figures.find((f) => f.label === 'Data Center' && f.fiscalYear === 2025)).toMatchObject({
      value: 115_186_000_000,
      member: 'nvda:DataCenterMember',
      concept: 'us-gaap:Revenues',
      accession: '0001045810-25-000023',
    });
  });

  it("answers Ask AI's segment, product and region questions with the figure, cited to its filing and verified", async () => {
    const ask = async (question: string) => {
      const { data, response } = await app.api(alice).POST('/ai/ask', { body: { question, ticker: 'AAPL' } });
      expect(response.status).toBe(200);
      return data;
    };
    for (const [question, line, member] of [
      ["What was Apple's Greater China revenue in 2024?", '- Greater China revenue, FY2024: $66.95B [1]', 'aapl:GreaterChinaSegmentMember'],
      ['How much iPhone revenue did Apple have in fiscal 2024?', '- iPhone revenue, FY2024: $201.18B [1]', 'aapl:IPhoneMember'],
      ['What was Services revenue in 2024?', '- Services revenue, FY2024: $96.17B [1]', 'us-gaap:ServiceMember'],
    ] as const) {
      const entry = await ask(question);
      expect(entry?.answer, question).toContain(line);
      expect(entry?.citations[0], question).toMatchObject({
        kind: 'segment',
        member,
        accession: '0000320193-24-000123',
        year: 2024,
        fiscalPeriod: 'FY',
      });
      expect(entry?.verification, question).toMatchObject({ unverified: 0 });
      expect(entry?.verification?.verified, question).toBeGreaterThan(0);
    }
  });

  it('gives a model the segment figures the question names, and verifies the one it cites by its [S#] marker', async () => {
    const model = await startFakeOpenAiServer({
      reply: (messages) => {
        const figure = /\[(S\d+)\] (Greater China revenue, FY2024: \$[\d.]+B)/.exec(messages[0]?.content ?? '');
        return figure ? `${figure[2]} [${figure[1]}].` : 'The sources hold no segment figure.';
      },
    });
    const withModel = await createTestApp({
      MARKET_DATA_PROVIDER: 'sec',
      ...keylessProviderSettings(recorded.baseUrl),
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'scripted-model',
    });
    try {
      const bob = await signIn(withModel);
      const { data } = await withModel
        .api(bob)
        .POST('/ai/ask', { body: { question: "What was Apple's Greater China revenue in 2024?", ticker: 'AAPL' } });
      expect(data?.answer).toBe('Greater China revenue, FY2024: $66.95B [1].');
      expect(data?.citations).toEqual([expect.objectContaining({ kind: 'segment', member: 'aapl:GreaterChinaSegmentMember' })]);
      expect(data?.verification).toMatchObject({ verified: 1, unverified: 0 });
    } finally {
      await withModel.close();
      await model.close();
    }
  });

  it('answers 404 for a company SEC EDGAR does not know', async () => {
    errorOf(await segments('NOSUCHCO'), 404);
  });
});

describe('segments of the demo market', () => {
  let app: TestApp;
  let alice: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    alice = await signIn(app);
  });
  afterAll(async () => app?.close());

  it("answers plausible annual figures for a demo stock: each axis adds up to the company's revenue", async () => {
    const { symbol } = await demoStock(app);
    const figures = dataOf(await app.api(alice).GET('/companies/{symbol}/segments', { params: { path: { symbol } } })).figures;
    const income = (await app.deps.marketData.call('getAnnualStatements', { symbol })).data.income[0];
    const newest = figures.filter((f) => f.fiscalYear === Number(income?.fiscalYear) && f.metric === 'revenue');
    for (const axis of ['segment', 'product', 'geography'] as const) {
      const parts = newest.filter((f) => f.axis === axis);
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.reduce((sum, f) => sum + f.value, 0)).toBeCloseTo(Math.round((income?.revenue ?? 0) / 1e6) * 1e6, -1);
    }
    expect(figures.some((f) => f.metric === 'operatingIncome' && f.axis === 'segment')).toBe(true);
  });

  it("answers quarterly figures from the demo 10-Qs: each axis adds up to the quarter's revenue", async () => {
    const { symbol } = await demoStock(app);
    const figures = dataOf(
      await app.api(alice).GET('/companies/{symbol}/segments', { params: { path: { symbol }, query: { period: 'quarterly' } } }),
    ).figures;
    const quarters = (await app.deps.marketData.call('getAnnualStatements', { symbol })).data.quarterly?.income ?? [];
    const newest = quarters.find((quarter) => quarter.period !== 'Q4');
    const ofQuarter = figures.filter(
      (f) => f.metric === 'revenue' && f.fiscalYear === Number(newest?.fiscalYear) && f.fiscalPeriod === newest?.period,
    );
    expect(ofQuarter.every((f) => f.form === '10-Q' && f.periodEnd === newest?.date)).toBe(true);
    for (const axis of ['segment', 'product', 'geography'] as const) {
      const parts = ofQuarter.filter((f) => f.axis === axis);
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.reduce((sum, f) => sum + f.value, 0)).toBeCloseTo(Math.round((newest?.revenue ?? 0) / 1e6) * 1e6, -1);
    }
  });
});
