import { systemClock } from '../../../server/lib/clock';
import { fiscalQuarterOf } from '../../../server/providers/market/sec/sec-filings';
/**
 * The SEC EDGAR provider against recorded EDGAR responses served by a local HTTP server: the
 * trimmed copies in tests/fixtures/market always, the full recordings (Apple's 4 MB company
 * facts and its real 10-K document) in ../shared/recorded when that folder exists.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { RateLimiter } from '../../../server/providers/market/sec/rate-limiter';
import { createSecProvider, type SecOptions } from '../../../server/providers/market/sec/sec-provider';
import { OWN_RECORDINGS_DIR, SHARED_RECORDINGS_DIR, keylessProviderSettings, sharedRecordingsExist } from '../../support/recorded-server';
import { expectMarketError, useRecordedServer } from './provider-test-kit';

const USER_AGENT = 'Research Terminal tests tests@example.test';

function secAt(baseUrl: string, options: Partial<SecOptions> & { timeoutMs?: number } = {}) {
  const config = loadConfig(keylessProviderSettings(baseUrl, USER_AGENT));
  return createSecProvider({ ...config.marketData, timeoutMs: options.timeoutMs ?? 5000 }, { clock: systemClock, ...options });
}

const APPLE_10K_2024 = '0000320193-24-000123';

function describeRecordedResponses(dir: string) {
  const server = useRecordedServer([dir]);
  const sec = () => secAt(server.current.baseUrl);

  it("gives Apple's FY2024 revenue and net income as the 10-K reports them, with their us-gaap tags", async () => {
    const statements = await sec().getAnnualStatements({ symbol: 'AAPL', limit: 10 });
    expect(statements.currency).toBe('USD');
    const fy2024 = statements.income.find((year) => year.fiscalYear === '2024');
    expect(fy2024).toMatchObject({
      date: '2024-09-28',
      period: 'FY',
      reportedCurrency: 'USD',
      revenue: 391_035_000_000,
      netIncome: 93_736_000_000,
      grossProfit: 180_683_000_000,
      eps: 6.11,
      epsDiluted: 6.08,
      weightedAverageSHSOut: 15_343_783_000,
    });
    expect(fy2024?.xbrlTags).toMatchObject({
      revenue: 'RevenueFromContractWithCustomerExcludingAssessedTax',
      netIncome: 'NetIncomeLoss',
      eps: 'EarningsPerShareBasic',
    });
    const dates = statements.income.map((year) => year.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('reads the FY2024 balance sheet and cash flow, deriving free cash flow and total debt', async () => {
    const statements = await sec().getAnnualStatements({ symbol: 'AAPL', limit: 10 });
    const balance = statements.balance.find((year) => year.fiscalYear === '2024');
    expect(balance).toMatchObject({
      totalAssets: 364_980_000_000,
      totalLiabilities: 308_030_000_000,
      totalStockholdersEquity: 56_950_000_000,
      totalLiabilitiesAndStockholdersEquity: 364_980_000_000,
    });
    expect((balance?.totalLiabilities ?? 0) + (balance?.totalStockholdersEquity ?? 0)).toBe(balance?.totalAssets);
    expect(balance?.xbrlTags?.totalDebt).toBe(`${balance?.xbrlTags?.shortTermDebt} + ${balance?.xbrlTags?.longTermDebt}`);
    expect(balance?.totalDebt).toBe((balance?.shortTermDebt ?? 0) + (balance?.longTermDebt ?? 0));
    const cashFlow = statements.cashFlow.find((year) => year.fiscalYear === '2024');
    expect(cashFlow).toMatchObject({
      netCashProvidedByOperatingActivities: 118_254_000_000,
      capitalExpenditure: -9_447_000_000,
      freeCashFlow: 108_807_000_000,
      dividendsPaid: -15_234_000_000,
      cashAtBeginningOfPeriod: 30_737_000_000,
      cashAtEndOfPeriod: 29_943_000_000,
    });
    expect(cashFlow?.xbrlTags?.capitalExpenditure).toBe('PaymentsToAcquirePropertyPlantAndEquipment');
  });

  it('lists the FY2024 10-K and fetches its primary document', async () => {
    const provider = sec();
    const filings = await provider.listTenKFilings({ symbol: 'AAPL', limit: 5 });
    const filing = filings.find((candidate) => candidate.accession === APPLE_10K_2024);
    expect(filing).toEqual({
      accession: APPLE_10K_2024,
      form: '10-K',
      fiscalYear: 2024,
      fiscalPeriod: 'FY',
      filedAt: '2024-11-01',
      reportDate: '2024-09-28',
      primaryDocument: 'aapl-20240928.htm',
      url: `${server.current.baseUrl}/sec/www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm`,
    });
    expect(filings.every((candidate) => /^aapl-\d{8}\.htm$|^a10-k/.test(candidate.primaryDocument))).toBe(true);
    const document = await provider.getFilingDocument({ symbol: 'AAPL', accession: APPLE_10K_2024 });
    expect(document.url).toBe(filing?.url);
    expect(document.html).toContain('Apple Inc.');
    expect(document.html).toContain('391,035');
    expect(server.current.requests).toContain('/sec/www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm');
  });

  it('sends the contact User-Agent on every request', async () => {
    await sec().search({ query: 'AAPL', limit: 1 });
    expect(server.current.requestHeaders.length).toBeGreaterThan(0);
    for (const headers of server.current.requestHeaders) expect(headers['user-agent']).toBe(USER_AGENT);
  });

  it('finds companies by ticker, share-class spelling and name', async () => {
    const provider = sec();
    expect((await provider.getProfile({ symbol: 'aapl' })).companyName).toBe('Apple Inc.');
    expect(await provider.search({ query: 'BRK.B', limit: 1 })).toEqual([
      { symbol: 'BRK-B', name: 'BERKSHIRE HATHAWAY INC', type: 'stock', exchange: null },
    ]);
    const results = await provider.search({ query: 'APP', limit: 3 });
    expect(results[0]?.symbol).toBe('APP');
    expect(results.map((result) => result.symbol)).toContain('APPF');
  });
}

describe('sec provider on the fixtures shipped in tests/fixtures/market', () => {
  describeRecordedResponses(OWN_RECORDINGS_DIR);

  const server = useRecordedServer([OWN_RECORDINGS_DIR]);
  const sec = (options?: Partial<SecOptions> & { timeoutMs?: number }) => secAt(server.current.baseUrl, options);

  it('counts only 10-K facts: a later 10-Q does not make a fiscal year', async () => {
    const statements = await sec().getAnnualStatements({ symbol: 'AAPL', limit: 10 });
    expect(statements.income.map((year) => year.fiscalYear)).toEqual(['2024', '2023']);
    expect(statements.income[1]).toMatchObject({ revenue: 383_285_000_000, netIncome: 96_995_000_000 });
  });

  it('builds the profile from the submissions', async () => {
    expect(await sec().getProfile({ symbol: 'AAPL' })).toMatchObject({
      symbol: 'AAPL',
      companyName: 'Apple Inc.',
      type: 'stock',
      industry: 'Electronic Computers',
      exchange: 'Nasdaq',
      country: 'US',
      cik: '0000320193',
    });
  });

  it('answers not_found for an unknown ticker and an unlisted accession', async () => {
    const unknown = await expectMarketError(sec().getAnnualStatements({ symbol: 'ZZZZQ' }), 'not_found');
    expect(unknown.message).toBe("SEC EDGAR: has no company with ticker 'ZZZZQ'");
    await expectMarketError(sec().getFilingDocument({ symbol: 'AAPL', accession: '0000320193-99-000001' }), 'not_found');
  });

  it('takes a turn from the rate limiter before every request', async () => {
    let turns = 0;
    const limiter: RateLimiter = { acquire: async () => void turns++ };
    const before = server.current.requests.length;
    await sec({ limiter }).listTenKFilings({ symbol: 'AAPL', limit: 1 });
    expect(turns).toBe(server.current.requests.length - before);
    // The ticker list with exchanges (not recorded: 404), the plain ticker list, the submissions.
    expect(turns).toBe(3);
  });

  it('leaves prices, news and funds to other providers', async () => {
    await expectMarketError(sec().getQuotes({ symbols: ['AAPL'] }), 'unsupported');
    await expectMarketError(sec().getNews({ limit: 5, offset: 0 }), 'unsupported');
  });

  it('refuses to start without SEC_USER_AGENT, saying what to set', () => {
    expect(() => createSecProvider(loadConfig({}).marketData, { clock: systemClock })).toThrow(/SEC_USER_AGENT: a name and contact e-mail/);
  });
});

describe('sec provider us-gaap tag fallbacks (a hand-made company facts file)', () => {
  const server = useRecordedServer([OWN_RECORDINGS_DIR]);
  const fictional = { 0: { cik_str: 9999901, ticker: 'TAGF', title: 'Tag Fallback Example Corp' } };

  it('takes revenue and net income from the tags the company used when the first choice is absent, and names them', async () => {
    server.current.add({ path: '/sec/www.sec.gov/files/company_tickers.json', body: JSON.stringify(fictional) });
    const statements = await secAt(server.current.baseUrl).getAnnualStatements({ symbol: 'TAGF', limit: 10 });
    expect(statements.currency).toBe('USD');
    expect(statements.income.map((year) => year.fiscalYear)).toEqual(['2012', '2011']);
    const [fy2012, fy2011] = statements.income;
    // Revenues outranks SalesRevenueNet, which the same 10-K also reports (480 M).
    expect(fy2012).toMatchObject({ date: '2012-12-31', revenue: 500_000_000, netIncome: 40_000_000 });
    expect(fy2012?.xbrlTags).toMatchObject({ revenue: 'Revenues', netIncome: 'ProfitLoss' });
    expect(fy2011).toMatchObject({ date: '2011-12-31', revenue: 450_000_000, netIncome: 35_000_000 });
    expect(fy2011?.xbrlTags).toMatchObject({ revenue: 'SalesRevenueNet', netIncome: 'NetIncomeLoss' });
    expect(statements.balance[0]).toMatchObject({ totalAssets: 1_000_000_000 });
  });
});

describe('the market SEC EDGAR lists', () => {
  const server = useRecordedServer([OWN_RECORDINGS_DIR]);

  it('lists every ticker of company_tickers.json as a US stock when the list with exchanges is not served', async () => {
    const listing = await secAt(server.current.baseUrl).listSecurities({});
    expect(listing.map((one) => one.symbol)).toEqual(['MSFT', 'AAPL', 'NVDA', 'BRK-B', 'APP', 'APPF']);
    expect(listing[1]).toEqual({ symbol: 'AAPL', name: 'Apple Inc.', type: 'stock', exchange: null, currency: 'USD' });
  });

  it("takes each ticker's exchange from company_tickers_exchange.json, and gives it to profiles and search", async () => {
    server.current.add({
      path: '/sec/www.sec.gov/files/company_tickers_exchange.json',
      body: JSON.stringify({
        fields: ['cik', 'name', 'ticker', 'exchange'],
        data: [
          [320193, 'Apple Inc.', 'AAPL', 'Nasdaq'],
          [1067983, 'BERKSHIRE HATHAWAY INC', 'BRK-B', 'NYSE'],
        ],
      }),
    });
    const sec = secAt(server.current.baseUrl);
    expect(await sec.listSecurities({})).toEqual([
      { symbol: 'AAPL', name: 'Apple Inc.', type: 'stock', exchange: 'Nasdaq', currency: 'USD' },
      { symbol: 'BRK-B', name: 'BERKSHIRE HATHAWAY INC', type: 'stock', exchange: 'NYSE', currency: 'USD' },
    ]);
    expect(await sec.search({ query: 'BRK.B', limit: 1 })).toEqual([
      { symbol: 'BRK-B', name: 'BERKSHIRE HATHAWAY INC', type: 'stock', exchange: 'NYSE' },
    ]);
  });

  it("reads a company's submissions once for its profile and its 10-K list", async () => {
    const sec = secAt(server.current.baseUrl);
    const before = server.current.requests.filter((r) => r.includes('/submissions/')).length;
    await sec.getProfile({ symbol: 'AAPL' });
    await sec.listTenKFilings({ symbol: 'AAPL', limit: 5 });
    expect(server.current.requests.filter((r) => r.includes('/submissions/')).length - before).toBe(1);
  });
});

describe('sec provider errors', () => {
  const server = useRecordedServer([]);
  const tickers = '/sec/www.sec.gov/files/company_tickers.json';

  it('turns a 403 into an auth error that points at SEC_USER_AGENT', async () => {
    server.current.add({ path: tickers, status: 403, body: 'Your Request Originates from an Undeclared Automated Tool' });
    const error = await expectMarketError(secAt(server.current.baseUrl).getProfile({ symbol: 'AAPL' }), 'auth');
    expect(error.message).toMatch(/^SEC EDGAR: refused \/files\/company_tickers.json \(403\); check that SEC_USER_AGENT/);
  });

  it('turns a slow answer into unavailable', async () => {
    server.current.add({ path: tickers, body: '{}', delayMs: 1000 });
    const error = await expectMarketError(
      secAt(server.current.baseUrl, { timeoutMs: 100 }).search({ query: 'AAPL', limit: 1 }),
      'unavailable',
    );
    expect(error.message).toBe('SEC EDGAR: no answer within 100 ms for /files/company_tickers.json');
  });
});

describe.skipIf(!sharedRecordingsExist)('sec provider on the full recordings in ../shared/recorded', () => {
  describeRecordedResponses(SHARED_RECORDINGS_DIR);
});

describe('fiscal quarter of a 10-Q', () => {
  it('counts back from the fiscal year end that follows the period (52/53-week years too)', () => {
    expect(fiscalQuarterOf('2025-06-28', '0926')).toEqual({ fiscalYear: 2025, fiscalPeriod: 'Q3' });
    expect(fiscalQuarterOf('2024-12-28', '0926')).toEqual({ fiscalYear: 2025, fiscalPeriod: 'Q1' });
    expect(fiscalQuarterOf('2025-07-27', '0126')).toEqual({ fiscalYear: 2026, fiscalPeriod: 'Q2' });
    expect(fiscalQuarterOf('2025-03-31', '0630')).toEqual({ fiscalYear: 2025, fiscalPeriod: 'Q3' });
    expect(fiscalQuarterOf('2025-06-30', '1231')).toEqual({ fiscalYear: 2025, fiscalPeriod: 'Q2' });
  });
});
