/** 10-K analysis over the API: no analysis (404), start (202), status transitions to complete, conflicts, passages. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenKAnalysis } from '../../generated/model';
import { demoStock } from '../support/demo-stock';
import { jsonRequest, signIn, type SignedIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let alice: SignedIn;
let bob: SignedIn;
let symbol: string;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signIn(app);
  bob = await signIn(app, { via: 'token' });
  ({ symbol } = await demoStock(app));
});
afterEach(async () => {
  await app.deps.jobs.stop();
  await app.close();
});

const read = (as: SignedIn, ticker = symbol) => app.request(`/api/v1/companies/${ticker}/10k`, { headers: as.headers });
const startAnalysis = (as: SignedIn, ticker = symbol) =>
  app.request(`/api/v1/companies/${ticker}/10k`, jsonRequest('POST', { symbol: ticker }, as));

function waitFor(status: TenKAnalysis['processingStatus'], as: SignedIn): Promise<TenKAnalysis> {
  return vi.waitFor(
    async () => {
      const analysis = (await (await read(as)).json()) as TenKAnalysis;
      expect(analysis.processingStatus, 'the analysis reached its status').toBe(status);
      return analysis;
    },
    { timeout: 15_000, interval: 25 },
  );
}

describe('10-K analysis', () => {
  it('answers 404 before any analysis, and 401 without a user', async () => {
    const response = await read(alice);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: `No 10-K analysis found for ${symbol}` } });
    expect((await app.request(`/api/v1/companies/${symbol}/10k`)).status).toBe(401);
    expect((await app.request(`/api/v1/companies/${symbol}/10k`, jsonRequest('POST', {}))).status).toBe(401);
  });

  it('starts a job that goes from pending to complete with every filing answered', async () => {
    const started = await startAnalysis(alice);
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ status: 'pending', message: `10-K analysis of ${symbol} started` });
    const first = (await (await read(alice)).json()) as TenKAnalysis;
    expect(['pending', 'in_progress', 'complete']).toContain(first.processingStatus);

    const done = await waitFor('complete', alice);
    expect(done.processingStatusMessage).toMatch(/^Analysed \d 10-K filings?$/);
    expect(done.tenKs.length).toBeGreaterThanOrEqual(1);
    expect(done.tenKs.length).toBeLessThanOrEqual(5);
    const years = done.tenKs.map((tenK) => tenK.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const latest = done.tenKs[0];
    expect(latest?.qAndAs).toHaveLength(8);
    // Each question quotes passages of its own: none is quoted by two questions of one filing.
    for (const tenK of done.tenKs) {
      const quoted = tenK.qAndAs.flatMap((qa) => (qa.citations ?? []).filter((c) => c.kind === 'filing').map((c) => c.passageId));
      expect(new Set(quoted).size).toBe(quoted.length);
      expect(tenK.qAndAs.every((qa) => qa.verification?.unverified === 0)).toBe(true);
    }
    expect(latest?.qAndAs[0]?.question).toBe(
      'What is the business model: what does the company sell, to whom, and how does it make money?',
    );
    const filing = latest?.qAndAs[2]?.citations?.find((c) => c.kind === 'filing');
    expect(filing).toMatchObject({ item: '1A', accession: latest?.accession, year: latest?.year });
    expect(filing?.href).toBe(`/10ks/${symbol}?accession=${filing?.accession}&passage=${filing?.passageId}`);

    const passage = await app.request(`/api/v1/companies/${symbol}/filings/${filing?.accession}/passages/${filing?.passageId}`);
    expect(passage.status).toBe(200);
    expect(((await passage.json()) as { text: string }).text).toContain(filing?.quote);
    expect((await read(bob)).status).toBe(200);
  });

  it('refuses a second start while running or complete (409)', async () => {
    await startAnalysis(alice);
    const again = await startAnalysis(bob);
    expect(again.status).toBe(409);
    await waitFor('complete', alice);
    const after = await startAnalysis(alice);
    expect(after.status).toBe(409);
    expect(await after.json()).toEqual({ error: { code: 'conflict', message: `The 10-K analysis of ${symbol} is already complete` } });
  });

  it('answers 404 for an unknown company and an unknown passage', async () => {
    expect((await startAnalysis(alice, 'ZZZZZ9')).status).toBe(404);
    const passage = await app.request(`/api/v1/companies/${symbol}/filings/0000000000-24-000001/passages/item-1-p1`);
    expect(passage.status).toBe(404);
    expect((await app.request(`/api/v1/companies/${symbol}/filings/not-an-accession/passages/item-1-p1`)).status).toBe(422);
  });
});

describe('10-K analysis of a company reporting in yen', () => {
  it('writes its statement figures in yen, every claim verified', async () => {
    const { data } = await app.deps.marketData.call('listSecurities', {});
    let yen: string | undefined;
    for (const listing of data.filter((security) => security.type === 'stock')) {
      if ((await app.deps.marketData.call('getAnnualStatements', { symbol: listing.symbol })).data.currency === 'JPY') {
        yen = listing.symbol;
        break;
      }
    }
    expect(yen).toBeDefined();
    symbol = yen as string;
    expect((await startAnalysis(alice)).status).toBe(202);
    const done = await waitFor('complete', alice);
    const answers = done.tenKs.flatMap((tenK) => tenK.qAndAs);
    const text = answers.map((qa) => qa.answer ?? '').join('\n');
    expect(text).toMatch(/¥[\d,.]+[KMBT]?/);
    expect(text).not.toContain('$');
    expect(answers.every((qa) => qa.verification?.unverified === 0)).toBe(true);
  });
});

describe('10-K analysis of a fund', () => {
  it('is refused with a sentence saying funds file no 10-K', async () => {
    const { data } = await app.deps.marketData.call('listSecurities', {});
    const etf = data.find((security) => security.type === 'etf')?.symbol ?? '';
    const response = await startAnalysis(alice, etf);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        field: 'symbol',
        message: `${etf} is an ETF: funds do not file 10-K annual reports, so there is no 10-K to analyse. See its holdings and sector weights on its fund page.`,
      },
    });
  });
});

describe('the document of a filing', () => {
  it('serves the demo filing the passage links to as its original document, and 404 for another accession', async () => {
    await startAnalysis(alice);
    const done = await waitFor('complete', alice);
    const citation = done.tenKs[0]?.qAndAs.flatMap((qa) => qa.citations ?? []).find((c) => c.kind === 'filing');
    const passage = (await (
      await app.request(`/api/v1/companies/${symbol}/filings/${citation?.accession}/passages/${citation?.passageId}`)
    ).json()) as { documentUrl: string };
    expect(passage.documentUrl).toBe(`/api/v1/companies/${symbol}/filings/${citation?.accession}/document`);
    const document = await app.request(passage.documentUrl);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await document.text()).toContain('Annual Report on Form 10-K');
    const missing = await app.request(`/api/v1/companies/${symbol}/filings/0000000000-01-000001/document`);
    expect(missing.status).toBe(404);
    expect((await app.request(`/api/v1/companies/${symbol}/filings/not-an-accession/document`)).status).toBe(422);
  });
});
