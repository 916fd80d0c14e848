/**
 * The Yahoo provider (yahoo-finance2 with its requests redirected by YAHOO_BASE_URL) against
 * recorded Yahoo responses served by a local HTTP server, including the cookie/crumb handshake.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createYahooProvider } from '../../../server/providers/market/yahoo/yahoo-provider';
import { OWN_RECORDINGS_DIR, SHARED_RECORDINGS_DIR, sharedRecordingsExist } from '../../support/recorded-server';
import { expectMarketError, useRecordedServer } from './provider-test-kit';

/** The recordings of the annual statements were requested for 2022 to 2024 in 2024. */
const IN_2024 = { now: () => new Date('2024-06-01T00:00:00Z') };

function yahooAt(baseUrl: string, timeoutMs = 5000) {
  const config = loadConfig({ YAHOO_BASE_URL: `${baseUrl}/yahoo` });
  return createYahooProvider({ ...config.marketData, timeoutMs }, { clock: IN_2024, moversCount: 5 });
}

function describeRecordedResponses(dirs: string[]) {
  const server = useRecordedServer(dirs);
  const yahoo = () => yahooAt(server.current.baseUrl);

  it('maps a quote, sending the crumb from the cookie handshake', async () => {
    const [quote] = await yahoo().getQuotes({ symbols: ['AAPL'] });
    expect(quote).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      price: 244.6,
      change: 3.0700073,
      changePercent: 1.2710667,
      volume: 40896227,
      open: 241.07,
      previousClose: 241.53,
      dayHigh: 245.41,
      dayLow: 241,
      yearHigh: 260.1,
      yearLow: 164.08,
      averageVolume: 50443058,
      marketCap: 3674405863424,
      timestamp: '2025-02-14T21:00:00.000Z',
    });
    // The crumb comes from the recorded handshake (/v1/test/getcrumb), fetched once per process.
    expect(server.current.requests).toContain('/yahoo/v7/finance/quote?symbols=AAPL&crumb=haT3oykhHqZ');
  });

  it('reads exchange rates from currency-pair quotes (EURUSD=X: dollars per euro), dated by the quote', async () => {
    const rates = await yahoo().getFxRates({ currencies: ['JPY', 'usd', 'EUR', 'JPY'] });
    expect(rates).toEqual([
      { currency: 'JPY', usdPerUnit: 0.006578, date: '2025-02-14' },
      { currency: 'EUR', usdPerUnit: 1.0489, date: '2025-02-14' },
    ]);
    expect(server.current.requests).toContain('/yahoo/v7/finance/quote?symbols=JPYUSD%3DX%2CEURUSD%3DX&crumb=haT3oykhHqZ');
    expect(await yahoo().getFxRates({ currencies: ['USD'] })).toEqual([]);
  });

  it('maps a daily chart to bars dated by New York trading day', async () => {
    const bars = await yahoo().getDailyHistory({ symbol: 'AAPL', from: '2022-02-22', to: '2022-02-22' });
    expect(bars).toHaveLength(1);
    expect(bars[0]?.date).toBe('2022-02-22');
    expect(bars[0]?.close).toBeCloseTo(164.32, 2);
  });

  it('maps fundamentalsTimeSeries to annual statements, newest first', async () => {
    const statements = await yahoo().getAnnualStatements({ symbol: 'AAPL', limit: 3 });
    expect(statements.currency).toBe('USD');
    expect(statements.income.map((year) => year.fiscalYear)).toEqual(['2024', '2023', '2022']);
    expect(statements.income[0]).toMatchObject({
      date: '2024-09-30',
      revenue: 391_035_000_000,
      costOfRevenue: 210_352_000_000,
      grossProfit: 180_683_000_000,
      netIncome: 93_736_000_000,
      eps: 6.11,
      epsDiluted: 6.08,
    });
    expect(statements.balance[0]).toMatchObject({
      totalAssets: 364_980_000_000,
      totalLiabilities: 308_030_000_000,
      totalStockholdersEquity: 56_950_000_000,
      totalDebt: 106_629_000_000,
    });
    expect(statements.cashFlow[0]).toMatchObject({
      netCashProvidedByOperatingActivities: 118_254_000_000,
      capitalExpenditure: -9_447_000_000,
      freeCashFlow: 108_807_000_000,
      dividendsPaid: -15_234_000_000,
    });
  });

  it('maps the company profile and officers', async () => {
    const profile = await yahoo().getProfile({ symbol: 'AAPL' });
    expect(profile).toMatchObject({
      symbol: 'AAPL',
      companyName: 'Apple Inc.',
      type: 'stock',
      sector: 'Technology',
      industry: 'Consumer Electronics',
      website: 'https://www.apple.com',
      country: 'United States',
      currency: 'USD',
      ceo: 'Mr. Timothy D. Cook',
    });
    const executives = await yahoo().getExecutives({ symbol: 'AAPL' });
    expect(executives[0]).toMatchObject({ name: 'Mr. Timothy D. Cook', title: 'CEO & Director', yearBorn: 1961, totalPay: 16239562 });
  });

  it('maps gainers and losers from the predefined screens', async () => {
    const movers = await yahoo().getMovers({});
    expect(movers.gainers[0]).toEqual({
      symbol: 'U',
      name: 'Unity Software Inc.',
      price: 28,
      change: expect.any(Number),
      changePercentage: 30.4145,
      volume: 61661819,
    });
    expect(movers.losers[0]).toMatchObject({ symbol: 'TFII', price: 101.48, changePercentage: -20.4764 });
    expect(movers.mostActive.length).toBeGreaterThan(0);
  });

  it('maps ETF facts, top holdings and sector weights in percent', async () => {
    const provider = yahoo();
    expect(await provider.getFundInfo({ symbol: 'QQQ' })).toMatchObject({
      name: 'Invesco QQQ Trust',
      type: 'etf',
      etfCompany: 'Invesco',
      assetClass: 'Large Growth',
      expenseRatio: 0.2,
      nav: 526.07,
      inceptionDate: '1999-03-10',
    });
    const holdings = await provider.getFundHoldings({ symbol: 'QQQ' });
    expect(holdings[0]).toEqual({ name: 'Apple Inc', asset: 'AAPL', weightPercentage: 9.00707, marketValue: null, sharesNumber: null });
    expect(await provider.getFundSectorWeights({ symbol: 'QQQ' })).toContainEqual({ industry: 'Technology', exposure: 50.83 });
  });
}

