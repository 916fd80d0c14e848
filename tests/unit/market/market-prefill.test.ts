/**
 * The market-wide prefill (market-prefill.ts) writes only companies that still have no
 * statements when it writes: a company whose own statements were stored while the market-wide
 * read ran (a refresh) keeps them, and what it writes is recorded as a prefill.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { insertListedSecurities } from '../../../server/db/repositories/market-sync.repository';
import { createLogger } from '../../../server/lib/logger';
import { loadConfig } from '../../../server/config';
import type { MarketData } from '../../../server/providers/market/market-data';
import type { AnnualStatements } from '../../../server/providers/market/types';
import { prefillMarketFigures } from '../../../server/services/market/sync/market-prefill';

let database: TestDatabase;
const clock = { now: () => new Date('2026-11-27T15:00:00Z') };
const logger = createLogger(loadConfig({ LOG_LEVEL: 'silent' }));
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

const LISTED = Array.from({ length: 250 }, (_, i) => `T${String(i).padStart(3, '0')}`);

function yearOf(revenue: number): AnnualStatements {
  const period = { date: '2025-12-31', fiscalYear: '2025', period: 'FY' as const, reportedCurrency: 'USD' };
  return { currency: 'USD', income: [{ ...period, revenue }], balance: [], cashFlow: [] };
}

/** A provider whose market-wide read takes long enough for a refresh to store T001's own statements meanwhile. */
function marketDataStoringDuringRead(): MarketData {
  return {
    callCount: 0,
    providerNames: ['sec'],
    async call() {
      await database.db
        .insertInto('annual_statements')
        .values({
          symbol: 'T001',
          fiscalYear: 2025,
          periodEnd: '2025-12-31',
          currency: 'USD',
          income: '{"revenue":7}',
          balance: null,
          cashFlow: null,
          provider: 'sec',
          asOf: clock.now().toISOString(),
        })
        .execute();
      return {
        provider: 'sec',
        asOf: clock.now().toISOString(),
        data: [
          { symbol: 'T000', statements: yearOf(5) },
          { symbol: 'T001', statements: yearOf(6) },
        ],
      };
    },
  } as unknown as MarketData;
}

describe('prefillMarketFigures', () => {
  it('writes the companies still without statements, leaves one stored meanwhile as it is, and marks what it wrote as a prefill', async () => {
    await insertListedSecurities(
      database.db,
      LISTED.map((symbol) => ({ symbol, name: symbol, type: 'stock', exchange: null, currency: 'USD' })),
      'sec',
      clock.now().toISOString(),
    );
    const written = await prefillMarketFigures({ db: database.db, marketData: marketDataStoringDuringRead(), logger, clock });
    expect(written).toBe(1);
    const rows = await database.db.selectFrom('annual_statements').select(['symbol', 'income']).orderBy('symbol').execute();
    expect(rows.map((row) => [row.symbol, JSON.parse(row.income ?? '{}').revenue])).toEqual([
      ['T000', 5],
      ['T001', 7],
    ]);
    const parts = await database.db.selectFrom('market_parts').select(['symbol', 'detail']).execute();
    expect(parts).toEqual([{ symbol: 'T000', detail: JSON.stringify({ prefill: 'xbrl frames' }) }]);
  });

  it('does nothing for fewer than 200 companies without statements (the per-company sync is as quick)', async () => {
    await insertListedSecurities(
      database.db,
      LISTED.slice(0, 199).map((symbol) => ({ symbol, name: symbol, type: 'stock', exchange: null, currency: 'USD' })),
      'sec',
      clock.now().toISOString(),
    );
    expect(await prefillMarketFigures({ db: database.db, marketData: marketDataStoringDuringRead(), logger, clock })).toBe(0);
    expect(await database.db.selectFrom('annual_statements').selectAll().execute()).toEqual([]);
  });
});
