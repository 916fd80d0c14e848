/**
 * The 10-K analysis end to end on a database: a demo-style filing through a stub source, and
 * the real Apple FY2024 10-K through the SEC provider over recorded responses (timed).
 */
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../server/db/test-database';
import { findPassage } from '../../../server/db/repositories/filing.repository';
import { createOfflineProvider } from '../../../server/services/ai/engines/offline/offline-provider';
import type { TenKFilingRef } from '../../../server/providers/market/types';
import { type AiSources, marketDataSources } from '../../../server/services/ai/ai-sources';
import type { AiDeps } from '../../../server/services/ai/answerer';
import { quoteIsIn } from '../../../server/services/ai/citation-verifier';
import { isBoilerplate } from '../../../server/services/ai/engines/boilerplate';
import { getTenKAnalysis, requestTenKAnalysis, runTenKAnalysis } from '../../../server/services/tenk/tenk-analysis.service';
import { TENK_QUESTIONS } from '../../../server/services/tenk/tenk-questions';
import { recordedSecMarketData } from '../../../scripts/support/sec-market-data';
import { appleStatements } from '../../support/ai-fixtures';
import { startRecordedServer, SHARED_RECORDINGS_DIR } from '../../support/recorded-server';
import { APPLE_10K_ACCESSION, appleTenKExists, readDemoTenK } from '../../support/tenk-documents';
import { systemClock } from '../../../server/lib/clock';

const DEMO_REF: TenKFilingRef = {
  accession: '0000000001-25-000011',
  fiscalYear: 2024,
  filedAt: '2024-11-27',
  reportDate: '2024-09-28',
  primaryDocument: 'nwr-2024x10k.htm',
  url: 'https://filings.example.com/nwr-2024x10k.htm',
};

function stubSources(overrides: Partial<AiSources> = {}): AiSources {
  return {
    companyName: async () => 'Northwind Robotics Inc.',
    annualStatements: async () => appleStatements,
    tenKFilings: async () => [DEMO_REF],
    filingDocument: async () => ({ accession: DEMO_REF.accession, url: DEMO_REF.url, html: readDemoTenK() }),
    ...overrides,
  };
}

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  const at = new Date().toISOString();
  await test.db.insertInto('users').values({ id: 'u1', email: 'u1@example.test', createdAt: at, updatedAt: at }).execute();
});
afterEach(async () => {
  await test.destroy();
});

const depsWith = (sources: AiSources): AiDeps => ({
  db: test.db,
  provider: createOfflineProvider(),
  sources,
  logger: pino({ level: 'silent' }),
  clock: systemClock,
});
const signal = () => new AbortController().signal;

/** Every filing citation of an analysis must quote its stored passage. */
async function expectVerifiedQuotes(deps: AiDeps, symbol: string) {
  const analysis = await getTenKAnalysis(deps, symbol);
  const citations = analysis.tenKs.flatMap((tenK) => tenK.qAndAs.flatMap((qa) => qa.citations ?? [])).filter((c) => c.kind === 'filing');
  expect(citations.length).toBeGreaterThan(0);
  for (const citation of citations) {
    const stored = await findPassage(deps.db, symbol, citation.accession ?? '', citation.passageId ?? '');
    expect(stored && quoteIsIn(citation.quote ?? '', stored.passage.text)).toBe(true);
  }
}

