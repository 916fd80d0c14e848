/**
 * Yahoo's and FMP's annual statements in today's shares: Yahoo's per-share figures and share
 * counts reported before Apple's 4-for-1 split of 2020-08-31 come back adjusted, beside the
 * values as reported; FMP's, adjusted by FMP already, are marked with their factor and not
 * divided again; FY2020, reported after it, is untouched; and when the split history cannot be
 * read the statements stay as served. Served by the recorded-response server, with the
 * hand-made and trimmed bodies of tests/fixtures/apple-split-statements.ts added as routes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createFmpProvider } from '../../../server/providers/market/fmp/fmp-provider';
import { createYahooProvider } from '../../../server/providers/market/yahoo/yahoo-provider';
import type { AnnualStatements } from '../../../server/providers/market/types';
import {
  FMP_INCOME_ROWS,
  FMP_SPLITS_AAPL,
  YAHOO_EMPTY_TIMESERIES,
  YAHOO_SPLIT_CHART,
  yahooFinancialsBody,
} from '../../fixtures/apple-split-statements';
import { OWN_RECORDINGS_DIR, SHARED_RECORDINGS_DIR, sharedRecordingsExist, type RecordedServer } from '../../support/recorded-server';
import { useRecordedServer } from './provider-test-kit';

/** Late 2020: Yahoo's four years of fundamentals are then FY2017 to FY2020. */
const NOW = new Date('2020-12-01T00:00:00Z');
const clock = { now: () => NOW };

function byYear(statements: AnnualStatements, fiscalYear: string) {
  const year = statements.income.find((row) => row.fiscalYear === fiscalYear);
  if (!year) throw new Error(`no FY${fiscalYear} in ${statements.income.map((row) => row.fiscalYear).join(', ')}`);
  return year;
}

/** FY2017 and FY2018 as Apple reported them, in today's shares. */
function expectAdjustedBeforeSplit(statements: AnnualStatements) {
  expect(byYear(statements, '2018')).toMatchObject({
    epsDiluted: 2.9775,
    eps: 3.0025,
    weightedAverageSHSOutDil: 20_000_436_000,
    splitAdjusted: true,
    splitFactor: 4,
    asReported: { epsDiluted: 11.91, eps: 12.01, weightedAverageSHSOut: 4_955_377_000, weightedAverageSHSOutDil: 5_000_109_000 },
  });
  expect(byYear(statements, '2017')).toMatchObject({
    epsDiluted: 2.3025,
    splitAdjusted: true,
    splitFactor: 4,
    asReported: { epsDiluted: 9.21 },
  });
  // Net income is no per-share figure: the split leaves it alone.
  expect(byYear(statements, '2018').netIncome).toBe(59_531_000_000);
  expect(statements.splits).toContainEqual({ date: '2020-08-31', ratio: 4 });
}

/** FY2020 was reported after the split, in today's shares already. */
function expectUntouchedAfterSplit(statements: AnnualStatements) {
  const fy2020 = byYear(statements, '2020');
  expect(fy2020).toMatchObject({ epsDiluted: 3.28, weightedAverageSHSOutDil: 17_528_214_000, splitAdjusted: false, splitFactor: 1 });
  expect(fy2020.asReported).toBeUndefined();
}

/** No split history: every figure as reported, marked unadjusted, and no factor (which would claim there was no split). */
function expectAsReported(statements: AnnualStatements) {
  expect(byYear(statements, '2018')).toMatchObject({ epsDiluted: 11.91, weightedAverageSHSOutDil: 5_000_109_000, splitAdjusted: false });
  for (const row of [...statements.income, ...statements.balance, ...statements.cashFlow]) {
    expect(row.splitAdjusted).toBe(false);
    expect(row.splitFactor).toBeUndefined();
    expect(row.asReported).toBeUndefined();
  }
  expect(statements.splits).toBeUndefined();
}

