/**
 * The FMP provider against recorded /stable responses served by a local HTTP server: the small
 * copies shipped in tests/fixtures/market always, the full recordings in ../shared/recorded
 * when that folder exists.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createFmpProvider } from '../../../server/providers/market/fmp/fmp-provider';
import { OWN_RECORDINGS_DIR, SHARED_RECORDINGS_DIR, sharedRecordingsExist } from '../../support/recorded-server';
import { expectMarketError, useRecordedServer } from './provider-test-kit';
import { systemClock } from '../../../server/lib/clock';

const API_KEY = 'test-key-123';

function fmpAt(baseUrl: string, timeoutMs = 2000) {
  const config = loadConfig({ FMP_API_KEY: API_KEY, FMP_BASE_URL: `${baseUrl}/fmp` });
  return createFmpProvider({ ...config.marketData, timeoutMs }, { clock: systemClock });
}

/** Assertions that hold on the shipped copies and on the full shared recordings alike. */
function describeRecordedResponses(dir: string) {
  const server = useRecordedServer([dir]);
  const fmp = () => fmpAt(server.current.baseUrl);

  it('maps a quote and sends the API key', async () => {
    const [quote] = await fmp().getQuotes({ symbols: ['AAPL'] });
    expect(quote).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      price: 256.08,
      change: 10.58,
      changePercent: 4.30957,
      volume: 101865199,
      open: 248.3,
      previousClose: 245.5,
      yearHigh: 260.1,
      marketCap: 3800327071200,
      timestamp: '2025-09-22T20:00:01.000Z',
    });
    expect(server.current.requests.some((url) => url.startsWith('/fmp/stable/quote?') && url.includes(`apikey=${API_KEY}`))).toBe(true);
  });

  it('maps a company profile', async () => {
    const profile = await fmp().getProfile({ symbol: 'AAPL' });
    expect(profile).toMatchObject({
      symbol: 'AAPL',
      companyName: 'Apple Inc.',
      type: 'stock',
      sector: 'Technology',
      industry: 'Consumer Electronics',
      exchange: 'NASDAQ',
      exchangeFullName: 'NASDAQ Global Select',
      currency: 'USD',
      country: 'US',
      ceo: 'Timothy D. Cook',
      employees: 164000,
      beta: 1.109,
      ipoDate: '1980-12-12',
      cik: '0000320193',
      sharesOutstanding: 14840390000,
    });
  });

  it('maps the three annual statements into the API field names', async () => {
    const statements = await fmp().getAnnualStatements({ symbol: 'AAPL', limit: 1 });
    expect(statements.currency).toBe('USD');
    expect(statements.income[0]).toMatchObject({
      date: '2024-09-28',
      fiscalYear: '2024',
      period: 'FY',
      revenue: 391035000000,
      grossProfit: 180683000000,
      otherIncomeExpenseNet: 269000000,
      netIncome: 93736000000,
      epsDiluted: 6.08,
      weightedAverageSHSOut: 15343783000,
    });
    expect(statements.balance[0]).toMatchObject({
      totalAssets: 364980000000,
      totalLiabilitiesAndStockholdersEquity: 364980000000,
      totalStockholdersEquity: 56950000000,
      totalDebt: 119059000000,
    });
    expect(statements.cashFlow[0]).toMatchObject({
      netCashProvidedByOperatingActivities: 118254000000,
      capitalExpenditure: -9447000000,
      freeCashFlow: 108807000000,
      dividendsPaid: -15234000000,
      netCashUsedForInvestingActivites: 2935000000,
    });
  });

  it('maps company news and general news, converting New York times to UTC', async () => {
    const [item] = await fmp().getNews({ symbols: ['AAPL', 'MSFT'], limit: 1, offset: 0 });
    expect(item).toMatchObject({
      symbol: 'AAPL',
      site: 'reuters.com',
      title: 'CFPB ends monitoring of Apple, U.S. Bank years ahead of schedule',
      publishedDate: '2025-09-23T01:31:48.000Z',
    });
    const [general] = await fmp().getNews({ limit: 1, offset: 0 });
    expect(general).toMatchObject({ symbol: null, site: 'investorplace.com', title: 'Will Rate Cuts Inflate a Bubble?' });
  });

  it('maps gainers, losers and most active', async () => {
    const movers = await fmp().getMovers({});
    expect(movers.gainers).toContainEqual({
      symbol: 'BOXL',
      name: 'Boxlight Corporation',
      price: 4.77,
      change: 3.21,
      changePercentage: 205.76923,
      volume: null,
    });
    expect(movers.losers[0]).toMatchObject({ symbol: 'ATCH', changePercentage: -37.40458 });
    expect(movers.mostActive[0]).toMatchObject({ symbol: 'LUCY', price: 5.03 });
  });

  it('maps ETF info, sector weights, holdings and country weights', async () => {
    const provider = fmp();
    expect(await provider.getFundInfo({ symbol: 'IOO' })).toMatchObject({
      name: 'iShares Global 100 ETF',
      type: 'etf',
      etfCompany: 'IShares',
      expenseRatio: 0.4,
      assetsUnderManagement: 7269351966,
      holdingsCount: 102,
      nav: 119.07,
      inceptionDate: '2000-12-05',
    });
    const sectors = await provider.getFundSectorWeights({ symbol: 'IOO' });
    expect(sectors).toHaveLength(11);
    expect(sectors).toContainEqual({ industry: 'Technology', exposure: 45.73 });
    const holdings = await provider.getFundHoldings({ symbol: 'DIA' });
    expect(holdings[0]).toEqual({
      name: 'GOLDMAN SACHS GROUP INC',
      asset: 'GS',
      weightPercentage: 10.691,
      marketValue: 4217756754,
      sharesNumber: 5240872,
    });
    const countries = await provider.getFundCountryWeights({ symbol: 'VTI' });
    expect(countries[0]).toEqual({ country: 'United States', weightPercentage: 97.07 });
  });

  it('maps daily prices oldest first, index quotes and search results', async () => {
    const provider = fmp();
    const bars = await provider.getDailyHistory({ symbol: 'AAPL', from: '2023-01-01', to: '2023-01-10' });
    expect(bars.map((bar) => bar.date)).toEqual(['2023-01-03', '2023-01-04', '2023-01-05', '2023-01-06', '2023-01-09', '2023-01-10']);
    expect(bars.at(-1)).toEqual({ date: '2023-01-10', open: 130.26, high: 131.26, low: 128.12, close: 130.73, volume: 63896200 });
    const [vix] = await provider.getIndexQuotes({ symbols: ['^VIX'] });
    expect(vix).toMatchObject({ symbol: '^VIX', name: 'CBOE Volatility Index', price: 16.37 });
    expect(await provider.search({ query: 'AAPL', limit: 5 })).toEqual([
      { symbol: 'AAPL', name: 'Apple Inc.', type: 'stock', exchange: 'NASDAQ' },
    ]);
  });
}

