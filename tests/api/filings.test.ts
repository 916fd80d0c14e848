/**
 * A company's filings and the reader's view of one, over the API: on the demo market, and through
 * the SEC provider against a local server replaying Apple's recorded submissions, its FY2024 10-K
 * and its 10-Qs for the June quarters of FY2024 and FY2025 (the real documents of those
 * accessions, from ../shared/recorded/filings, served at their archive paths).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILINGS_DIR, recordedFilingsExist } from '../../scripts/support/filing-measurements';
import { demoStock } from '../support/demo-stock';
import { signIn } from '../support/sign-in';
import { type RecordedServer, keylessProviderSettings, SHARED_RECORDINGS_DIR, startRecordedServer } from '../support/recorded-server';
import { createTestApp, type TestApp } from '../support/test-app';

describe('filings on the demo market', () => {
  let app: TestApp;
  let symbol: string;
  beforeAll(async () => {
    app = await createTestApp();
    ({ symbol } = await demoStock(app));
  });
  afterAll(() => app.close());

  const filingsOf = (ticker: string, form?: string) =>
    app.api().GET('/companies/{symbol}/filings', { params: { path: { symbol: ticker }, query: { form } } });

  it('lists the 10-Ks newest first, and reads one Item by Item', async () => {
    const { data, response } = await filingsOf(symbol);
    expect(response.status).toBe(200);
    const filings = data?.filings ?? [];
    expect(filings.length).toBeGreaterThan(1);
    expect(filings[0]).toMatchObject({ form: '10-K', fiscalPeriod: 'FY' });
    expect(filings.map((f) => f.fiscalYear)).toEqual([...filings.map((f) => f.fiscalYear)].sort((a, b) => b - a));
    const accession = filings[0]?.accession ?? '';
    const sections = await app.api().GET('/companies/{symbol}/filings/{accession}/sections', { params: { path: { symbol, accession } } });
    expect(sections.response.status).toBe(200);
    expect(sections.data?.sections.map((s) => s.key)).toEqual(['1', '1A', '7', '7A', '8']);
    const risks = sections.data?.sections[1];
    expect(risks).toMatchObject({ part: null, item: '1A', title: 'Risk Factors' });
    expect(risks?.characters).toBeGreaterThan(100);
    const item = await app
      .api()
      .GET('/companies/{symbol}/filings/{accession}/sections/{section}', { params: { path: { symbol, accession, section: '1A' } } });
    expect(item.data?.passages.map((p) => p.id)).toEqual(risks?.passageIds);
  });

  it('lists a 10-Q for each of the first three quarters, reads it by part, and compares it with the same quarter a year before', async () => {
    const { data } = await filingsOf(symbol, '10-Q');
    const quarters = data?.filings ?? [];
    expect(quarters.length).toBeGreaterThan(3);
    expect(new Set(quarters.map((f) => f.form))).toEqual(new Set(['10-Q']));
    expect(new Set(quarters.map((f) => f.fiscalPeriod))).toEqual(new Set(['Q1', 'Q2', 'Q3']));
    const newest = quarters[0];
    if (!newest) throw new Error('no 10-Q');
    // Filed 40 days after the quarter ends.
    expect(Date.parse(newest.filedOn ?? '') - Date.parse(newest.periodEnd ?? '')).toBe(40 * 86_400_000);
    const sections = await app
      .api()
      .GET('/companies/{symbol}/filings/{accession}/sections', { params: { path: { symbol, accession: newest.accession } } });
    expect(sections.data?.sections.map((s) => s.key)).toEqual(['I-1', 'I-2', 'I-3', 'I-4', 'II-1', 'II-1A']);
    const alice = await signIn(app);
    const changes = await app.api(alice).GET('/companies/{symbol}/filings/{accession}/changes', {
      params: { path: { symbol, accession: newest.accession } },
    });
    expect(changes.data?.previous).toMatchObject({ form: '10-Q', fiscalPeriod: newest.fiscalPeriod, fiscalYear: newest.fiscalYear - 1 });
    // The MD&A restates the quarter's figures against the same quarter a year before.
    const mdna = changes.data?.items.find((item) => item.item === 'I-2');
    expect(mdna?.changed).toBeGreaterThan(0);
    expect(mdna?.changes[0]?.text).toMatch(
      /^Revenue for the (first|second|third) quarter of fiscal \d{4} was .+ from the same quarter a year before\.$/,
    );
  });

  it('answers 404 for an unknown symbol, accession or Item and 422 for a bad form or accession', async () => {
    expect((await filingsOf('NOSUCHCO')).response.status).toBe(404);
    expect((await filingsOf(symbol, '8-K')).response.status).toBe(422);
    const path = (accession: string) => ({ params: { path: { symbol, accession } } });
    expect((await app.api().GET('/companies/{symbol}/filings/{accession}/sections', path('0000000000-00-000000'))).response.status).toBe(
      404,
    );
    expect((await app.api().GET('/companies/{symbol}/filings/{accession}/sections', path('not-an-accession'))).response.status).toBe(422);
    const { data } = await filingsOf(symbol);
    const accession = data?.filings[0]?.accession ?? '';
    const missing = await app
      .api()
      .GET('/companies/{symbol}/filings/{accession}/sections/{section}', { params: { path: { symbol, accession, section: '9C' } } });
    expect(missing.response.status).toBe(404);
  });
});

describe.skipIf(!recordedFilingsExist)('filings through the SEC provider (Apple, recorded)', () => {
  let recorded: RecordedServer;
  let app: TestApp;
  const TEN_Q = '0000320193-25-000073';
  beforeAll(async () => {
    recorded = await startRecordedServer([SHARED_RECORDINGS_DIR]);
    recorded.add({
      path: '/sec/www.sec.gov/Archives/edgar/data/320193/000032019325000073/aapl-20250628.htm',
      headers: { 'content-type': 'text/html' },
      body: readFileSync(join(FILINGS_DIR, 'aapl-10q-2025-06-28.htm'), 'utf8'),
    });
    recorded.add({
      path: '/sec/www.sec.gov/Archives/edgar/data/320193/000032019324000081/aapl-20240629.htm',
      headers: { 'content-type': 'text/html' },
      body: readFileSync(join(FILINGS_DIR, 'aapl-10q-2024-06-29.htm'), 'utf8'),
    });
    app = await createTestApp({ MARKET_DATA_PROVIDER: 'sec', ...keylessProviderSettings(recorded.baseUrl) });
  });
  afterAll(async () => {
    await app.close();
    await recorded.close();
  });

  it('lists 10-Ks and 10-Qs newest first with their fiscal periods', async () => {
    const { data } = await app.api().GET('/companies/{symbol}/filings', { params: { path: { symbol: 'AAPL' } } });
    const byAccession = new Map((data?.filings ?? []).map((f) => [f.accession, f]));
    expect(byAccession.get(TEN_Q)).toMatchObject({
      form: '10-Q',
      fiscalYear: 2025,
      fiscalPeriod: 'Q3',
      periodEnd: '2025-06-28',
      filedOn: '2025-08-01',
    });
    expect(byAccession.get('0000320193-24-000123')).toMatchObject({ form: '10-K', fiscalYear: 2024, fiscalPeriod: 'FY' });
    expect(byAccession.get(TEN_Q)?.url).toMatch(/\/Archives\/edgar\/data\/320193\/000032019325000073\/aapl-20250628\.htm$/);
    const filed = (data?.filings ?? []).map((f) => f.filedOn ?? '');
    expect(filed).toEqual([...filed].sort().reverse());
    const tenKs = await app.api().GET('/companies/{symbol}/filings', { params: { path: { symbol: 'AAPL' }, query: { form: '10-K' } } });
    expect(new Set(tenKs.data?.filings.map((f) => f.form))).toEqual(new Set(['10-K']));
  });

  it('reads the 10-Q by part, with plausible Item lengths and the tables as tables', async () => {
    const { data } = await app
      .api()
      .GET('/companies/{symbol}/filings/{accession}/sections', { params: { path: { symbol: 'AAPL', accession: TEN_Q } } });
    expect(data?.sections.map((s) => s.key)).toEqual(['I-1', 'I-2', 'I-3', 'I-4', 'II-1', 'II-1A', 'II-2', 'II-3', 'II-4', 'II-5', 'II-6']);
    const length = (key: string) => data?.sections.find((s) => s.key === key)?.characters ?? 0;
    // edgartools: Part I Item 1 24,903, Item 2 19,723; Part II Item 1A 1,003.
    expect(length('I-1')).toBeGreaterThan(20_000);
    expect(length('I-2')).toBeGreaterThan(16_000);
    expect(length('II-1A')).toBeGreaterThan(800);
    expect(data?.sections.find((s) => s.key === 'II-1A')).toMatchObject({ part: 'II', item: '1A', title: 'Risk Factors' });
    const mdna = await app.api().GET('/companies/{symbol}/filings/{accession}/sections/{section}', {
      params: { path: { symbol: 'AAPL', accession: TEN_Q, section: 'I-2' } },
    });
    const china = mdna.data?.passages.find((p) => p.table && p.text.includes('Greater China'));
    expect(china?.table?.rows.length).toBeGreaterThan(3);
    expect(china?.id).toMatch(/^part1-item-2-p\d+$/);
  });

  it('compares the 10-Q with the same quarter a year earlier: risk factors and MD&A, new paragraphs first', async () => {
    const alice = await signIn(app);
    const changes = (as?: typeof alice) =>
      app.api(as).GET('/companies/{symbol}/filings/{accession}/changes', { params: { path: { symbol: 'AAPL', accession: TEN_Q } } });
    expect((await changes()).response.status).toBe(401);
    const { data, response } = await changes(alice);
    expect(response.status).toBe(200);
    expect(data?.current).toMatchObject({ accession: TEN_Q, form: '10-Q', fiscalYear: 2025, fiscalPeriod: 'Q3' });
    expect(data?.previous).toMatchObject({ accession: '0000320193-24-000081', form: '10-Q', fiscalYear: 2024, fiscalPeriod: 'Q3' });
    expect(data?.items.map((item) => [item.item, item.title])).toEqual([
      ['II-1A', 'Risk Factors'],
      ['I-2', 'Management’s Discussion and Analysis of Financial Condition and Results of Operations'],
    ]);
    const [risks, mdna] = data?.items ?? [];
    // Apple's Part II Item 1A is one paragraph that points to the filings with risk factors; a
    // year on it names that year's earlier 10-Qs, shown as the words added.
    expect(risks).toMatchObject({ added: 0, changed: 1, removed: 0 });
    const added = risks?.changes[0]?.parts.filter((part) => part.kind === 'added').map((part) => part.text) ?? [];
    expect(added.join(' ')).toContain('first quarter 2025 Form 10-Q');
    // The MD&A: the quarter's new announcements first, the restated figures as word diffs.
    expect(mdna?.changes[0]).toMatchObject({ kind: 'added' });
    expect(mdna?.changes[0]?.text).toMatch(/^During the third quarter of 2025, the Company announced/);
    expect(mdna?.changed).toBeGreaterThan(10);
    expect(mdna?.unchanged).toBeGreaterThan(0);
    const order = ['added', 'changed', 'removed'];
    for (const item of data?.items ?? []) {
      const kinds = item.changes.map((change) => change.kind);
      expect([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(kinds);
    }
    // The earlier 10-Q has no 10-Q a year before it among the recordings' filings.
    const oldest = await app.api(alice).GET('/companies/{symbol}/filings/{accession}/changes', {
      params: { path: { symbol: 'AAPL', accession: '0000320193-24-000081' } },
    });
    expect(oldest.response.status).toBe(404);
    const malformed = await app.api(alice).GET('/companies/{symbol}/filings/{accession}/changes', {
      params: { path: { symbol: 'AAPL', accession: 'not-an-accession' } },
    });
    expect(malformed.response.status).toBe(422);
  });

  it('answers a question about the latest quarter from the newest readable 10-Q, cited by its quarter and part', async () => {
    const alice = await signIn(app);
    const ask = async (question: string) => {
      const { data, response } = await app.api(alice).POST('/ai/ask', { body: { question, ticker: 'AAPL' } });
      expect(response.status).toBe(200);
      return data;
    };
    // The newest 10-Q (December 2025) is not recorded: the June 2025 one is read instead.
    const tariffs = await ask('What did Apple say about tariffs in the latest quarter?');
    const fromQuarter = tariffs?.citations.filter((citation) => citation.kind === 'filing') ?? [];
    expect(fromQuarter.length).toBeGreaterThan(0);
    for (const citation of fromQuarter) {
      expect(citation).toMatchObject({ accession: TEN_Q, year: 2025, fiscalPeriod: 'Q3' });
      expect(citation.label).toMatch(/^10-Q Q3 FY2025, Part I{1,2}, Item \d+A? \(.+\), paragraph \d+$/);
      expect(citation.href).toContain(`/stock/AAPL/filings/${TEN_Q}?passage=`);
    }
    expect(fromQuarter.some((citation) => /tariff/i.test(citation.quote ?? ''))).toBe(true);
    // The quarterly statements are stored, so a quarter is in scope: no figure is asked, and the 10-Q is quoted first.
    expect(tariffs?.answer).not.toMatch(/I cannot give quarterly figures/);
    expect(tariffs?.answer).toMatch(/^From the 10-Q Q3 FY2025 (?:and \d{4} 10-K )?of Apple Inc\. \(AAPL\):/);
    // A question about no particular period stays on the 10-K.
    const risks = await ask('What does Apple say about competition?');
    const cited = risks?.citations.filter((citation) => citation.kind === 'filing') ?? [];
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((citation) => /^\d{4} 10-K, Item /.test(citation.label))).toBe(true);
  });
});