describe('10-K analysis of a demo-style filing', () => {
  it('goes pending → in_progress → complete and answers every fixed question', async () => {
    const deps = depsWith(stubSources());
    await expect(getTenKAnalysis(deps, 'NWR')).rejects.toMatchObject({ status: 404, message: 'No 10-K analysis found for NWR' });
    const { id, response } = await requestTenKAnalysis(deps, 'NWR', 'u1');
    expect(response).toEqual({ status: 'pending', message: '10-K analysis of NWR started' });
    expect(await getTenKAnalysis(deps, 'NWR')).toMatchObject({
      processingStatus: 'pending',
      processingStatusMessage: 'Waiting to start',
      tenKs: [],
    });

    const seen: string[] = [];
    const watching = depsWith(
      stubSources({
        filingDocument: async (symbol, accession) => {
          seen.push((await getTenKAnalysis(deps, symbol)).processingStatus);
          return stubSources().filingDocument(symbol, accession);
        },
      }),
    );
    await runTenKAnalysis(watching, id, signal());
    expect(seen).toEqual(['in_progress']);

    const analysis = await getTenKAnalysis(deps, 'NWR');
    expect(analysis).toMatchObject({ processingStatus: 'complete', processingStatusMessage: 'Analysed 1 10-K filing' });
    expect(analysis.tenKs).toHaveLength(1);
    expect(analysis.tenKs[0]).toMatchObject({ year: 2024, accession: DEMO_REF.accession, filedAt: '2024-11-27' });
    expect(analysis.tenKs[0]?.qAndAs.map((qa) => qa.question)).toEqual(TENK_QUESTIONS.map((q) => q.question));
    const risks = analysis.tenKs[0]?.qAndAs[2];
    expect(risks?.citations?.[0]).toMatchObject({ kind: 'filing', item: '1A' });
    const revenue = analysis.tenKs[0]?.qAndAs[1];
    expect(revenue?.answer).toContain('- Revenue, FY2024: **$391.04B**');
    expect(revenue?.answer).toContain('Revenue for fiscal 2024 was USD 845.2 million');
    await expectVerifiedQuotes(deps, 'NWR');
  });

  it('refuses to start twice, ends in error with the message, and restarts after an error', async () => {
    const failing = depsWith(
      stubSources({
        tenKFilings: async () => {
          throw new Error('The market-data provider sec failed: quota exceeded');
        },
      }),
    );
    const { id } = await requestTenKAnalysis(failing, 'NWR', 'u1');
    await expect(requestTenKAnalysis(failing, 'NWR', 'u1')).rejects.toMatchObject({
      status: 409,
      message: 'The 10-K analysis of NWR is already in progress',
    });
    await runTenKAnalysis(failing, id, signal());
    expect(await getTenKAnalysis(failing, 'NWR')).toMatchObject({
      processingStatus: 'error',
      processingStatusMessage: 'The market-data provider sec failed: quota exceeded',
    });

    const working = depsWith(stubSources());
    const again = await requestTenKAnalysis(working, 'NWR', 'u1');
    expect(again.id).toBe(id);
    await runTenKAnalysis(working, id, signal());
    expect((await getTenKAnalysis(working, 'NWR')).processingStatus).toBe('complete');
    await expect(requestTenKAnalysis(working, 'NWR', 'u1')).rejects.toMatchObject({
      status: 409,
      message: 'The 10-K analysis of NWR is already complete',
    });
  });

  it('goes back to pending when stopped, so a restart resumes it', async () => {
    const deps = depsWith(stubSources());
    const { id } = await requestTenKAnalysis(deps, 'NWR', 'u1');
    const controller = new AbortController();
    controller.abort();
    await runTenKAnalysis(deps, id, controller.signal);
    expect(await getTenKAnalysis(deps, 'NWR')).toMatchObject({ processingStatus: 'pending', processingStatusMessage: 'Waiting to resume' });
  });
});

describe.skipIf(!appleTenKExists)('10-K analysis of the real Apple FY2024 10-K through the SEC provider', () => {
  it('completes offline with Items found and quotes verified (and prints how long it took)', async () => {
    const recorded = await startRecordedServer([SHARED_RECORDINGS_DIR]);
    try {
      const deps = depsWith(marketDataSources(recordedSecMarketData(recorded.baseUrl)));
      const started = performance.now();
      const { id } = await requestTenKAnalysis(deps, 'AAPL', 'u1');
      await runTenKAnalysis(deps, id, signal());
      const elapsedMs = performance.now() - started;
      console.info(`Offline 10-K analysis of AAPL (SEC provider, recorded): ${Math.round(elapsedMs)} ms`);

      const analysis = await getTenKAnalysis(deps, 'AAPL');
      expect(analysis.processingStatus).toBe('complete');
      const fy2024 = analysis.tenKs.find((tenK) => tenK.accession === APPLE_10K_ACCESSION);
      expect(fy2024?.year).toBe(2024);
      const items = (index: number) => fy2024?.qAndAs[index]?.citations?.filter((c) => c.kind === 'filing').map((c) => c.item);
      expect(items(2)).toEqual(['1A', '1A', '1A']);
      // Its key risks are risks: not the preamble about the list ('When any one or more of these risks materialize…').
      const quotes = fy2024?.qAndAs.flatMap((qa) => qa.citations?.flatMap((citation) => citation.quote ?? []) ?? []) ?? [];
      expect(quotes.filter(isBoilerplate)).toEqual([]);
      expect(items(7)?.[0]).toBe('3');
      expect(fy2024?.qAndAs[1]?.answer).toContain('- Revenue, FY2024: **$391.04B**');
      const statementCitation = fy2024?.qAndAs[1]?.citations?.find((c) => c.kind === 'statement');
      expect(statementCitation).toMatchObject({
        lineItem: 'revenue',
        period: '2024-09-28',
        xbrlTag: 'RevenueFromContractWithCustomerExcludingAssessedTax',
      });
      await expectVerifiedQuotes(deps, 'AAPL');
    } finally {
      await recorded.close();
    }
  });
});