describe('fmp provider on the fixtures shipped in tests/fixtures/market', () => {
  describeRecordedResponses(OWN_RECORDINGS_DIR);

  const server = useRecordedServer([OWN_RECORDINGS_DIR]);
  const fmp = (timeoutMs?: number) => fmpAt(server.current.baseUrl, timeoutMs);

  it('asks batch-quote for several symbols at once', async () => {
    const quotes = await fmp().getQuotes({ symbols: ['AAPL', 'MSFT'] });
    expect(quotes.map((quote) => [quote.symbol, quote.price])).toEqual([
      ['AAPL', 256.08],
      ['MSFT', 510],
    ]);
  });

  it('maps executives, estimates, intraday bars and the security list', async () => {
    const provider = fmp();
    const executives = await provider.getExecutives({ symbol: 'AAPL' });
    expect(executives).toContainEqual({
      name: 'Mr. Timothy D. Cook',
      title: 'Chief Executive Officer & Director',
      yearBorn: 1961,
      totalPay: 16239562,
      currencyPay: 'USD',
      gender: 'male',
      active: true,
    });
    expect(await provider.getEstimates({ symbol: 'AAPL' })).toEqual([
      { date: '2026-09-28', epsAvg: 8.49, revenueAvg: 450000000000 },
      { date: '2029-09-28', epsAvg: 10.91773, revenueAvg: 508301573900 },
    ]);
    const bars = await provider.getIntradayBars({ symbol: 'AAPL', interval: '1min', from: '2025-02-04', to: '2025-02-04' });
    expect(bars.map((bar) => bar.timestamp)).toEqual(['2025-02-04T20:58:00.000Z', '2025-02-04T20:59:00.000Z']);
    const listings = await createFmpProvider(
      { ...loadConfig({ FMP_API_KEY: API_KEY, FMP_BASE_URL: `${server.current.baseUrl}/fmp` }).marketData },
      { universeSize: 2, clock: systemClock },
    ).listSecurities({});
    expect(listings).toEqual([
      { symbol: 'AAPL', name: 'Apple Inc.', type: 'stock', exchange: 'NASDAQ', currency: 'USD' },
      { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', type: 'etf', exchange: 'AMEX', currency: 'USD' },
    ]);
  });

  it('treats an empty answer for a symbol as not_found', async () => {
    server.current.add({ path: '/fmp/stable/profile', query: { symbol: 'NOPE' }, body: '[]' });
    const error = await expectMarketError(fmp().getProfile({ symbol: 'NOPE' }), 'not_found');
    expect(error.message).toContain("'NOPE'");
  });

  it('leaves unknown symbols out of quotes, answering an empty list when it knows none (as the demo market does)', async () => {
    server.current.add({ path: '/fmp/stable/quote', query: { symbol: 'NOPE' }, body: '[]' });
    server.current.add({ path: '/fmp/stable/batch-quote', query: { symbols: 'NOPE,NADA' }, body: '[]' });
    expect(await fmp().getQuotes({ symbols: ['NOPE'] })).toEqual([]);
    expect(await fmp().getQuotes({ symbols: ['NOPE', 'NADA'] })).toEqual([]);
  });

  it.each([
    [401, '{"Error Message": "Invalid API KEY. Feel free to create a Free API Key."}', 'the API key was refused'],
    [403, '{"Error Message": "Forbidden"}', 'the API key was refused'],
    [
      402,
      '{"Error Message": "Restricted Endpoint: This endpoint is not available under your current subscription"}',
      'not included in the current plan',
    ],
    [429, '{"Error Message": "Limit Reach . Please upgrade your plan or visit our documentation"}', 'limit of the plan is reached'],
    [200, '{"Error Message": "Invalid API KEY. Please retry or visit our documentation"}', 'Invalid API KEY'],
  ])('turns a %i refusal into an auth error naming the provider', async (status, body, wording) => {
    const symbol = `AUTH${status}${wording.length}`;
    server.current.add({ path: '/fmp/stable/quote', query: { symbol }, status, body });
    const error = await expectMarketError(fmp().getQuotes({ symbols: [symbol] }), 'auth');
    expect(error.provider).toBe('fmp');
    expect(error.message).toMatch(/^Financial Modeling Prep: /);
    expect(error.message).toContain(wording);
    expect(error.message).not.toContain(API_KEY);
  });

  it('reports a server failure and a timeout as unavailable', async () => {
    server.current.add({ path: '/fmp/stable/quote', query: { symbol: 'DOWN' }, status: 503, body: 'upstream down' });
    await expectMarketError(fmp().getQuotes({ symbols: ['DOWN'] }), 'unavailable');
    server.current.add({ path: '/fmp/stable/quote', query: { symbol: 'SLOW' }, body: '[]', delayMs: 1000 });
    const error = await expectMarketError(fmp(100).getQuotes({ symbols: ['SLOW'] }), 'unavailable');
    expect(error.message).toBe('Financial Modeling Prep: no answer within 100 ms for /stable/quote');
  });

  it('reports a 404 as not_found even when its message echoes the apikey parameter', async () => {
    server.current.add({
      path: '/fmp/stable/key-executives',
      query: { symbol: 'GONE' },
      status: 404,
      body: '{"error": "no route for /stable/key-executives?symbol=GONE&apikey=xxx"}',
    });
    const error = await expectMarketError(fmp().getExecutives({ symbol: 'GONE' }), 'not_found');
    expect(error.message).not.toContain(API_KEY);
  });

  it('answers a body that is not JSON with bad_response', async () => {
    server.current.add({ path: '/fmp/stable/quote', query: { symbol: 'HTML' }, body: '<html>maintenance</html>' });
    await expectMarketError(fmp().getQuotes({ symbols: ['HTML'] }), 'bad_response');
  });

  it('leaves 10-K filings to another provider', async () => {
    await expectMarketError(fmp().listTenKFilings({ symbol: 'AAPL', limit: 3 }), 'unsupported');
  });

  it('refuses to start without FMP_API_KEY', () => {
    expect(() => createFmpProvider(loadConfig({}).marketData, { clock: systemClock })).toThrow('FMP_API_KEY');
  });
});

describe.skipIf(!sharedRecordingsExist)('fmp provider on the full recordings in ../shared/recorded', () => {
  describeRecordedResponses(SHARED_RECORDINGS_DIR);
});
