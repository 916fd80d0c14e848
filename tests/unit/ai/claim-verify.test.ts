/** Claim verification: figures against cited statement lines and computations, quotations against passages. */
import { describe, expect, it } from 'vitest';
import type { Citation, SegmentFigure } from '../../../generated/model';
import { extractClaims } from '../../../server/services/ai/claims/claim-extract';
import { verifyClaims, type ClaimSources } from '../../../server/services/ai/claims/claim-verify';
import { buildStatementFacts, statementCitation } from '../../../server/services/ai/statement-facts';
import { passageCitation } from '../../../server/services/ai/engines/passage-citation';
import { segmentCitation } from '../../../server/services/ai/engines/segment-citation';
import { appleStatements, riskPassage } from '../../support/ai-fixtures';

const income2024 = appleStatements.income[0]!;
const income2023 = appleStatements.income[1]!;
const revenue2024 = statementCitation('AAPL', 'income', income2024, 'revenue');
const revenue2023 = statementCitation('AAPL', 'income', income2023, 'revenue');
const netIncome2024 = statementCitation('AAPL', 'income', income2024, 'netIncome');
const grossProfit2024 = statementCitation('AAPL', 'income', income2024, 'grossProfit');
const riskCitation = passageCitation(
  'AAPL',
  riskPassage,
  'The Company’s operations and performance depend significantly on global and regional economic conditions',
);

const sources: ClaimSources = {
  statements: appleStatements,
  passageText: (accession, passageId) =>
    accession === riskPassage.accession && passageId === riskPassage.passageId ? riskPassage.text : undefined,
  knownFigures: [],
};

function verify(text: string, citations: Citation[]) {
  return verifyClaims(text, citations, sources);
}

describe('extractClaims', () => {
  it('finds figures with their precision and markers, and skips years, dates, Items and form names', () => {
    const claims = extractClaims(
      'In FY2024 (period ended 2024-09-28) the 10-K, Item 7, paragraph 12, says revenue was **$391.04B** [1] and the margin 46.21% [2][3]; 2023 was lower.',
    );
    expect(claims).toEqual([
      expect.objectContaining({ kind: 'figure', text: '$391.04B', value: 391.04e9, markers: [1] }),
      expect.objectContaining({ kind: 'figure', text: '46.21%', markers: [2, 3] }),
    ]);
    expect((claims[0] as { tolerance: number }).tolerance).toBeCloseTo(0.005e9);
  });

  it('reads scale words, negatives in parentheses and multiples', () => {
    const [a, b, c] = extractClaims('Capex was ($9.45B) [1], debt $106,629 million [2] and leverage 1.87x [3].');
    expect(a).toMatchObject({ value: -9.45e9 });
    expect(b).toMatchObject({ value: 106_629e6, unit: 'money' });
    expect(c).toMatchObject({ value: 1.87, unit: 'multiple' });
  });
});

