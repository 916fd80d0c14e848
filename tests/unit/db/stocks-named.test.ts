/** The stocks a name stands for, on the test database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stocksNamed } from '../../../server/db/repositories/market-read.repository';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';

const STOCKS: Array<[symbol: string, name: string, type?: 'stock' | 'etf']> = [
  ['AMZN', 'Amazon.com, Inc.'],
  ['META', 'Meta Platforms, Inc.'],
  ['MSFT', 'Microsoft Corporation'],
  ['MSTR', 'Microstrategy Inc.'],
  ['AP_X', '100% Growth_Fund Holdings'],
  ['QQQ', 'Microsoft Tracker ETF', 'etf'],
];

describe('stocksNamed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const asOf = '2026-11-27T00:00:00.000Z';
    await database.db
      .insertInto('securities')
      .values(
        STOCKS.map(([symbol, name, type = 'stock']) => ({
          symbol,
          name,
          type,
          currency: 'USD',
          provider: 'demo',
          asOf,
          ...{ exchange: null, exchangeFullName: null, sector: null, industry: null, country: null, description: null },
          ...{ website: null, ceo: null, image: null, ipoDate: null, employees: null, beta: null, lastDividend: null },
          ...{ sharesOutstanding: null, cik: null },
        })),
      )
      .execute();
  });
  afterAll(() => database.destroy());

  const symbols = async (name: string) => (await stocksNamed(database.db, name, 5)).map((row) => row.symbol);

  it('finds the stock whose name is the words or begins with them, followed by a space, comma or full stop, in any case', async () => {
    expect(await symbols('Amazon')).toEqual(['AMZN']);
    expect(await symbols('meta platforms')).toEqual(['META']);
    expect(await symbols('Microsoft')).toEqual(['MSFT']);
    expect(await symbols('Microsoft Corporation')).toEqual(['MSFT']);
  });

  it('never matches part of a word, a fund, or a wildcard in the name asked', async () => {
    expect(await symbols('Micro')).toEqual([]);
    expect(await symbols('Platforms')).toEqual([]);
    expect(await symbols('100%')).toEqual(['AP_X']);
    expect(await symbols('1_0%')).toEqual([]);
  });
});
