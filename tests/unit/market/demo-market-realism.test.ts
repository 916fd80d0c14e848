/**
 * The demo market is the first thing a visitor sees, so every company and fund in it must be
 * one that could exist: each ratio below is checked for every security against stated bounds.
 */
import { describe, expect, it } from 'vitest';
import { createDemoProvider } from '../../../server/providers/market/demo/demo-provider';

// A Friday after the close: prices hold still while the test reads them.
const demo = createDemoProvider({ seed: 'research-terminal', stocks: 600, clock: { now: () => new Date('2026-11-20T22:00:00Z') } });

/** Ratios of the latest fiscal year: money in US dollars, ratios as fractions. */
async function companyFigures() {
  const stocks = (await demo.listSecurities({})).filter((s) => s.type === 'stock');
  const quotes = new Map((await demo.getQuotes({ symbols: stocks.map((s) => s.symbol) })).map((q) => [q.symbol, q]));
  const rates = new Map(
    (await demo.getFxRates({ currencies: ['EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF'] })).map((r) => [r.currency, r.usdPerUnit]),
  );
  return Promise.all(
    stocks.map(async ({ symbol }) => {
      const [profile, statements] = await Promise.all([demo.getProfile({ symbol }), demo.getAnnualStatements({ symbol })]);
      const quote = quotes.get(symbol);
      if (!quote) throw new Error(`no quote for ${symbol}`);
      const usd = statements.currency === 'USD' ? 1 : (rates.get(statements.currency) ?? Number.NaN);
      const [income, previous] = statements.income;
      const balance = statements.balance[0];
      const revenue = income?.revenue ?? 0;
      const per = (value: number | null | undefined, base: number) => (value == null || base === 0 ? null : value / base);
      return {
        symbol,
        price: quote.price ?? 0,
        shares: profile.sharesOutstanding ?? 0,
        marketCap: quote.marketCap ?? 0,
        dailyTurnover: (quote.averageVolume ?? 0) / (profile.sharesOutstanding ?? 1),
        revenueUsd: revenue * usd,
        priceToSales: revenue > 0 ? (quote.marketCap ?? 0) / (revenue * usd) : null,
        priceToEarnings: income?.epsDiluted && income.epsDiluted > 0 ? (quote.price ?? 0) / (income.epsDiluted * usd) : null,
        grossMargin: per(income?.grossProfit, revenue),
        netMargin: per(income?.netIncome, revenue),
        growth: previous?.revenue ? revenue / previous.revenue - 1 : null,
        cash: balance?.cashAndCashEquivalents ?? null,
        cashToRevenue: per(balance?.cashAndCashEquivalents, revenue),
        cashToAssets: per(balance?.cashAndCashEquivalents, balance?.totalAssets ?? 0),
        debtToAssets: per(balance?.totalDebt, balance?.totalAssets ?? 0),
      };
    }),
  );
}

/** The companies whose figure lies outside [min, max] (missing figures are not checked). */
function outside<T extends { symbol: string }>(rows: T[], figure: (row: T) => number | null, min: number, max: number) {
  return rows.flatMap((row) => {
    const value = figure(row);
    return value !== null && (value < min || value > max) ? [`${row.symbol}: ${value}`] : [];
  });
}