describe('yahoo provider on the fixtures shipped in tests/fixtures/market', () => {
  describeRecordedResponses([OWN_RECORDINGS_DIR]);

  const server = useRecordedServer([OWN_RECORDINGS_DIR]);
  const yahoo = (timeoutMs?: number) => yahooAt(server.current.baseUrl, timeoutMs);

  it('searches stocks, ETFs and funds only, and reads company news', async () => {
    expect(await yahoo().search({ query: 'AAPL', limit: 6 })).toEqual([
      { symbol: 'AAPL', name: 'Apple Inc.', type: 'stock', exchange: 'NASDAQ' },
      { symbol: 'AAPU', name: expect.stringContaining('AAPL'), type: 'etf', exchange: 'NASDAQ' },
    ]);
    const news = await yahoo().getNews({ symbols: ['AAPL'], limit: 2, offset: 2 });
    expect(news.map((item) => item.site)).toEqual(['Bloomberg', 'Yahoo Finance Video']);
    expect(news[0]).toMatchObject({
      symbol: 'AAPL',
      title: expect.stringContaining('Indonesia and Apple'),
      publishedDate: '2025-02-25T05:54:47.000Z',
    });
  });

  it('answers not_found for a symbol Yahoo does not know', async () => {
    server.current.add({
      path: '/yahoo/v7/finance/quote',
      query: { symbols: 'NOPE' },
      body: '{"quoteResponse":{"result":[],"error":null}}',
    });
    const error = await expectMarketError(yahoo().getQuotes({ symbols: ['NOPE'] }), 'not_found');
    expect(error.message).toBe('Yahoo Finance: has no quote for NOPE');
  });

  it('turns a refused request into auth and a slow one into unavailable, naming Yahoo Finance', async () => {
    server.current.add({
      path: '/yahoo/v7/finance/quote',
      query: { symbols: 'LOCKED' },
      status: 401,
      body: '{"finance":{"result":null,"error":{"code":"Unauthorized","description":"Invalid Crumb"}}}',
    });
    const refused = await expectMarketError(yahoo().getQuotes({ symbols: ['LOCKED'] }), 'auth');
    expect(refused.message).toMatch(/^Yahoo Finance: refused quote LOCKED/);
    server.current.add({ path: '/yahoo/v7/finance/quote', query: { symbols: 'SLOW' }, body: '{}', delayMs: 1000 });
    const slow = await expectMarketError(yahoo(100).getQuotes({ symbols: ['SLOW'] }), 'unavailable');
    expect(slow.message).toBe('Yahoo Finance: no answer within 100 ms for quote SLOW');
  });

  it('leaves general news, country weights and filings to other providers', async () => {
    await expectMarketError(yahoo().getNews({ limit: 5, offset: 0 }), 'unsupported');
    await expectMarketError(yahoo().getFundCountryWeights({ symbol: 'QQQ' }), 'unsupported');
    await expectMarketError(yahoo().listTenKFilings({ symbol: 'AAPL', limit: 1 }), 'unsupported');
  });
});

describe.skipIf(!sharedRecordingsExist)('yahoo provider on the full recordings in ../shared/recorded', () => {
  // Searches and the most-active screen were not recorded there; the shipped fixtures fill those gaps.
  describeRecordedResponses([OWN_RECORDINGS_DIR, SHARED_RECORDINGS_DIR]);

  const server = useRecordedServer([SHARED_RECORDINGS_DIR]);

  it('maps a batch quote, a longer daily chart and an empty weekend minute chart', async () => {
    const yahoo = yahooAt(server.current.baseUrl);
    const quotes = await yahoo.getQuotes({ symbols: ['AAPL', 'BABA'] });
    expect(quotes.map((quote) => quote.symbol)).toEqual(['AAPL', 'BABA']);
    const bars = await yahoo.getDailyHistory({ symbol: 'AAPL', from: '2020-08-31', to: '2020-11-06' });
    expect(bars).toHaveLength(49);
    expect(bars[0]).toMatchObject({ date: '2020-08-31', high: 131, low: 126, volume: 225702700 });
    expect(bars.at(-1)?.date).toBe('2020-11-06');
    expect(await yahoo.getIntradayBars({ symbol: 'AAPL', interval: '1min', from: '2025-02-01', to: '2025-02-01' })).toEqual([]);
  });
});
