import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, sessionAt } from '../../server/lib/market-clock';
import { newYorkTime } from '../../server/lib/new-york-time';
import { type TestApp } from '../support/test-app';
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

const get = (path: string, init?: RequestInit) => testApp.request(`/api/v1${path}`, init);
const postPrices = (body: unknown) =>
  get('/stocks/prices', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const symbol = () => stocks[0] as string;
const today = () => newYorkTime(new Date()).date;

describe('GET /stocks/{symbol}/price', () => {
  it('answers the live price with change, market state and the demo source', async () => {
    const response = await get(`/stocks/${symbol().toLowerCase()}/price`);
    expect(response.status).toBe(200);
    const price = await response.json();
    expect(price.ticker).toBe(symbol());
    expect(price.price).toBeGreaterThan(0);
    expect(price.change).toBeCloseTo(price.price - price.previousClose, 2);
    expect(price.marketOpen).toBe(sessionAt(new Date()).open);
    expect(price.source.provider).toBe('demo');
  });

  it('answers 404 for an unknown symbol and 422 with the spec message for an invalid one', async () => {
    expect((await get('/stocks/ZZZZZZ/price')).status).toBe(404);
    const invalid = await get('/stocks/%20x/price');
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).error.message).toBe('Invalid symbol provided to getPrice');
  });
});

describe('POST /stocks/prices', () => {
  it('answers the prices in request order, leaving unknown tickers out', async () => {
    const response = await postPrices({ tickers: [stocks[2], 'ZZZZZZ', (etfs[0] as string).toLowerCase(), stocks[1]] });
    expect(response.status).toBe(200);
    const { prices } = await response.json();
    expect(prices.map((p: { ticker: string }) => p.ticker)).toEqual([stocks[2], etfs[0], stocks[1]]);
  });

  it('answers an empty list for no tickers and 422 for a bad list', async () => {
    expect(await (await postPrices({ tickers: [] })).json()).toEqual({ prices: [] });
    expect((await postPrices({ tickers: ['ok', ''] })).status).toBe(422);
    expect((await postPrices({ tickers: Array.from({ length: 201 }, () => 'A') })).status).toBe(422);
  });
});

describe('GET /stocks/{symbol}/chart', () => {
  it('answers daily closes between the dates, oldest first, with at least 15 years of history', async () => {
    const response = await get(`/stocks/${symbol()}/chart?startDate=1980-01-01&endDate=${today()}`);
    expect(response.status).toBe(200);
    const chart = await response.json();
    expect(chart.interval).toBe('1day');
    expect(chart.source.provider).toBe('demo');
    const first = new Date(chart.data[0].timestamp);
    expect(new Date().getUTCFullYear() - first.getUTCFullYear()).toBeGreaterThanOrEqual(15);
    const times = chart.data.map((p: { timestamp: string }) => p.timestamp);
    expect(times).toEqual([...times].sort());
    const last = await (await get(`/stocks/${symbol()}/price`)).json();
    // While the market is open the price moves each minute; after the close both are the close.
    if (!last.marketOpen) expect(chart.data.at(-1).price).toBe(last.price);
  });

  it('answers only the asked range, and the same prices every time (deterministic)', async () => {
    const url = `/stocks/${symbol()}/chart?startDate=2020-03-02&endDate=2020-03-06`;
    const week = await (await get(url)).json();
    expect(week.data).toHaveLength(5);
    expect(week.data[0].timestamp.slice(0, 10)).toBe('2020-03-02');
    expect(await (await get(url)).json()).toMatchObject({ data: week.data });
  });

  it('answers 404 for an unknown symbol and 422 for bad dates', async () => {
    expect((await get(`/stocks/ZZZZZZ/chart?startDate=2020-01-01&endDate=2020-02-01`)).status).toBe(404);
    expect((await get(`/stocks/${symbol()}/chart?startDate=2020-13-01&endDate=2020-02-01`)).status).toBe(422);
    const reversed = await get(`/stocks/${symbol()}/chart?startDate=2020-03-01&endDate=2020-02-01`);
    expect(reversed.status).toBe(422);
    expect((await reversed.json()).error.field).toBe('startDate');
  });
});

describe('GET /stocks/{symbol}/chart/intraday', () => {
  const lastTwoSessions = () => {
    const session = sessionAt(new Date());
    return { from: dateOfDay(session.day - 7), to: dateOfDay(session.day) };
  };

  it('answers one-minute bars of the last two sessions and 15-minute bars that aggregate them', async () => {
    const { from, to } = lastTwoSessions();
    const minutes = await (await get(`/stocks/${symbol()}/chart/intraday?interval=1min&startDate=${from}&endDate=${to}`)).json();
    const quarters = await (await get(`/stocks/${symbol()}/chart/intraday?interval=15min&startDate=${from}&endDate=${to}`)).json();
    expect(minutes.interval).toBe('1min');
    const perDay = new Map<string, number>();
    for (const point of minutes.data as Array<{ timestamp: string }>) {
      const day = newYorkTime(new Date(point.timestamp)).date;
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(perDay.size).toBe(2);
    const expectedQuarters = [...perDay.values()].reduce((sum, count) => sum + Math.ceil(count / 15), 0);
    expect(quarters.data.length).toBe(expectedQuarters);
    const step = Date.parse(minutes.data[1].timestamp) - Date.parse(minutes.data[0].timestamp);
    expect(step).toBe(60_000);
  });

  it('answers no bars for days without trading and 404/422 for bad input', async () => {
    const saturday = dateOfDay(dayNumber('2024-06-01'));
    const empty = await (await get(`/stocks/${symbol()}/chart/intraday?interval=1min&startDate=${saturday}&endDate=${saturday}`)).json();
    expect(empty.data).toEqual([]);
    expect((await get(`/stocks/ZZZZZZ/chart/intraday?interval=1min&startDate=2024-01-02&endDate=2024-01-02`)).status).toBe(404);
    expect((await get(`/stocks/${symbol()}/chart/intraday?interval=5min&startDate=2024-01-02&endDate=2024-01-02`)).status).toBe(422);
  });
});