describe('verifyClaims', () => {
  it('verifies a figure equal to its cited line at the precision written, and a derived margin', () => {
    const result = verify('Revenue was $391.04B [1] (about $391B [1]); gross margin 46.21% [2][1].', [revenue2024, grossProfit2024]);
    expect(result.verification).toMatchObject({ verified: 3, unverified: 0 });
    expect(result.text).not.toContain('[unverified]');
  });

  it('verifies growth and a change computed from cited lines', () => {
    const result = verify('Revenue grew 2.02% [1][2], by $7.75B [1][2].', [revenue2024, revenue2023]);
    expect(result.verification.unverified).toBe(0);
  });

  it('marks a wrong figure with a real citation, an uncited figure and a fabricated quotation', () => {
    const result = verify(
      'Net income was $97.00B [1]. Services could reach $80B next year. The 10-K says “Apple expects record growth in every market” [2].',
      [netIncome2024, riskCitation],
    );
    expect(result.verification).toMatchObject({ verified: 0, unverified: 3 });
    expect(result.verification.claims.map((c) => [c.text, c.reason])).toEqual([
      ['$97.00B', 'does not match the figures of its cited sources'],
      ['$80B', 'cites no source'],
      ['Apple expects record growth in every market', 'is not in the cited passage'],
    ]);
    expect(result.text).toContain('$97.00B [unverified] [1]');
    expect(result.text).toContain('$80B [unverified] next year');
    expect(result.text).toContain('market” [unverified] [2]');
    expect(result.text).toMatch(/3 claims of 3 could not be verified/);
  });

  it('marks an amount written in words, cited or not', () => {
    const result = verify('Net income was ninety-seven billion dollars [1], and revenue three hundred ninety-one billion.', [
      netIncome2024,
    ]);
    expect(result.verification.claims.map((c) => [c.text, c.status, c.reason])).toEqual([
      ['ninety-seven billion', 'unverified', 'is written in words and cannot be checked against a source'],
      ['three hundred ninety-one billion', 'unverified', 'is written in words and cannot be checked against a source'],
    ]);
    expect(result.text).toContain('ninety-seven billion [unverified] dollars [1]');
  });

  it('marks a real figure stated under the wrong fiscal year', () => {
    const citations = [revenue2024, revenue2023];
    expect(verify('In FY2024 revenue was $383.29B [1][2].', citations).verification.unverified).toBe(1);
    expect(verify('In FY2023 revenue was $383.29B [1][2].', citations).verification.unverified).toBe(0);
    expect(verify('- Revenue: FY2023 **$383.29B** [2], FY2024 **$391.04B** [1]', citations).verification.unverified).toBe(0);
  });

  it('verifies a verbatim quotation and a figure the cited passage states', () => {
    const passage = {
      ...riskPassage,
      text: 'As of September 28, 2024, the Company had approximately 164,000 full-time equivalent employees.',
    };
    const citation = passageCitation('AAPL', passage, passage.text);
    const result = verifyClaims(
      'Apple had about 164,000 employees [1]: “the Company had approximately 164,000 full-time equivalent employees” [1].',
      [citation],
      {
        ...sources,
        passageText: () => passage.text,
      },
    );
    expect(result.verification).toMatchObject({ verified: 2, unverified: 0 });
  });
});

describe('currencies of figures', () => {
  const yen: ClaimSources = { ...sources, statements: { ...appleStatements, currency: 'JPY' }, companyCurrency: 'USD' };
  const price = {
    kind: 'company',
    label: 'Company page, Share price (as of 2026-11-20)',
    href: '/stock/AAPL',
    lineItem: 'price',
    period: '2026-11-20',
  } as const;
  const withPrice: ClaimSources = { ...yen, companyFactValue: (citation) => (citation.lineItem === 'price' ? 227.52 : undefined) };

  it('reads the currency a figure is written in: symbols and ISO codes', () => {
    const claims = extractClaims('Revenue ¥391.04B [1], $391.04B [1], JPY 391.04B [1], CHF 1.20B [1], 391.04B [1].');
    expect(claims.map((claim) => (claim.kind === 'figure' ? (claim.currency ?? null) : null))).toEqual(['JPY', 'USD', 'JPY', 'CHF', null]);
  });

  it('verifies a statement figure in the reporting currency and rejects the same number with another currency', () => {
    const result = verifyClaims(
      'Revenue was ¥391.04B [1]; in dollars $391.04B [1]; as EUR 391.04B [1]; bare 391.04B [1].',
      [revenue2024],
      yen,
    );
    expect(result.verification.claims.map((c) => [c.text, c.status, c.reason ?? null])).toEqual([
      ['¥391.04B', 'verified', null],
      ['$391.04B', 'unverified', 'is written in USD but its sources report in JPY'],
      ['EUR 391.04B', 'unverified', 'is written in EUR but its sources report in JPY'],
      ['391.04B', 'verified', null],
    ]);
  });

  it('holds a price to the trading currency, not the reporting one', () => {
    const result = verifyClaims('The shares trade at $227.52 [1], not ¥227.52 [1].', [price], withPrice);
    expect(result.verification.claims.map((c) => [c.text, c.status])).toEqual([
      ['$227.52', 'verified'],
      ['¥227.52', 'unverified'],
    ]);
  });
});

