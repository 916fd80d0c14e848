/** 10-K analysis over the API: no analysis (404), start (202), status transitions to complete, conflicts, passages. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenKAnalysis } from '../../generated/model';
import { dataOf } from '../support/api-results';
import { createSignedInApp } from '../support/signed-in-app';
import type { SignedIn } from '../support/sign-in';
import type { TestApp } from '../support/test-app';

let app: TestApp, alice: SignedIn, bob: SignedIn, symbol: string;

beforeEach(async () => {
  ({ app, alice, bob, symbol } = await createSignedInApp({ bobVia: 'token' }));
});
afterEach(() => app.close());

const read = (as: SignedIn | null, ticker = symbol) =>
  app.api(as ?? undefined).GET('/companies/{symbol}/10k', { params: { path: { symbol: ticker } } });
const startAnalysis = (as: SignedIn | null, ticker = symbol) =>
  app.api(as ?? undefined).POST('/companies/{symbol}/10k', { params: { path: { symbol: ticker } }, body: { symbol: ticker } });
const passageOf = (accession: string, passageId: string) =>
  app.api().GET('/companies/{symbol}/filings/{accession}/passages/{passageId}', { params: { path: { symbol, accession, passageId } } });
const documentOf = (accession: string) =>
  app.api().GET('/companies/{symbol}/filings/{accession}/document', { params: { path: { symbol, accession } }, parseAs: 'text' });

function waitFor(status: TenKAnalysis['processingStatus'], as: SignedIn): Promise<TenKAnalysis> {
  return vi.waitFor(
    async () => {
      const analysis = dataOf(await read(as));
      expect(analysis.processingStatus, 'the analysis reached its status').toBe(status);
      return analysis;
    },
    { timeout: 120_000, interval: 25 },
  );
}

describe('10-K analysis', () => {
  it('answers 404 before any analysis, and 401 without a user', async () => {
    const answer = await read(alice);
    expect(answer.response.status).toBe(404);
    expect(answer.error).toEqual({ error: { code: 'not_found', message: `No 10-K analysis found for ${symbol}` } });
    expect((await read(null)).response.status).toBe(401);
    expect((await app.api().POST('/companies/{symbol}/10k', { params: { path: { symbol } }, body: {} })).response.status).toBe(401);
  });

  it('starts a job that goes from pending to complete with every filing answered', async () => {
    const started = await startAnalysis(alice);
    expect(dataOf(started, 202)).toEqual({ status: 'pending', message: `10-K analysis of ${symbol} started` });
    const first = dataOf(await read(alice));
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
    expect(filing?.href).toBe(`/stock/${symbol}/filings/${filing?.accession}?passage=${filing?.passageId}#${filing?.passageId}`);

    const passage = await passageOf(filing?.accession ?? '', filing?.passageId ?? '');
    expect(dataOf(passage).text).toContain(filing?.quote);
    expect((await read(bob)).response.status).toBe(200);
  });

  it('refuses a second start while running or complete (409)', async () => {
    await startAnalysis(alice);
    const again = await startAnalysis(bob);
    expect(again.response.status).toBe(409);
    await waitFor('complete', alice);
    const after = await startAnalysis(alice);
    expect(after.response.status).toBe(409);
    expect(after.error).toEqual({ error: { code: 'conflict', message: `The 10-K analysis of ${symbol} is already complete` } });
  });

  it('answers 404 for an unknown company and an unknown passage', async () => {
    expect((await startAnalysis(alice, 'ZZZZZ9')).response.status).toBe(404);
    expect((await passageOf('0000000000-24-000001', 'item-1-p1')).response.status).toBe(404);
    expect((await passageOf('not-an-accession', 'item-1-p1')).response.status).toBe(422);
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
    expect((await startAnalysis(alice)).response.status).toBe(202);
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
    const refused = await startAnalysis(alice, etf);
    expect(refused.response.status).toBe(422);
    expect(refused.error).toEqual({
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
    const passage = dataOf(await passageOf(citation?.accession ?? '', citation?.passageId ?? ''));
    expect(passage.documentUrl).toBe(`/api/v1/companies/${symbol}/filings/${citation?.accession}/document`);
    // Follows the link exactly as the passage gives it.
    const document = await app.request(passage.documentUrl ?? '');
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await document.text()).toContain('Annual Report on Form 10-K');
    expect((await documentOf('0000000000-01-000001')).response.status).toBe(404);
    expect((await documentOf('not-an-accession')).response.status).toBe(422);
  });
});
