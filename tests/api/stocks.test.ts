import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, sessionAt } from '../../server/lib/market-clock';
import { newYorkTime } from '../../common/new-york-time';
import { type TestApp } from '../support/test-app';
import { dataOf, errorOf } from '../support/api-results';
import { signIn } from '../support/sign-in';
import { createMarketTestApp, storedSymbols } from '../support/market-test-app';

let testApp: TestApp;
let stocks: string[];
let etfs: string[];
beforeAll(async () => {
  testApp = await createMarketTestApp();
  stocks = await storedSymbols(testApp, 'stock');
  etfs = await storedSymbols(testApp, 'etf');
});
afterAll(() => testApp.close());

const postPrices = (tickers: string[]) => testApp.api().POST('/stocks/prices', { body: { tickers } });
const priceOf = (ticker: string) => testApp.api().GET('/stocks/{symbol}/price', { params: { path: { symbol: ticker } } });
const chartOf = (ticker: string, startDate: string, endDate: string) =>
  testApp.api().GET('/stocks/{symbol}/chart', { params: { path: { symbol: ticker }, query: { startDate, endDate } } });
const intradayOf = (ticker: string, interval: '1min' | '15min', startDate: string, endDate: string) =>
  testApp.api().GET('/stocks/{symbol}/chart/intraday', { params: { path: { symbol: ticker }, query: { interval, startDate, endDate } } });
const symbol = () => stocks[0] as string;
const today = () => newYorkTime(new Date()).date;

describe('GET /stocks/{symbol}/price', () => {
  it('answers the live price with change, market state and the demo source', async () => {
    const price = dataOf(await priceOf(symbol().toLowerCase()));
    expect(price.ticker).toBe(symbol());
    expect(price.price).toBeGreaterThan(0);
    expect(price.change).toBeCloseTo((price.price ?? NaN) - (price.previousClose ?? NaN), 2);
    expect(price.marketOpen).toBe(sessionAt(new Date()).open);
    expect(price.source?.provider).toBe('demo');
  });

  it('answers 404 for an unknown symbol and 422 with the spec message for an invalid one', async () => {
    expect((await priceOf('ZZZZZZ')).response.status).toBe(404);
    errorOf(await priceOf(' x'), 422, 'Invalid symbol provided to getPrice');
  });
});

describe('POST /stocks/prices', () => {
  it('answers the prices in request order, leaving unknown tickers out', async () => {
    const { prices } = dataOf(await postPrices([stocks[2] ?? '', 'ZZZZZZ', (etfs[0] as string).toLowerCase(), stocks[1] ?? '']));
    expect(prices.map((p) => p.ticker)).toEqual([stocks[2], etfs[0], stocks[1]]);
  });

  it('answers an empty list for no tickers and 422 for a bad list', async () => {
    expect(dataOf(await postPrices([]))).toEqual({ prices: [] });
    expect((await postPrices(['ok', ''])).response.status).toBe(422);
    expect((await postPrices(Array.from({ length: 201 }, () => 'A'))).response.status).toBe(422);
  });

  it('refuses a request of a browser session that is not same-site JSON with the 403 the contract declares', async () => {
    const alice = await signIn(testApp);
    // testApp.request checks each answer against openapi.yaml: an undeclared 403 fails here.
    const asText = await testApp.request('/api/v1/stocks/prices', {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'text/plain' },
      body: JSON.stringify({ tickers: [stocks[0]] }),
    });
    expect(asText.status).toBe(403);
    const crossSite = await testApp.request('/api/v1/stocks/prices', {
      method: 'POST',
      headers: { ...alice.headers, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ tickers: [stocks[0]] }),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('GET /stocks/{symbol}/chart', () => {
  it('answers daily closes between the dates, oldest first, with at least 15 years of history', async () => {
    const chart = dataOf(await chartOf(symbol(), '1980-01-01', today()));
    expect(chart.interval).toBe('1day');
    expect(chart.source?.provider).toBe('demo');
    const first = new Date(chart.data[0]?.timestamp ?? NaN);
    expect(new Date().getUTCFullYear() - first.getUTCFullYear()).toBeGreaterThanOrEqual(15);
    const times = chart.data.map((p) => p.timestamp);
    expect(times).toEqual([...times].sort());
    const last = dataOf(await priceOf(symbol()));
    // While the market is open the price moves each minute; after the close both are the close.
    if (!last.marketOpen) expect(chart.data.at(-1)?.price).toBe(last.price);
  });

  it('answers only the asked range, and the same prices every time (deterministic)', async () => {
    const week = dataOf(await chartOf(symbol(), '2020-03-02', '2020-03-06'));
    expect(week.data).toHaveLength(5);
    expect(week.data[0]?.timestamp.slice(0, 10)).toBe('2020-03-02');
    expect(dataOf(await chartOf(symbol(), '2020-03-02', '2020-03-06'))).toMatchObject({ data: week.data });
  });

  it('answers 404 for an unknown symbol and 422 for bad dates', async () => {
    expect((await chartOf('ZZZZZZ', '2020-01-01', '2020-02-01')).response.status).toBe(404);
    expect((await chartOf(symbol(), '2020-13-01', '2020-02-01')).response.status).toBe(422);
    expect(errorOf(await chartOf(symbol(), '2020-03-01', '2020-02-01'), 422).field).toBe('startDate');
  });
});

describe('GET /stocks/{symbol}/chart/intraday', () => {
  const lastTwoSessions = () => {
    const session = sessionAt(new Date());
    return { from: dateOfDay(session.day - 7), to: dateOfDay(session.day) };
  };

  it('answers one-minute bars of the last two sessions and 15-minute bars that aggregate them', async () => {
    const { from, to } = lastTwoSessions();
    const minutes = dataOf(await intradayOf(symbol(), '1min', from, to));
    const quarters = dataOf(await intradayOf(symbol(), '15min', from, to));
    expect(minutes.interval).toBe('1min');
    const perDay = new Map<string, number>();
    for (const point of minutes.data) {
      const day = newYorkTime(new Date(point.timestamp)).date;
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(perDay.size).toBe(2);
    const expectedQuarters = [...perDay.values()].reduce((sum, count) => sum + Math.ceil(count / 15), 0);
    expect(quarters.data.length).toBe(expectedQuarters);
    const step = Date.parse(minutes.data[1]?.timestamp ?? '') - Date.parse(minutes.data[0]?.timestamp ?? '');
    expect(step).toBe(60_000);
  });

  it('answers no bars for days without trading and 404/422 for bad input', async () => {
    const saturday = dateOfDay(dayNumber('2024-06-01'));
    const empty = dataOf(await intradayOf(symbol(), '1min', saturday, saturday));
    expect(empty.data).toEqual([]);
    expect((await intradayOf('ZZZZZZ', '1min', '2024-01-02', '2024-01-02')).response.status).toBe(404);
    // An interval the contract does not list: sent raw, as the typed client would refuse it.
    const fiveMinutes = `/api/v1/stocks/${symbol()}/chart/intraday?interval=5min&startDate=2024-01-02&endDate=2024-01-02`;
    expect((await testApp.request(fiveMinutes)).status).toBe(422);
  });
});