describe('what the sentence calls a figure', () => {
  const cashFlow2024 = appleStatements.cashFlow[0]!;
  const cashFlow2023 = appleStatements.cashFlow[1]!;
  const facts = buildStatementFacts('AAPL', appleStatements);
  const withFacts: ClaimSources = {
    ...sources,
    company: { companyName: 'Apple Inc.', symbol: 'AAPL' },
    knownFigures: facts.map((fact) => ({ ...fact, metric: fact.metric })),
  };
  const fcf = (year: number) => facts.find((fact) => fact.metric === 'freeCashFlow' && fact.fiscalYear === year)!;
  const statuses = (text: string, citations: Citation[]) =>
    verifyClaims(text, citations, withFacts).verification.claims.map((c) => [c.text, c.status, c.reason ?? null]);

  it('rejects the company total under the name of a part of the company, in any case', () => {
    expect(statuses('Services revenue was $391.04B [1].\n- services revenue, FY2024: $391.04B [1]', [revenue2024])).toEqual([
      [
        '$391.04B',
        'unverified',
        'is called “Services revenue was”, about Services revenue, but cites a company total, not Services revenue alone',
      ],
      [
        '$391.04B',
        'unverified',
        'is called “services revenue, FY2024:”, about services revenue, but cites a company total, not services revenue alone',
      ],
    ]);
    expect(statuses('iPhone net sales were $391.04B [1]; Greater China revenue $391.04B [1].', [revenue2024]).map((c) => c[1])).toEqual([
      'unverified',
      'unverified',
    ]);
    // The company's own name narrows nothing.
    expect(statuses('Apple revenue was $391.04B [1].', [revenue2024])).toEqual([['$391.04B', 'verified', null]]);
  });

  it('rejects a cited value under another figure’s name', () => {
    expect(statuses('Net income was $391.04B [1], revenue $391.04B [1].', [revenue2024])).toEqual([
      ['$391.04B', 'unverified', 'is called “Net income was” but its cited source is revenue'],
      ['$391.04B', 'verified', null],
    ]);
  });

  it('verifies figures the product derives, against their inputs', () => {
    const citations = [...fcf(2023).citations, ...fcf(2024).citations];
    const change = fcf(2024).value / fcf(2023).value - 1;
    const text = `- Free cash flow: FY2023 **$99.58B** [1][2], FY2024 **$108.81B** [3][4]\n  - Change FY2023 → FY2024: **+${(change * 100).toFixed(2)}%** [1][2][3][4]`;
    expect(verifyClaims(text, citations, withFacts).verification).toMatchObject({ verified: 3, unverified: 0 });
    expect(statuses('Free cash flow grew 9.26% [1][2][3][4].', citations)).toEqual([['9.26%', 'verified', null]]);
    expect(cashFlow2024.capitalExpenditure).toBeLessThan(0);
    expect(cashFlow2023.capitalExpenditure).toBeLessThan(0);
    // Net margin: net income over revenue, called by its own name or by its inputs'.
    expect(statuses('Net margin 23.97% [1][2]; net income was 23.97% of revenue [1][2].', [netIncome2024, revenue2024])).toEqual([
      ['23.97%', 'verified', null],
      ['23.97%', 'verified', null],
    ]);
  });
});

