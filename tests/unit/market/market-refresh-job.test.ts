import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { DurableJobs } from '../../../server/jobs/runtime/durable-jobs';
import { MarketData } from '../../../server/providers/market/market-data';
import type { MarketDataErrorKind } from '../../../server/providers/market/types';
import { REFRESH_JOB } from '../../../server/services/market/reading/company.service';
import { CompanyCache } from '../../../server/services/market/reading/company-cache';
import { createScreener, registerMarketJobs } from '../../../server/services/market/sync/market-setup';
import { type FaultyProvider, faultyDemoProvider } from './faulty-provider';
import { systemClock } from '../../../server/lib/clock';

let database: TestDatabase;
let faulty: FaultyProvider;
let jobs: DurableJobs;

beforeEach(async () => {
  database = await createTestDatabase();
  faulty = faultyDemoProvider();
  const logger = pino({ level: 'silent' });
  const clock = { now: () => new Date('2025-01-02T10:00:00Z') };
  jobs = new DurableJobs(database.db, logger, clock);
  const marketData = new MarketData({ clock: systemClock, providers: [faulty.provider], timeoutMs: 5000 });
  registerMarketJobs(jobs, {
    db: database.db,
    marketData,
    logger,
    screener: createScreener(database.db, clock),
    companyCache: new CompanyCache(clock),
    clock,
  });
});
afterEach(() => database.destroy());

async function refreshFailingWith(kind: MarketDataErrorKind) {
  const symbol = (await faulty.provider.listSecurities({}))[0]?.symbol ?? '';
  faulty.faults.set('getProfile', kind);
  const { id } = await jobs.enqueue(REFRESH_JOB, { symbol }, { maxAttempts: 5 });
  await jobs.runDue(new AbortController().signal);
  return jobs.find(id);
}

describe('the refresh job', () => {
  it.each<MarketDataErrorKind>(['not_found', 'auth', 'unsupported'])('fails at once when the provider answers %s', async (kind) => {
    const job = await refreshFailingWith(kind);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job?.lastError).toContain('getProfile failed');
  });

  it.each<MarketDataErrorKind>(['unavailable', 'rate_limited', 'bad_response'])(
    'is retried later when the provider answers %s',
    async (kind) => {
      expect(await refreshFailingWith(kind)).toMatchObject({ status: 'queued', attempts: 1 });
    },
  );
});
