/**
 * Segment, product and geography figures read from the inline XBRL of real filings (the
 * recordings in ../shared/recorded): Apple's FY2024 10-K and its 10-Qs, NVIDIA's 10-Ks and 10-Q,
 * and other issuers' 10-Ks and 10-Qs. The expected figures are the ones printed in each filing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_RECORDINGS_DIR, sharedRecordingsExist } from '../../support/recorded-server';
import { segmentFactsOf, type FilingSegments, type SegmentFact } from '../../../server/services/segments/segment-facts';
import { displayedNumber } from '../../../server/services/segments/inline-xbrl';
import { memberLabel, memberName } from '../../../server/services/segments/member-label';

const APPLE_10K = 'sec/www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm';

const cache = new Map<string, FilingSegments>();
function filing(path: string): FilingSegments {
  const known = cache.get(path);
  if (known) return known;
  const read = segmentFactsOf(readFileSync(join(SHARED_RECORDINGS_DIR, path.includes('/') ? path : `filings/${path}`), 'utf8'));
  cache.set(path, read);
  return read;
}

function figure(
  facts: SegmentFact[],
  label: string,
  fiscalYear: number,
  fiscalPeriod: string,
  metric = 'revenue',
): SegmentFact | undefined {
  return facts.find((f) => f.label === label && f.fiscalYear === fiscalYear && f.fiscalPeriod === fiscalPeriod && f.metric === metric);
}

describe('member labels', () => {
  it('makes a readable name from a member', () => {
    expect(memberName('us-gaap:ServiceMember')).toBe('Services');
    expect(memberName('aapl:IPhoneMember')).toBe('iPhone');
    expect(memberName('aapl:GreaterChinaSegmentMember')).toBe('Greater China');
    expect(memberName('aapl:RestOfAsiaPacificSegmentMember')).toBe('Rest of Asia Pacific');
    expect(memberName('nvda:OEMAndOtherMember')).toBe('OEM and Other');
    expect(memberName('country:SG')).toBe('Singapore');
  });

  it("takes the filing's row label when the row names the member, without footnote or trademark marks", () => {
    expect(memberLabel('aapl:WearablesHomeandAccessoriesMember', 'Wearables, Home and Accessories')).toBe(
      'Wearables, Home and Accessories',
    );
    expect(memberLabel('aapl:IPhoneMember', 'iPhone®')).toBe('iPhone');
    expect(memberLabel('us-gaap:EMEAMember', 'EMEA(1)')).toBe('EMEA');
    expect(memberLabel('nvda:ComputeAndNetworkingSegmentMember', 'Operating income (loss)')).toBe('Compute and Networking');
  });

  it('reads displayed numbers in their formats', () => {
    expect(displayedNumber('96,169', 'ixt:num-dot-decimal')).toBe(96169);
    expect(displayedNumber('—', 'ixt:fixed-zero')).toBe(0);
    expect(displayedNumber('1.234,5', 'ixt:num-comma-decimal')).toBe(1234.5);
    expect(displayedNumber('n/a', undefined)).toBeNull();
  });
});

describe.skipIf(!sharedRecordingsExist)('segment figures of real filings', () => {
  it("reads Apple's FY2024 10-K: products, services, segments with operating income, geographies, three years", () => {
    const apple = filing(APPLE_10K);
    expect(apple).toMatchObject({ form: '10-K', fiscalYear: 2024, fiscalPeriod: 'FY', periodEnd: '2024-09-28' });
    expect(figure(apple.facts, 'Services', 2024, 'FY')).toMatchObject({
      value: 96_169_000_000,
      axis: 'product',
      member: 'us-gaap:ServiceMember',
      concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
      periodStart: '2023-10-01',
      periodEnd: '2024-09-28',
      unit: 'USD',
    });
    expect(figure(apple.facts, 'iPhone', 2024, 'FY')?.value).toBe(201_183_000_000);
    expect(figure(apple.facts, 'Greater China', 2024, 'FY')).toMatchObject({ value: 66_952_000_000, axis: 'segment' });
    expect(figure(apple.facts, 'Greater China', 2024, 'FY', 'operatingIncome')?.value).toBe(27_082_000_000);
    expect(figure(apple.facts, 'iPhone', 2022, 'FY')?.value).toBe(205_489_000_000);
    // The products and services add up to the company's net sales of $391,035M.
    const halves = apple.facts.filter((f) => f.fiscalYear === 2024 && ['Products', 'Services'].includes(f.label));
    expect(halves.reduce((sum, f) => sum + f.value, 0)).toBe(391_035_000_000);
  });

  it("reads Apple's 10-Qs: the quarter and the same quarter a year earlier, not the nine months", () => {
    const q3 = filing('aapl-10q-2024-06-29.htm');
    expect(q3).toMatchObject({ form: '10-Q', fiscalYear: 2024, fiscalPeriod: 'Q3' });
    expect(figure(q3.facts, 'iPhone', 2024, 'Q3')).toMatchObject({ value: 39_296_000_000, periodStart: '2024-03-31' });
    expect(figure(q3.facts, 'Services', 2023, 'Q3')?.value).toBe(21_213_000_000);
    expect(q3.facts.every((f) => f.fiscalPeriod === 'Q3')).toBe(true);
    expect(figure(filing('aapl-10q-2025-06-28.htm').facts, 'Greater China', 2025, 'Q3')?.value).toBe(15_369_000_000);
  });

  it("reads NVIDIA's market platforms and segments, named for its fiscal years ending in January", () => {
    const fy2025 = filing('nvda-10k-2025-01-26.htm');
    expect(figure(fy2025.facts, 'Data Center', 2025, 'FY')).toMatchObject({ value: 115_186_000_000, member: 'nvda:DataCenterMember' });
    expect(figure(fy2025.facts, 'Data Center', 2024, 'FY')?.value).toBe(47_525_000_000);
    expect(figure(fy2025.facts, 'Compute and Networking', 2025, 'FY', 'operatingIncome')?.value).toBe(82_875_000_000);
    expect(figure(fy2025.facts, 'Singapore', 2025, 'FY')).toMatchObject({ axis: 'geography', member: 'country:SG' });
    expect(figure(filing('nvda-10k-2023-01-29.htm').facts, 'Gaming', 2023, 'FY')?.value).toBe(9_067_000_000);
    const q2 = filing('nvda-10q-2025-07-27.htm');
    expect(q2).toMatchObject({ form: '10-Q', fiscalYear: 2026, fiscalPeriod: 'Q2' });
    expect(figure(q2.facts, 'Data Center', 2026, 'Q2')?.value).toBe(41_096_000_000);
  });

  it('reads other issuers: Alphabet, Amazon, Tesla, Coca-Cola, Netflix', () => {
    const alphabet = filing('googl-10k-2024-12-31.htm').facts;
    expect(figure(alphabet, 'Google Cloud', 2024, 'FY')?.value).toBe(43_229_000_000);
    // A product reported only within its segment (YouTube ads within Google Services).
    expect(alphabet.find((f) => f.member === 'goog:YouTubeAdvertisingRevenueMember' && f.fiscalYear === 2024)?.value).toBe(36_147_000_000);
    const amazon = filing('amzn-10k-2024-12-31.htm').facts;
    expect(
      amazon.find((f) => f.member === 'amzn:AmazonWebServicesSegmentMember' && f.fiscalYear === 2024 && f.metric === 'revenue')?.value,
    ).toBe(107_556_000_000);
    expect(figure(filing('tsla-10k-2024-12-31.htm').facts, 'Energy generation and storage', 2024, 'FY')?.value).toBe(10_086_000_000);
    const coke = filing('ko-10q-2025-06-27.htm');
    expect(coke).toMatchObject({ form: '10-Q', fiscalYear: 2025, fiscalPeriod: 'Q2' });
    expect(figure(coke.facts, 'North America', 2025, 'Q2')?.value).toBe(5_029_000_000);
    // Netflix reports streaming revenue by region only as streaming × region.
    expect(figure(filing('nflx-10k-2024-12-31.htm').facts, 'EMEA', 2024, 'FY')?.value).toBe(12_387_035_000);
  });

  it('finds figures in every recorded 10-K and 10-Q that has financial statements, and only plausible ones', () => {
    const manifest = JSON.parse(readFileSync(join(SHARED_RECORDINGS_DIR, 'filings/manifest.json'), 'utf8')) as Array<{
      file: string;
      ticker: string;
      form: string;
    }>;
    for (const entry of manifest) {
      const read = filing(entry.file.startsWith('../') ? entry.file.slice(3) : entry.file);
      // IBM's 10-K incorporates its financial statements by reference to the annual report.
      if (entry.ticker === 'IBM' && entry.form === '10-K') {
        expect(read.facts).toHaveLength(0);
        continue;
      }
      expect(read.facts.length, entry.file).toBeGreaterThan(0);
      expect(read.form, entry.file).toBe(entry.form);
      for (const fact of read.facts) {
        expect(fact.label, entry.file).not.toMatch(/Member$|^\s*$/);
        expect(Math.abs(fact.value), entry.file).toBeLessThan(1e12);
      }
    }
  });
});
