/** Which 10-K a question is answered from: the year named, else the newest that can be fetched, failures remembered. */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { AppError } from '../../../server/lib/errors';
import type { TenKFilingRef } from '../../../server/providers/market/types';
import type { AiSources } from '../../../server/services/ai/ai-sources';
import { FILING_RETRY_MS, filingFailures, filingsForQuestion } from '../../../server/services/retrieval/filing-index';
import { readDemoTenK } from '../../support/tenk-documents';

const ref = (fiscalYear: number): TenKFilingRef => ({
  accession: `0000000001-${String(fiscalYear).slice(2)}-000001`,
  fiscalYear,
  filedAt: `${fiscalYear}-11-01`,
  reportDate: `${fiscalYear}-09-28`,
  primaryDocument: `doc-${fiscalYear}.htm`,
  url: `https://filings.example.test/doc-${fiscalYear}.htm`,
});
const REFS = [ref(2025), ref(2024), ref(2023)];

let test: TestDatabase;
let fetched: string[];
const logged: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(line) });

function sources(): AiSources {
  return {
    companyName: async () => 'Northwind Robotics Inc.',
    annualStatements: async () => null,
    tenKFilings: async () => REFS,
    filingDocument: async (_symbol, accession) => {
      fetched.push(accession);
      if (accession === REFS[0]?.accession) throw new AppError('not_found', 'No data found for NWR');
      return { accession, url: '', html: readDemoTenK() };
    },
  };
}

beforeEach(async () => {
  test = await createTestDatabase();
  fetched = [];
  logged.length = 0;
});
afterEach(async () => {
  await test.destroy();
});

describe('choosing the filing of a question', () => {
  it('falls back past a document that fails, remembers the failure and logs it once', async () => {
    const first = await filingsForQuestion(test.db, sources(), 'NWR', { years: [], recent: false }, logger, 1_000);
    expect(first.map((f) => f.fiscalYear)).toEqual([2024]);
    expect(filingFailures(test.db)).toEqual([
      { accession: REFS[0]?.accession, status: 'not_found', message: 'No data found for NWR', retryAt: 1_000 + FILING_RETRY_MS },
    ]);
    await filingsForQuestion(test.db, sources(), 'NWR', { years: [], recent: false }, logger, 2_000);
    expect(fetched).toEqual([REFS[0]?.accession, REFS[1]?.accession]);
    expect(logged).toHaveLength(1);
    // Retried once the wait is over.
    await filingsForQuestion(test.db, sources(), 'NWR', { years: [], recent: false }, logger, 1_000 + FILING_RETRY_MS + 1);
    expect(fetched.filter((a) => a === REFS[0]?.accession)).toHaveLength(2);
  });

  it('uses the filing of the fiscal year the question names', async () => {
    const chosen = await filingsForQuestion(test.db, sources(), 'NWR', { years: [2023], recent: false }, logger, 1_000);
    expect(chosen.map((f) => f.fiscalYear)).toEqual([2023]);
    expect(fetched).toEqual([REFS[2]?.accession]);
  });
});
