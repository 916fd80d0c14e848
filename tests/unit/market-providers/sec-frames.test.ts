/**
 * The market's first figures from SEC's XBRL frames (sec-frames.ts), on frames assembled from the
 * recorded company facts (scripts/support/recorded-frames.ts): each line the prefill reads equals
 * what the company's own facts give for the same fiscal year (Apple, NVIDIA, Snowflake), older
 * per-share figures are left out rather than risked across a split, and an IFRS filer has none.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statementsFromCompanyFacts } from '../../../server/providers/market/sec/sec-facts';
import { FrameFacts, framePath, frameRequests } from '../../../server/providers/market/sec/sec-frames';
import type { AnnualStatements } from '../../../server/providers/market/types';
import { framesFromCompanyFacts } from '../../../scripts/support/recorded-frames';
import { COMPANYFACTS_DIR } from '../../../scripts/support/xbrl-coverage';
import { sharedRecordingsExist } from '../../support/recorded-server';

/** A day the recordings are current on: every company's newest fiscal year ended within the year before. */
const TODAY = '2025-11-27';
const CIKS = { apple: 320193, nvidia: 1045810, snowflake: 1640147, lpa: 1997711 };

function prefilled(): Map<number, AnnualStatements> {
  const served = framesFromCompanyFacts(COMPANYFACTS_DIR);
  const frames = new FrameFacts();
  for (const request of frameRequests(TODAY)) {
    const body = served.get(framePath(request));
    if (body) frames.add(request, body);
  }
  return new Map(frames.statements());
}

const own = (cik: number) =>
  statementsFromCompanyFacts(JSON.parse(readFileSync(join(COMPANYFACTS_DIR, `CIK${String(cik).padStart(10, '0')}.json`), 'utf8')), 20);

type Statement = Record<string, unknown> & { fiscalYear: string };
const rowsOf = (statements: AnnualStatements, kind: 'income' | 'balance' | 'cashFlow') => statements[kind] as unknown as Statement[];
const byYear = (rows: Statement[], fiscalYear: string) => rows.find((row) => row.fiscalYear === fiscalYear);

describe('the frames a prefill reads', () => {
  it('asks each frame once: eight years of the growth lines, three of the latest lines, the quarter-end balances so far, no per-share figures', () => {
    const requests = frameRequests(TODAY);
    const paths = requests.map(framePath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/api/xbrl/frames/us-gaap/RevenueFromContractWithCustomerExcludingAssessedTax/USD/CY2018.json');
    expect(paths).not.toContain('/api/xbrl/frames/us-gaap/RevenueFromContractWithCustomerExcludingAssessedTax/USD/CY2017.json');
    // A filer's newest year may be placed two calendar years back (a year ending in January is the year before's).
    expect(paths).toContain('/api/xbrl/frames/us-gaap/NetIncomeLoss/USD/CY2023.json');
    expect(paths).not.toContain('/api/xbrl/frames/us-gaap/NetIncomeLoss/USD/CY2022.json');
    expect(paths.filter((path) => path.includes('-per-shares') || path.includes('/shares/'))).toEqual([]);
    expect(paths).toContain('/api/xbrl/frames/us-gaap/StockholdersEquity/USD/CY2023Q1I.json');
    expect(paths).toContain('/api/xbrl/frames/us-gaap/StockholdersEquity/USD/CY2025Q3I.json');
    // A quarter that has not ended has no balances yet.
    expect(paths).not.toContain('/api/xbrl/frames/us-gaap/StockholdersEquity/USD/CY2025Q4I.json');
    expect(requests.length).toBeLessThan(300);
  });
});

describe.runIf(sharedRecordingsExist)('statements from frames built from the recorded company facts', () => {
  const statements = prefilled();

  it('gives every us-gaap filer statements and the IFRS filer none', () => {
    expect([...statements.keys()].sort((a, b) => a - b)).toEqual([CIKS.apple, CIKS.nvidia, CIKS.snowflake]);
  });

  it.each(Object.entries(CIKS).filter(([name]) => name !== 'lpa'))(
    "%s: every line read equals the company facts' own for the same fiscal year",
    (_name, cik) => {
      const fromFrames = statements.get(cik) as AnnualStatements;
      const fromFacts = own(cik);
      // A year only a later report's comparative gives (Snowflake's FY2020, before its first 10-K) has no own-facts year to compare with.
      const years = fromFrames.income.map((row) => row.fiscalYear).filter((fiscalYear) => byYear(rowsOf(fromFacts, 'income'), fiscalYear));
      expect(years.length).toBeGreaterThanOrEqual(5);
      const compared = { income: 0, balance: 0, cashFlow: 0 };
      for (const kind of ['income', 'balance', 'cashFlow'] as const) {
        for (const row of rowsOf(fromFrames, kind)) {
          if (!years.includes(row.fiscalYear)) continue;
          const theirs = byYear(rowsOf(fromFacts, kind), row.fiscalYear);
          for (const [field, value] of Object.entries(row)) {
            if (typeof value !== 'number' || ['splitFactor'].includes(field)) continue;
            expect(value, `${kind}.${field} FY${row.fiscalYear}`).toBe(theirs?.[field]);
            compared[kind] += 1;
          }
        }
      }
      expect(compared.income).toBeGreaterThan(years.length);
      expect(compared.cashFlow).toBeGreaterThan(years.length);
      expect(compared.balance).toBeGreaterThan(0);
    },
  );

  it("reads Apple's revenue for eight fiscal years and its newest years' earnings, and no per-share figures", () => {
    const apple = statements.get(CIKS.apple) as AnnualStatements;
    expect(apple.income.map((row) => [row.fiscalYear, row.revenue])).toEqual([
      ['2025', 416_161_000_000],
      ['2024', 391_035_000_000],
      ['2023', 383_285_000_000],
      ['2022', 394_328_000_000],
      ['2021', 365_817_000_000],
      ['2020', 274_515_000_000],
      ['2019', 260_174_000_000],
      ['2018', 265_595_000_000],
    ]);
    expect(apple.income[0]).toMatchObject({
      fiscalYear: '2025',
      netIncome: 112_010_000_000,
      accession: expect.stringMatching(/^0000320193-/),
    });
    expect(apple.income[0]?.xbrlTags?.revenue).toBe('RevenueFromContractWithCustomerExcludingAssessedTax');
    // A frame's EPS may predate a later split (Apple's FY2019 10-K, before its 4-for-1 in 2020, said 11.89): never read.
    expect(apple.income.map((row) => row.epsDiluted)).toEqual(apple.income.map(() => null));
    expect(apple.balance[0]?.totalStockholdersEquity).toBe(73_733_000_000);
  });
});