describe("Yahoo statements and the chart's split events", () => {
  const server = useRecordedServer([OWN_RECORDINGS_DIR]);
  const chartPath = '/yahoo/v8/finance/chart/AAPL';
  /** What the provider asks for: the whole history (period1 0) to now, in monthly bars, split events only. */
  const splitQuery = {
    useYfid: 'true',
    interval: '1mo',
    includePrePost: 'true',
    events: 'split',
    lang: 'en-US',
    period1: '0',
    period2: String(NOW.getTime() / 1000),
  };

  function yahoo() {
    const config = loadConfig({ YAHOO_BASE_URL: `${server.current.baseUrl}/yahoo` });
    return createYahooProvider({ ...config.marketData, timeoutMs: 5000 }, { clock });
  }

  /** Serves the hand-made FY2017-FY2020 fundamentals at the recorded request, with the period of NOW's four years. */
  function serveFundamentals(recorded: RecordedServer) {
    const manifest = JSON.parse(readFileSync(join(OWN_RECORDINGS_DIR, 'manifest.json'), 'utf8')) as { file: string; url: string }[];
    for (const [module, body] of [
      ['financials', yahooFinancialsBody()],
      ['balance-sheet', YAHOO_EMPTY_TIMESERIES],
      ['cash-flow', YAHOO_EMPTY_TIMESERIES],
    ] as const) {
      const entry = manifest.find((item) => item.file === `yahoo/fundamentalsTimeSeries-AAPL-${module}-annual.json`);
      if (!entry) throw new Error(`no recorded ${module} request`);
      const url = new URL(entry.url);
      const query = Object.fromEntries(url.searchParams);
      query.period1 = String(Date.UTC(2017, 0, 1) / 1000);
      query.period2 = String(Date.UTC(2021, 0, 1) / 1000);
      recorded.add({ path: `/yahoo${url.pathname}`, query, body: JSON.stringify(body) });
    }
  }

  it('divides FY2017 and FY2018 EPS by 4, keeps them as reported, and leaves FY2020 alone', async () => {
    serveFundamentals(server.current);
    server.current.add({ path: chartPath, query: splitQuery, body: JSON.stringify(YAHOO_SPLIT_CHART) });
    const statements = await yahoo().getAnnualStatements({ symbol: 'AAPL', limit: 4 });
    expect(statements.income.map((row) => row.fiscalYear)).toEqual(['2020', '2019', '2018', '2017']);
    expectAdjustedBeforeSplit(statements);
    expectUntouchedAfterSplit(statements);
    expect(statements.splits).toEqual([{ date: '2020-08-31', ratio: 4 }]);
    expect(server.current.requests.some((url) => url.startsWith(`${chartPath}?`) && url.includes('events=split&'))).toBe(true);
  });

  it('serves the statements as reported when the chart fails', async () => {
    serveFundamentals(server.current);
    server.current.add({ path: chartPath, query: splitQuery, status: 500, body: '{"chart":{"result":null,"error":{"code":"Internal"}}}' });
    expectAsReported(await yahoo().getAnnualStatements({ symbol: 'AAPL', limit: 4 }));
  });

  it.skipIf(!sharedRecordingsExist)('reads the split of the full recorded chart answer', async () => {
    const recorded = JSON.parse(readFileSync(join(SHARED_RECORDINGS_DIR, 'yahoo', 'chart-AAPL-2020-08-31-to-2020-11-07.json'), 'utf8')) as {
      response: { bodyJson: unknown };
    };
    serveFundamentals(server.current);
    server.current.add({ path: chartPath, query: splitQuery, body: JSON.stringify(recorded.response.bodyJson) });
    const statements = await yahoo().getAnnualStatements({ symbol: 'AAPL', limit: 4 });
    expect(statements.splits).toEqual([{ date: '2020-08-31', ratio: 4 }]);
    expectAdjustedBeforeSplit(statements);
  });
});

