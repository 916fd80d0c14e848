import { describe, expect, it } from 'vitest';
import type { CompanyMetrics } from '../../../server/db/tables/market.table';
import { Screener } from '../../../server/services/market/screening/screener';
import { systemClock } from '../../../server/lib/clock';

function row(symbol: string, values: Partial<CompanyMetrics>): CompanyMetrics {
  return {
    symbol,
    company_name: `${symbol} Corp`,
    sector: 'Technology',
    industry: 'Software',
    exchange: 'NASDAQ',
    price: 10,
    market_cap: 1e9,
    price_currency: 'USD',
    reporting_currency: 'USD',
    fx_rates: '[]',
    eps: 1,
    eps_basis: null,
    growth_basis: null,
    roic_basis: null,
    pe: 10,
    forward_pe: 9,
    revenue_growth: 0.1,
    eps_growth: 0.1,
    fcf_growth: 0.1,
    growth_notes: '{}',
    roic: 0.1,
    debt_to_equity: 0.5,
    sticker_price: 20,
    margin_of_safety: 10,
    payback_time: 8,
    provider: 'demo',
    as_of: '2025-01-01T00:00:00.000Z',
    ...values,
  };
}

const rows = [
  row('AAA', { market_cap: 5e9, pe: -4, exchange: 'NYSE' }),
  row('BBB', { market_cap: 2e9, pe: 15, roic: null, margin_of_safety: 13 }),
  row('CCC', { market_cap: null, pe: 30, sector: 'Energy' }),
  row('DDD', { market_cap: 9e9, pe: 8, debt_to_equity: null, payback_time: 20 }),
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
      market_cap: null,
      eps: null,
      pe: null,
      forward_pe: null,
      revenue_growth: null,
      eps_growth: null,
      fcf_growth: null,
      roic: null,
      debt_to_equity: null,
      sticker_price: null,
      margin_of_safety: null,
      payback_time: null,
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
