/**
 * Coverage of the XBRL concept table (server/providers/market/sec/xbrl-concepts.ts) on every
 * recorded companyfacts file (Apple FY2009-FY2025, NVIDIA, Snowflake, the 20-F filer Logistic
 * Properties of the Americas): per line and fiscal year the value and the concept it came from,
 * written to docs/xbrl-concepts.md, with the figures the filings give checked here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedRecordingsExist } from '../../support/recorded-server';
import { coverage, recordedCompanies, renderCoverage } from '../../../scripts/support/xbrl-coverage';

const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'xbrl-concepts.md');

describe.runIf(sharedRecordingsExist)('XBRL concept coverage of the recorded companyfacts', () => {
  const companies = recordedCompanies();
  const company = (file: string) => {
    const found = companies.find((candidate) => candidate.file === file);
    if (!found) throw new Error(`${file} is not recorded`);
    return found.statements;
  };
  const apple = company('CIK0000320193.json');
  const cell = (statements: typeof apple, kind: 'income' | 'balance' | 'cashFlow', line: string, year: string) =>
    coverage(statements, kind).get(line)?.get(year);

  it('docs/xbrl-concepts.md is what the table gives on the recordings (npm run xbrl:coverage writes it)', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(renderCoverage());
  });

  it("fills Apple's cash and current marketable securities in every year, whichever concept the year used", () => {
    expect(cell(apple, 'balance', 'cashAndCashEquivalents', '2017')).toEqual({
      value: 20_289_000_000,
      concept: 'CashAndCashEquivalentsAtCarryingValue',
    });
    expect(cell(apple, 'balance', 'shortTermInvestments', '2017')).toEqual({
      value: 53_892_000_000,
      concept: 'AvailableForSaleSecuritiesCurrent',
    });
    expect(cell(apple, 'balance', 'shortTermInvestments', '2024')).toEqual({
      value: 35_228_000_000,
      concept: 'MarketableSecuritiesCurrent',
    });
    for (let year = 2009; year <= 2025; year++) {
      expect(cell(apple, 'balance', 'cashAndCashEquivalents', String(year))?.value, `FY${year}`).toBeGreaterThan(0);
      expect(cell(apple, 'balance', 'shortTermInvestments', String(year))?.value, `FY${year}`).toBeGreaterThan(0);
    }
  });

  it("fills NVIDIA's latest marketable securities from a later report when the annual report tagged them with its own concept", () => {
    const nvidia = company('CIK0001045810.json');
    expect(cell(nvidia, 'balance', 'shortTermInvestments', '2026')).toEqual({ value: 39_065_000_000, concept: 'DebtSecuritiesCurrent' });
    expect(cell(nvidia, 'balance', 'shortTermInvestments', '2025')).toEqual({
      value: 34_621_000_000,
      concept: 'MarketableSecuritiesCurrent',
    });
  });

  it('gives every recorded company revenue, net income, total assets, equity and operating cash flow in every fiscal year', () => {
    for (const { file, statements } of companies) {
      for (const [kind, line] of [
        ['income', 'revenue'],
        ['income', 'netIncome'],
        ['balance', 'totalAssets'],
        ['balance', 'totalStockholdersEquity'],
        ['cashFlow', 'netCashProvidedByOperatingActivities'],
      ] as const) {
        for (const [year, found] of coverage(statements, kind).get(line) ?? [])
          expect(found.value, `${file} ${line} FY${year}`).not.toBeNull();
      }
    }
  });

  it('maps the 20-F filer’s ifrs-full facts to the same lines, in the currency of its facts', () => {
    const lpa = company('CIK0001997711.json');
    expect(lpa.currency).toBe('USD');
    expect(cell(lpa, 'income', 'revenue', '2024')).toEqual({ value: 43_862_372, concept: 'Revenue' });
    expect(cell(lpa, 'income', 'netIncome', '2024')?.concept).toBe('ProfitLossAttributableToOwnersOfParent');
    expect(cell(lpa, 'balance', 'totalAssets', '2024')).toEqual({ value: 607_019_578, concept: 'Assets' });
    // It tags no CashFlowsFromUsedInOperatingActivities: the next concept in order fills the line.
    expect(cell(lpa, 'cashFlow', 'netCashProvidedByOperatingActivities', '2024')?.concept).toBe('CashFlowsFromUsedInOperations');
  });
});