describe('FMP statements and the split calendar', () => {
  const server = useRecordedServer([OWN_RECORDINGS_DIR]);
  const statementQuery = { symbol: 'AAPL', period: 'annual', limit: '4' };

  function fmp() {
    const config = loadConfig({ FMP_API_KEY: 'test-key-123', FMP_BASE_URL: `${server.current.baseUrl}/fmp` });
    return createFmpProvider({ ...config.marketData, timeoutMs: 2000 }, { clock });
  }

  function serveStatements(recorded: RecordedServer) {
    recorded.add({ path: '/fmp/stable/income-statement', query: statementQuery, body: JSON.stringify(FMP_INCOME_ROWS) });
    recorded.add({ path: '/fmp/stable/balance-sheet-statement', query: statementQuery, body: '[]' });
    recorded.add({ path: '/fmp/stable/cash-flow-statement', query: statementQuery, body: '[]' });
  }

  it('marks FY2017 and FY2018 (filed before the split) adjusted by 4 without dividing again, and FY2020 not adjusted', async () => {
    serveStatements(server.current);
    server.current.add({ path: '/fmp/stable/splits', query: { symbol: 'AAPL' }, body: JSON.stringify(FMP_SPLITS_AAPL) });
    const statements = await fmp().getAnnualStatements({ symbol: 'AAPL', limit: 4 });
    // FMP's figures are in today's shares already: kept as served, with the factor they carry.
    expect(byYear(statements, '2018')).toMatchObject({
      epsDiluted: 2.98,
      eps: 3,
      weightedAverageSHSOutDil: 20_000_436_000,
      splitAdjusted: true,
      splitFactor: 4,
    });
    expect(byYear(statements, '2017')).toMatchObject({ epsDiluted: 2.3, splitAdjusted: true, splitFactor: 4 });
    // Multiplying FMP's rounded figure back would not give the 10-K's own (2.98 × 4 = 11.92, not 11.91).
    expect(byYear(statements, '2018').asReported).toBeUndefined();
    expectUntouchedAfterSplit(statements);
    // Splits before a report (2005, 2014) are in its figures already.
    expect(statements.splits).toEqual([
      { date: '2005-02-28', ratio: 2 },
      { date: '2014-06-09', ratio: 7 },
      { date: '2020-08-31', ratio: 4 },
    ]);
  });

  it('leaves the recorded FY2024 statements untouched: no split after their report', async () => {
    server.current.add({ path: '/fmp/stable/splits', query: { symbol: 'AAPL' }, body: JSON.stringify(FMP_SPLITS_AAPL) });
    const statements = await fmp().getAnnualStatements({ symbol: 'AAPL', limit: 1 });
    expect(statements.income[0]).toMatchObject({ date: '2024-09-28', epsDiluted: 6.08, splitAdjusted: false, splitFactor: 1 });
    expect(statements.balance[0]).toMatchObject({ splitAdjusted: false, splitFactor: 1 });
  });

  /** Without the calendar FMP's rows are served as they came, saying nothing of splits either way. */
  function expectUnmarked(statements: AnnualStatements) {
    expect(byYear(statements, '2018')).toMatchObject({ epsDiluted: 2.98 });
    for (const row of [...statements.income, ...statements.balance, ...statements.cashFlow]) {
      expect(row.splitAdjusted).toBeUndefined();
      expect(row.splitFactor).toBeUndefined();
    }
    expect(statements.splits).toBeUndefined();
  }

  it('serves the statements unmarked when the split calendar fails', async () => {
    serveStatements(server.current);
    server.current.add({
      path: '/fmp/stable/splits',
      query: { symbol: 'AAPL' },
      status: 500,
      body: '{"Error Message":"upstream failure"}',
    });
    expectUnmarked(await fmp().getAnnualStatements({ symbol: 'AAPL', limit: 4 }));
  });

  it('serves the statements unmarked when the plan does not include the split calendar', async () => {
    serveStatements(server.current);
    server.current.add({
      path: '/fmp/stable/splits',
      query: { symbol: 'AAPL' },
      status: 402,
      body: '{"Error Message":"Premium endpoint"}',
    });
    expectUnmarked(await fmp().getAnnualStatements({ symbol: 'AAPL', limit: 4 }));
  });
});