describe('segment figures', () => {
  const figure = (label: string, member: string, value: number): SegmentFigure => ({
    metric: 'revenue',
    axis: 'geography',
    member,
    label,
    concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
    fiscalYear: 2024,
    fiscalPeriod: 'FY',
    periodStart: '2023-10-01',
    periodEnd: '2024-09-28',
    value,
    unit: 'USD',
    accession: '0000320193-24-000123',
    form: '10-K',
    filedOn: '2024-11-01',
    url: null,
  });
  const china = figure('Greater China', 'aapl:GreaterChinaSegmentMember', 66_952e6);
  const americas = figure('Americas', 'aapl:AmericasSegmentMember', 167_045e6);
  const segmentSources: ClaimSources = {
    ...sources,
    segmentFigure: (citation) => [china, americas].find((f) => f.member === citation.member),
  };
  const verifyWithSegments = (text: string, cited: SegmentFigure) =>
    verifyClaims(text, [segmentCitation('AAPL', cited)], segmentSources).verification;

  it('verifies the figure of the part the sentence names, in its year', () => {
    expect(verifyWithSegments('- Greater China revenue, FY2024: $66.95B [1]', china)).toMatchObject({ verified: 1, unverified: 0 });
  });

  it('verifies a part whose name holds a comma and an "and", which cut the clause it is read from', () => {
    const wearables = {
      ...china,
      label: 'Wearables, Home and Accessories',
      member: 'aapl:WearablesHomeandAccessoriesMember',
      value: 37_005e6,
    };
    const withWearables: ClaimSources = { ...sources, segmentFigure: () => wearables };
    const check = (text: string) => verifyClaims(text, [segmentCitation('AAPL', wearables)], withWearables).verification;
    expect(check('- Wearables, Home and Accessories revenue, FY2024: $37.01B [1]')).toMatchObject({ verified: 1, unverified: 0 });
    expect(check('- Home revenue, FY2024: $37.01B [1]')).toMatchObject({ verified: 0, unverified: 1 });
  });

  it("does not verify it under another part's name, as the company total, or in another year", () => {
    expect(verifyWithSegments('- Americas revenue, FY2024: $66.95B [1]', china)).toMatchObject({ verified: 0, unverified: 1 });
    expect(verifyWithSegments('Revenue, FY2024: $66.95B [1]', china)).toMatchObject({ verified: 0, unverified: 1 });
    expect(verifyWithSegments('- Greater China revenue, FY2023: $66.95B [1]', china)).toMatchObject({ verified: 0, unverified: 1 });
  });
});

describe('another company compared with', () => {
  // A company with Apple's statements scaled down: its figures differ from Apple's on every line.
  const peerStatements = {
    ...appleStatements,
    income: appleStatements.income.map((row) => ({ ...row, revenue: (row.revenue ?? 0) / 10 })),
  };
  const peerRevenue2024 = statementCitation('PEER', 'income', peerStatements.income[0]!, 'revenue');
  const withPeer: ClaimSources = { ...sources, peers: new Map([['PEER', peerStatements]]) };
  const check = (text: string, citations: Citation[]) => verifyClaims(text, citations, withPeer).verification;

  it("checks a figure cited to the other company's statements against that company's own", () => {
    expect(peerRevenue2024.href).toMatch(/^\/stock\/PEER\//);
    expect(check('- Revenue, FY2024: **$39.10B** [1]', [peerRevenue2024])).toMatchObject({ verified: 1, unverified: 0 });
  });

  it('never combines the two companies’ figures, and holds a sentence naming one company to its figures', () => {
    // Apple's FY2024 revenue over the other company's is no growth of either.
    const ratio = 391_035 / 39_103.5 - 1;
    expect(check(`- Revenue grew ${(ratio * 100).toFixed(2)}% [1][2]`, [revenue2024, peerRevenue2024])).toMatchObject({ unverified: 1 });
    expect(check('- PEER revenue, FY2024: **$391.04B** [1][2]', [revenue2024, peerRevenue2024])).toMatchObject({ unverified: 1 });
    expect(check('- PEER revenue, FY2024: **$39.10B** [1][2]', [revenue2024, peerRevenue2024])).toMatchObject({ verified: 1 });
  });

  it('checks a citation linking to a company neither asked about nor compared with against nothing', () => {
    const stranger = { ...peerRevenue2024, href: '/stock/ELSE/statements?tab=income' };
    const asked: ClaimSources = { ...withPeer, symbol: 'AAPL' };
    expect(verifyClaims('- Revenue, FY2024: **$391.04B** [1]', [stranger], asked).verification).toMatchObject({ unverified: 1 });
  });

  it("never verifies the asked company's figure cited to the other company, nor the other way round", () => {
    expect(check('- Revenue, FY2024: **$391.04B** [1]', [peerRevenue2024])).toMatchObject({ verified: 0, unverified: 1 });
    expect(check('- Revenue, FY2024: **$39.10B** [1]', [revenue2024])).toMatchObject({ verified: 0, unverified: 1 });
  });
});
