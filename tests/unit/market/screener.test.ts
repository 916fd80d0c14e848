import { describe, expect, it } from 'vitest';
import type { CompanyMetrics } from '../../../server/db/tables/market.table';
import { Screener } from '../../../server/services/market/screening/screener';
import { systemClock } from '../../../server/lib/clock';

function row(symbol: string, values: Partial<CompanyMetrics>): CompanyMetrics {
  return {
    symbol,
    companyName: `${symbol} Corp`,
    sector: 'Technology',
    industry: 'Software',
    exchange: 'NASDAQ',
    price: 10,
    marketCap: 1e9,
    priceCurrency: 'USD',
    reportingCurrency: 'USD',
    fxRates: '[]',
    eps: 1,
    epsBasis: null,
    growthBasis: null,
    roicBasis: null,
    pe: 10,
    forwardPe: 9,
    revenueGrowth: 0.1,
    epsGrowth: 0.1,
    fcfGrowth: 0.1,
    growthNotes: '{}',
    roic: 0.1,
    debtToEquity: 0.5,
    stickerPrice: 20,
    marginOfSafety: 10,
    paybackTime: 8,
    provider: 'demo',
    asOf: '2025-01-01T00:00:00.000Z',
    ...values,
  };
}

const rows = [
  row('AAA', { marketCap: 5e9, pe: -4, exchange: 'NYSE' }),
  row('BBB', { marketCap: 2e9, pe: 15, roic: null, marginOfSafety: 13 }),
  row('CCC', { marketCap: null, pe: 30, sector: 'Energy' }),
  row('DDD', { marketCap: 9e9, pe: 8, debtToEquity: null, paybackTime: 20 }),
];

describe('the screener', () => {
  const screener = new Screener(async () => rows, systemClock);
  const symbols = (page: { rows: CompanyMetrics[] }) => page.rows.map((r) => r.symbol);

  it('sorts by market cap descending with missing values last, and pages', async () => {
    const page = await screener.screen({}, 'market_cap', 'desc', 0, 10);
    expect(symbols(page)).toEqual(['DDD', 'AAA', 'BBB', 'CCC']);
    expect(page.totalCount).toBe(4);
    expect(symbols(await screener.screen({}, 'market_cap', 'asc', 1, 2))).toEqual(['AAA', 'DDD']);
  });

  it('sorts loss-makers (negative P/E) after every meaningful P/E, ascending or descending', async () => {
    expect(symbols(await screener.screen({}, 'pe_ratio', 'asc', 0, 10))).toEqual(['DDD', 'BBB', 'CCC', 'AAA']);
    expect(symbols(await screener.screen({}, 'pe_ratio', 'desc', 0, 10))).toEqual(['CCC', 'BBB', 'DDD', 'AAA']);
  });

  it('leaves out the excluded symbols (a user hid them) from rows and count', async () => {
    const page = await screener.screen({}, 'market_cap', 'desc', 0, 2, ['DDD']);
    expect(symbols(page)).toEqual(['AAA', 'BBB']);
    expect(page.totalCount).toBe(3);
    expect(symbols(await screener.screen({}, 'market_cap', 'desc', 0, 2))).toEqual(['DDD', 'AAA']);
  });

  it('lets a P/E maximum pass only non-negative P/E values, and rows without a figure fail its filter', async () => {
    expect(symbols(await screener.screen({ peMax: 20 }, 'symbol', 'asc', 0, 10))).toEqual(['BBB', 'DDD']);
    expect(symbols(await screener.screen({ roicMin: 0.05 }, 'symbol', 'asc', 0, 10))).toEqual(['AAA', 'CCC', 'DDD']);
    expect(symbols(await screener.screen({ debtToEquityMax: 1 }, 'symbol', 'asc', 0, 10))).toEqual(['AAA', 'BBB', 'CCC']);
  });

  it('matches list filters case-insensitively and combines every filter', async () => {
    expect(symbols(await screener.screen({ exchanges: ['nyse', 'OTC'] }, 'symbol', 'asc', 0, 10))).toEqual(['AAA']);
    expect(symbols(await screener.screen({ sectors: ['technology'], marketCapMin: 3e9 }, 'symbol', 'asc', 0, 10))).toEqual(['AAA', 'DDD']);
    expect(symbols(await screener.screen({ paybackTimeMax: 10, marginOfSafetyMin: 0.2 }, 'symbol', 'asc', 0, 10))).toEqual(['BBB']);
  });

  it('counts the companies that have figures yet, and leaves the rest out on request', async () => {
    const listedOnly = row('EEE', {
      price: null,
      marketCap: null,
      eps: null,
      pe: null,
      forwardPe: null,
      revenueGrowth: null,
      epsGrowth: null,
      fcfGrowth: null,
      roic: null,
      debtToEquity: null,
      stickerPrice: null,
      marginOfSafety: null,
      paybackTime: null,
    });
    const syncing = new Screener(async () => [...rows, listedOnly], systemClock);
    const all = await syncing.screen({ sectors: ['Energy'] }, 'symbol', 'asc', 0, 10);
    expect(all).toMatchObject({ totalCount: 1, marketCount: 5, withFiguresCount: 4 });
    expect(symbols(await syncing.screen({}, 'symbol', 'asc', 0, 10))).toContain('EEE');
    const withFigures = await syncing.screen({ withFiguresOnly: true }, 'symbol', 'asc', 0, 10);
    expect(symbols(withFigures)).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
  });

  it('reloads its snapshot after invalidate', async () => {
    let data = rows.slice(0, 1);
    const fresh = new Screener(async () => data, systemClock);
    expect((await fresh.screen({}, 'symbol', 'asc', 0, 10)).totalCount).toBe(1);
    data = rows;
    expect((await fresh.screen({}, 'symbol', 'asc', 0, 10)).totalCount).toBe(1);
    fresh.invalidate();
    expect((await fresh.screen({}, 'symbol', 'asc', 0, 10)).totalCount).toBe(4);
  });
});