describe('every company of the demo market could be real', async () => {
  const rows = await companyFigures();

  it('has a market cap of price times shares, shares and prices a market has, and volume that fits its size', () => {
    for (const row of rows) expect(row.marketCap).toBe(Math.round(row.price * row.shares));
    expect(outside(rows, (r) => r.shares, 1e6, 1.6e10)).toEqual([]);
    expect(outside(rows, (r) => r.price, 1, 1000)).toEqual([]);
    expect(outside(rows, (r) => r.marketCap, 5e6, 3e12)).toEqual([]);
    // On an ordinary day 0.1 % to 3 % of a company's shares change hands.
    expect(outside(rows, (r) => r.dailyTurnover, 0.001, 0.03)).toEqual([]);
  });

  it('keeps cash and debt in proportion to revenue and assets', () => {
    expect(outside(rows, (r) => r.cash, 0, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(outside(rows, (r) => r.cashToRevenue, 0, 0.5)).toEqual([]);
    expect(outside(rows, (r) => r.cashToAssets, 0, 0.5)).toEqual([]);
    expect(outside(rows, (r) => r.debtToAssets, 0, 0.8)).toEqual([]);
  });

  it('earns margins, grows and is valued within the ranges of listed companies', () => {
    expect(outside(rows, (r) => r.grossMargin, 0.1, 0.95)).toEqual([]);
    expect(outside(rows, (r) => r.netMargin, -0.7, 0.45)).toEqual([]);
    expect(outside(rows, (r) => r.growth, -0.45, 0.6)).toEqual([]);
    expect(outside(rows, (r) => r.priceToSales, 0.1, 25)).toEqual([]);
    expect(outside(rows, (r) => r.priceToEarnings, 4, 100)).toEqual([]);
    // Both profitable and loss-making companies, small and large.
    expect(rows.filter((r) => (r.netMargin ?? 0) < 0).length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.marketCap > 1e11).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.marketCap < 3e8).length).toBeGreaterThan(50);
  });
});

describe('every fund of the demo market holds what its name says', async () => {
  const funds = (await demo.listSecurities({})).filter((s) => s.type !== 'stock');
  const details = await Promise.all(
    funds.map(async ({ symbol, name }) => ({
      symbol,
      name,
      info: await demo.getFundInfo({ symbol }),
      holdings: await demo.getFundHoldings({ symbol }),
      countries: await demo.getFundCountryWeights({ symbol }),
    })),
  );
  const dividendOf = async (symbol: string) => (await demo.getProfile({ symbol })).lastDividend ?? 0;

  it('describes each fund in grammatical words, by what it is', () => {
    for (const { info } of details) {
      expect(info.description).not.toMatch(/\ba [aeiou]/i);
      expect(info.description).toContain(info.type === 'etf' ? 'exchange-traded fund' : 'mutual fund');
      expect(info.name).toMatch(info.type === 'etf' ? / ETF$/ : / Fund /);
    }
  });

  it('holds only companies outside the United States in an international fund, and weights that add up', () => {
    const international = details.filter((d) => d.name.includes('International'));
    expect(international.length).toBeGreaterThan(0);
    for (const fund of international) expect(fund.countries.map((c) => c.country)).not.toContain('United States');
    for (const fund of details) {
      const total = fund.holdings.reduce((sum, h) => sum + (h.weightPercentage ?? 0), 0);
      expect(total).toBeGreaterThan(90);
      expect(total).toBeLessThanOrEqual(100);
    }
  });

  it('holds dividend payers in a dividend fund and equal weights in an equal-weight fund', async () => {
    for (const fund of details.filter((d) => d.name.includes('Dividend'))) {
      for (const holding of fund.holdings) expect(await dividendOf(holding.asset ?? '')).toBeGreaterThan(0);
    }
    for (const fund of details.filter((d) => d.name.includes('Equal Weight'))) {
      expect(new Set(fund.holdings.map((h) => h.weightPercentage)).size).toBe(1);
    }
  });
});

describe('the demo news', async () => {
  const news = await demo.getNews({ limit: 10_000, offset: 0 });

  it('links to the article page the app serves, with distinct headlines that write figures as people do', () => {
    expect(news.length).toBeGreaterThan(100);
    for (const item of news) expect(item.url).toMatch(/^\/demo-news\/[a-z0-9-]+$/);
    expect(new Set(news.map((n) => n.url)).size).toBe(news.length);
    expect(news.filter((n) => /\(\d+\)/.test(n.title)).map((n) => n.title)).toEqual([]);
    const general = news.filter((n) => n.symbol === null).map((n) => n.title);
    expect(new Set(general).size).toBe(general.length);
    const revenue = news.filter((n) => n.title.includes('revenue of'));
    expect(revenue.length).toBeGreaterThan(0);
    for (const { title } of revenue) expect(title).toMatch(/revenue of (\$|€|£|¥|C\$|A\$|CHF )\d+\.\d\d (million|billion|trillion)$/);
  });
});
