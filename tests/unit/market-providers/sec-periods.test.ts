/**
 * Periods and splits from the recorded companyfacts: split-adjusted per-share figures and share
 * counts (Apple's 7-for-1 in 2014 and 4-for-1 in 2020, NVIDIA's 4-for-1 in 2021 and 10-for-1 in
 * 2024), fiscal years and quarters labelled as each company labels them, and fourth quarters
 * derived from the fiscal year where only the annual report covers them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statementsFromCompanyFacts } from '../../../server/providers/market/sec/sec-facts';
import { compoundGrowth } from '../../../server/services/metrics/growth';
import { COMPANYFACTS_DIR } from '../../../scripts/support/xbrl-coverage';
import { sharedRecordingsExist } from '../../support/recorded-server';

const read = (file: string) => statementsFromCompanyFacts(JSON.parse(readFileSync(join(COMPANYFACTS_DIR, file), 'utf8')), 20);

describe.runIf(sharedRecordingsExist)('SEC periods and splits on the recorded companyfacts', () => {
  const apple = read('CIK0000320193.json');
  const nvidia = read('CIK0001045810.json');
  const snowflake = read('CIK0001640147.json');
  const year = (statements: typeof apple, fiscalYear: string) => statements.income.find((row) => row.fiscalYear === fiscalYear);

  it("gives Apple's diluted EPS FY2015-FY2024 in today's shares, as the later 10-Ks restate them, keeping the as-reported figure", () => {
    // Post-split figures as Apple's FY2020-FY2024 10-Ks give them; earlier years are the first report over the 4-for-1 split.
    const restated = { 2024: 6.08, 2023: 6.13, 2022: 6.11, 2021: 5.61, 2020: 3.28, 2019: 2.97, 2018: 2.98 };
    for (const [fiscalYear, eps] of Object.entries(restated)) expect(year(apple, fiscalYear)?.epsDiluted, `FY${fiscalYear}`).toBe(eps);
    const firstReported = { 2017: 9.21, 2016: 8.31, 2015: 9.22 };
    for (const [fiscalYear, eps] of Object.entries(firstReported)) {
      expect(year(apple, fiscalYear)).toMatchObject({
        epsDiluted: eps / 4,
        splitAdjusted: true,
        splitFactor: 4,
        asReported: { epsDiluted: eps },
      });
    }
    expect(year(apple, '2017')?.weightedAverageSHSOutDil).toBe(5_251_692_000 * 4);
    expect(year(apple, '2011')).toMatchObject({ splitFactor: 28, asReported: { epsDiluted: 27.68 } });
    expect(year(apple, '2024')).toMatchObject({ splitAdjusted: false, splitFactor: 1 });
    expect(year(apple, '2024')?.asReported).toBeUndefined();
    expect(apple.splits).toEqual([
      { date: '2014-06-06', ratio: 7 },
      { date: '2020-08-28', ratio: 4 },
    ]);
  });

  it("gives NVIDIA's 5-year diluted EPS growth over its 2021 and 2024 splits: about 95 % a year", () => {
    const points = nvidia.income.map((row) => ({ year: Number(row.fiscalYear), value: row.epsDiluted ?? null })).reverse();
    const growth = compoundGrowth(points, 'eps');
    expect(growth.value).toBeGreaterThan(0.9);
    expect(growth.value).toBeLessThan(1);
    expect(year(nvidia, '2021')).toMatchObject({ splitFactor: 40, asReported: { epsDiluted: 6.9 } });
  });

  it("labels NVIDIA's fiscal years as the company does, whatever a few of its reports tagged", () => {
    expect(nvidia.income.map((row) => [row.fiscalYear, row.date]).slice(-6)).toEqual([
      ['2014', '2014-01-26'],
      ['2013', '2013-01-27'],
      ['2012', '2012-01-29'],
      ['2011', '2011-01-30'],
      ['2010', '2010-01-31'],
      // The comparative year of its first 10-K in the facts (fiscal 2010), with that report's balance sheet.
      ['2009', '2009-01-25'],
    ]);
  });

  it("keeps the comparative years of a first annual report that gives their balance sheet: the 20-F filer's 2022, not its 2021", () => {
    const lpa = read('CIK0001997711.json');
    expect(lpa.income.map((row) => row.fiscalYear)).toEqual(['2024', '2023', '2022']);
    expect(year(lpa, '2022')).toMatchObject({ revenue: 31_983_567, accession: '0001493152-24-016772' });
    expect(lpa.balance.find((row) => row.fiscalYear === '2022')?.totalAssets).toBe(497_618_869);
  });

  it("gives Apple's FY2024 quarters, the fourth as the year less the first three", () => {
    const quarters = (apple.quarterly?.income ?? []).filter((row) => row.fiscalYear === '2024');
    expect(quarters.map((row) => [row.period, row.date, row.revenue])).toEqual([
      ['Q4', '2024-09-28', 94_930_000_000],
      ['Q3', '2024-06-29', 85_777_000_000],
      ['Q2', '2024-03-30', 90_753_000_000],
      ['Q1', '2023-12-30', 119_575_000_000],
    ]);
    expect(quarters[0]?.xbrlTags?.revenue).toBe('RevenueFromContractWithCustomerExcludingAssessedTax (12M − 9M)');
    expect(quarters[0]?.epsDiluted).toBe(0.97);
    const cashFlow = (apple.quarterly?.cashFlow ?? []).find((row) => row.fiscalYear === '2024' && row.period === 'Q2');
    expect(cashFlow?.xbrlTags?.netCashProvidedByOperatingActivities).toBe('NetCashProvidedByUsedInOperatingActivities (6M − 3M)');
  });

  it("labels Snowflake's quarters by its fiscal year ending 31 January: FY2025 Q1 ends April 2024", () => {
    const quarters = (snowflake.quarterly?.income ?? []).filter((row) => row.fiscalYear === '2025');
    expect(quarters.map((row) => [row.period, row.date])).toEqual([
      ['Q4', '2025-01-31'],
      ['Q3', '2024-10-31'],
      ['Q2', '2024-07-31'],
      ['Q1', '2024-04-30'],
    ]);
    expect(year(snowflake, '2025')?.date).toBe('2025-01-31');
  });
});
