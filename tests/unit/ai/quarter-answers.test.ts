/**
 * Quarters and trailing twelve months in the AI's answers, over Apple's recorded SEC company
 * facts: reading the quarter a question asks about, the quarterly facts and their citations, the
 * offline engine's answers, the scope, the verifier holding a figure to the period it names, and
 * the model's lookups.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Citation } from '../../../generated/model';
import { periodEndNamedIn, periodNamedIn, quarterRequest } from '../../../server/services/ai/understanding/fiscal-quarters';
import { composeOfflineAnswer } from '../../../server/services/ai/engines/offline/offline-provider';
import { runTool } from '../../../server/services/ai/engines/model/model-tools';
import { relevantPeriodFacts } from '../../../server/services/ai/engines/model/prompt';
import { outOfScope, scopeOf } from '../../../server/services/ai/understanding/question-scope';
import type { AnswerContext, DraftAnswer } from '../../../server/services/ai/engines/types';
import { statementsFromCompanyFacts } from '../../../server/providers/market/sec/sec-facts';
import { verifyCitations } from '../../../server/services/ai/citation-verifier';
import { extractClaims } from '../../../server/services/ai/claims/claim-extract';
import { verifyClaims } from '../../../server/services/ai/claims/claim-verify';
import { buildQuarterFacts } from '../../../server/services/ai/quarter-facts';
import { buildStatementFacts } from '../../../server/services/ai/statement-facts';

const FACTS = new URL('../../fixtures/sec-apple/companyfacts-CIK0000320193.json.gz', import.meta.url);
const statements = statementsFromCompanyFacts(JSON.parse(gunzipSync(readFileSync(FACTS)).toString('utf8')), 10);
const annual = buildStatementFacts('AAPL', statements);
const periodFacts = buildQuarterFacts('AAPL', statements);
const context: AnswerContext = { symbol: 'AAPL', companyName: 'Apple Inc.', currency: 'USD', facts: annual, passages: [], periodFacts };
const B = 1e9;

function fact(metric: string, name: string) {
  return periodFacts.find((f) => f.metric === metric && f.period?.name === name);
}

/** The draft as the answerer finalises it: citations checked against the statements, then every claim. */
function verified(draft: DraftAnswer) {
  const { verified: kept } = verifyCitations(draft.citations, { statements, passageText: () => undefined });
  expect(kept).toHaveLength(draft.citations.length);
  return verifyClaims(draft.text, kept, { statements, passageText: () => undefined, knownFigures: [...annual, ...periodFacts] });
}

describe('the quarter a question asks about', () => {
  it('reads quarters with their fiscal years, the newest, changes and trailing twelve months', () => {
    expect(quarterRequest('What was revenue in Q4 2024?')).toMatchObject({ kind: 'quarter', quarters: [{ quarter: 4, fiscalYear: 2024 }] });
    expect(quarterRequest('Revenue in the fourth quarter of fiscal 2024')?.quarters).toEqual([{ quarter: 4, fiscalYear: 2024 }]);
    expect(quarterRequest('fiscal Q1 2025 net income')?.quarters).toEqual([{ quarter: 1, fiscalYear: 2025 }]);
    expect(quarterRequest('How did revenue change from Q3 to Q4 2024?')?.quarters).toEqual([
      { quarter: 3, fiscalYear: 2024 },
      { quarter: 4, fiscalYear: 2024 },
    ]);
    expect(quarterRequest('Q4 2024 revenue vs Q4 2023')?.quarters).toEqual([
      { quarter: 4, fiscalYear: 2024 },
      { quarter: 4, fiscalYear: 2023 },
    ]);
    expect(quarterRequest('revenue last quarter')).toMatchObject({ kind: 'quarter', quarters: [], years: [], everyQuarter: false });
    expect(quarterRequest('Q1 2025 revenue vs the same quarter last year')?.against).toBe('year_before');
    expect(quarterRequest('EPS in the latest quarter, quarter over quarter')?.against).toBe('previous');
    expect(quarterRequest('quarterly revenue in fiscal 2024')).toMatchObject({ years: [2024], everyQuarter: true });
    expect(quarterRequest('revenue for the three months ended June 29, 2024')).toMatchObject({
      years: [],
      endedIn: { year: 2024, month: 6 },
    });
    // The date of a quarter named is its calendar end, not its fiscal year.
    expect(quarterRequest('Q1 2025 revenue (the three months ended December 28, 2024)')?.quarters).toEqual([
      { quarter: 1, fiscalYear: 2025 },
    ]);
    expect(quarterRequest('trailing twelve months revenue')?.kind).toBe('ttm');
    expect(quarterRequest('What was revenue over the last 12 months of fiscal 2024?')).toBeNull();
    expect(quarterRequest('What was revenue in fiscal 2024?')).toBeNull();
  });

  it('reads the period a claim names before its figure', () => {
    expect(periodNamedIn('- Revenue, FY2024 Q4: **')).toBe('Q4');
    expect(periodNamedIn('- Revenue, TTM FY2024 Q4: **')).toBe('TTM');
    expect(periodNamedIn('- Revenue, FY2024: **')).toBeUndefined();
    // A quarter named in other words is some quarter, never a fiscal year.
    expect(periodNamedIn('Revenue in the latest quarter of fiscal 2024 was ')).toBe('Q');
    expect(periodNamedIn('Last quarter revenue was ')).toBe('Q');
    expect(periodNamedIn('In the three months ended September 28, 2024, revenue was ')).toBe('Q');
    expect(periodNamedIn('In the quarter ended Dec 28, 2024, revenue was ')).toBe('Q');
    expect(periodEndNamedIn('In the three months ended December 28, 2024, revenue was ')).toEqual({ year: 2024, month: 12 });
    expect(periodEndNamedIn('Q3 (quarter ended June 29, 2024) revenue was $85.78B and Q4 revenue ')).toBeUndefined();
    expect(periodEndNamedIn('As of September 28, 2024, total assets were ')).toBeUndefined();
  });

  it('reads no fiscal year from the date a quarter ended', () => {
    const [dated] = extractClaims('In the three months ended December 28, 2024, revenue was $124.30B [1]');
    expect(dated).toMatchObject({ period: 'Q', periodEnd: { year: 2024, month: 12 } });
    expect(dated).not.toHaveProperty('year');
    expect(extractClaims('Fiscal Q1 2025 (the three months ended December 28, 2024) revenue was $124.30B [1]')[0]).toMatchObject({
      year: 2025,
      period: 'Q1',
      periodEnd: { year: 2024, month: 12 },
    });
    expect(extractClaims('In fiscal 2024 revenue was $391.04B [1]')[0]).toMatchObject({ year: 2024 });
    expect(extractClaims('In fiscal 2024 revenue was $391.04B [1]')[0]).not.toHaveProperty('period');
  });
});

describe('the quarterly facts', () => {
  it('hold each fiscal quarter as the company labels it, the fourth derived from the year', () => {
    const revenue = ['FY2024 Q1', 'FY2024 Q2', 'FY2024 Q3', 'FY2024 Q4'].map((name) => fact('revenue', name)?.value);
    expect(revenue).toEqual([119.575 * B, 90.753 * B, 85.777 * B, 94.93 * B]);
    const q4 = fact('revenue', 'FY2024 Q4');
    expect(q4?.period).toMatchObject({ kind: 'quarter', fiscalQuarter: 4, end: '2024-09-28' });
    expect(q4?.period?.derivation).toMatch(/fiscal year less the first three quarters/);
    expect(q4?.citations).toEqual([
      expect.objectContaining({
        label: 'Income statement, revenue, FY2024 Q4 (quarter ended 2024-09-28)',
        href: '/stock/AAPL/statements?tab=income&period=quarterly',
        fiscalPeriod: 'Q4',
        year: 2024,
        period: '2024-09-28',
      }),
    ]);
    expect(fact('revenue', 'FY2024 Q3')?.period?.derivation).toBeUndefined();
  });

  it('hold the trailing twelve months as the sum of four quarters, citing each', () => {
    const ttm = fact('revenue', 'TTM FY2024 Q4');
    expect(ttm?.value).toBe(391.035 * B);
    expect(ttm?.citations.map((c) => c.fiscalPeriod)).toEqual(['Q4', 'Q3', 'Q2', 'Q1']);
    expect(fact('revenue', 'TTM FY2026 Q1')?.value).toBe(435.617 * B);
    // A balance is not a flow: no trailing sum of it.
    expect(periodFacts.some((f) => f.period?.kind === 'ttm' && f.metric === 'totalAssets')).toBe(false);
  });
});

describe('the scope of a question about quarters', () => {
  const scope = scopeOf(context);
  it('is answered when the statements hold quarters, declined when they do not, a forecast for a quarter to come', () => {
    expect(outOfScope('What was revenue last quarter?', scope)).toBeNull();
    expect(outOfScope('What was revenue in Q1 fiscal 2026?', scope)).toBeNull();
    expect(outOfScope('What was revenue last quarter?', scopeOf({ ...context, periodFacts: [] }))).toBe('quarterly');
    expect(outOfScope('What will revenue be next quarter?', scope)).toBe('forecast');
    expect(outOfScope('What was revenue in Q2 fiscal 2031?', scope)).toBe('forecast');
  });
});

describe('the offline answer about a quarter', () => {
  const ask = (question: string) => composeOfflineAnswer({ question, history: [], context });

  it('gives the quarter’s figure with its period, verified; a derived fourth quarter says so', () => {
    const answer = ask('What was Apple’s revenue in the fourth quarter of fiscal 2024?');
    expect(answer.text).toContain(
      '- Revenue, FY2024 Q4: **$94.93B** [1] (quarter ended Sep 28, 2024; derived as the fiscal year less the first three quarters',
    );
    expect(answer.text).not.toContain('391.04');
    expect(verified(answer).verification).toMatchObject({ verified: 1, unverified: 0 });
  });

  it('gives the newest quarter for the last one, and the trailing twelve months as a sum it cites', () => {
    expect(ask('What was revenue last quarter?').text).toContain('- Revenue, FY2026 Q1: **$143.76B** [1] (quarter ended Dec 27, 2025)');
    const ttm = ask('What was TTM revenue as of Q4 fiscal 2024?');
    expect(ttm.text).toContain('- Revenue, TTM FY2024 Q4: **$391.04B** [1][2][3][4] (the four quarters FY2024 Q1 to FY2024 Q4');
    expect(verified(ttm).verification).toMatchObject({ verified: 1, unverified: 0 });
  });

  it('computes changes against the quarter before and the same quarter a year earlier', () => {
    const sequential = ask('How did revenue change from Q3 to Q4 2024?');
    expect(sequential.text).toContain('- Change FY2024 Q3 → FY2024 Q4: **+10.67%** (+$9.15B) [1][2]');
    expect(verified(sequential).verification.unverified).toBe(0);
    const yearOnYear = ask('Apple fiscal Q1 2025 revenue vs the same quarter last year');
    expect(yearOnYear.text).toContain('FY2024 Q1 → FY2025 Q1 (the same quarter a year earlier): **+3.95%**');
    expect(verified(yearOnYear).verification.unverified).toBe(0);
  });

  it('says in a sentence that a quarter is not stored, and gives no year’s figure in its place', () => {
    const answer = ask('What was revenue in Q2 2012?');
    expect(answer.text).toMatch(
      /^The stored quarterly statements of Apple Inc\. \(AAPL\) hold no FY2012 Q2 \(they cover FY\d{4} Q1 to FY2026 Q1\)\.$/,
    );
    expect(answer.citations).toEqual([]);
  });

  it('gives no quarter of a part of the company, and still declines a quarter without quarterly statements', () => {
    expect(ask('iPhone revenue in Q4 2024').text).toMatch(/report the company as a whole.+no quarterly figure for iPhone alone/);
    const without = composeOfflineAnswer({
      question: 'What was revenue last quarter?',
      history: [],
      context: { ...context, periodFacts: [] },
    });
    expect(without.text).toMatch(/^I cannot give quarterly figures/);
  });
});

describe('the verifier and a quarter’s figure', () => {
  const q4 = fact('revenue', 'FY2024 Q4')?.citations ?? [];
  const year = annual.find((f) => f.metric === 'revenue' && f.fiscalYear === 2024)?.citations ?? [];
  const check = (text: string, citations: Citation[]) => verified({ text, citations }).verification.claims[0]?.status;

  it('verifies a quarter’s figure only under that quarter, and a year’s never under a quarter', () => {
    expect(check('Revenue, FY2024 Q4: $94.93B [1]', q4)).toBe('verified');
    expect(check('Revenue, FY2024: $94.93B [1]', q4)).toBe('unverified');
    expect(check('Revenue, FY2024 Q3: $94.93B [1]', q4)).toBe('unverified');
    expect(check('Revenue, FY2024 Q4: $391.04B [1]', year)).toBe('unverified');
    expect(check('Revenue, FY2024: $391.04B [1]', year)).toBe('verified');
  });

  it('holds a quarter named in words or dated by its end to a quarter, never the fiscal year', () => {
    expect(fact('revenue', 'FY2025 Q1')?.period?.end).toBe('2024-12-28');
    expect(fact('revenue', 'FY2026 Q1')?.value).toBe(143.756 * B);
    const q1 = fact('revenue', 'FY2025 Q1')?.citations ?? [];
    const latest = fact('revenue', 'FY2026 Q1')?.citations ?? [];
    // The year's $391.04B is not a quarter's, however the quarter is named.
    expect(check('In the three months ended September 28, 2024, revenue was $391.04B [1]', year)).toBe('unverified');
    expect(check('Revenue in the latest quarter of fiscal 2024 was $391.04B [1]', year)).toBe('unverified');
    expect(check('Last quarter revenue was $391.04B [1]', year)).toBe('unverified');
    expect(check('Quarterly revenue reached $391.04B [1]', year)).toBe('unverified');
    // A quarter's figure verifies under the words naming it, a dated one by the day it ended.
    expect(check('In the three months ended September 28, 2024, revenue was $94.93B [1]', q4)).toBe('verified');
    expect(check('In the quarter ended Sep 28, 2024, revenue was $94.93B [1]', q4)).toBe('verified');
    expect(check('Revenue in the latest quarter of fiscal 2024 was $94.93B [1]', q4)).toBe('verified');
    expect(check('In the three months ended December 28, 2024, revenue was $124.30B [1]', q1)).toBe('verified');
    expect(check('In fiscal Q1 2025, the three months ended December 28, 2024, revenue was $124.30B [1]', q1)).toBe('verified');
    expect(check('Last quarter revenue was $143.76B [1]', latest)).toBe('verified');
    // …and not under another quarter's end.
    expect(check('In the three months ended June 29, 2024, revenue was $94.93B [1]', q4)).toBe('unverified');
    expect(check('In the three months ended December 28, 2024, revenue was $94.93B [1]', q4)).toBe('unverified');
    // An annual sentence is still the year's.
    expect(check('In fiscal 2024 revenue was $391.04B [1]', year)).toBe('verified');
    expect(check('In fiscal 2024 revenue was $94.93B [1]', q4)).toBe('unverified');
  });
});

describe('quarterly figures for a model', () => {
  it('are in its prompt for a question about a quarter, and looked up by period', async () => {
    const shown = relevantPeriodFacts('What was revenue in Q4 2024?', periodFacts);
    expect(shown.map((f) => f.period?.name)).toContain('FY2024 Q4');
    expect(shown.every((f) => f.metric === 'revenue' && f.period?.kind === 'quarter')).toBe(true);
    const modelContext: AnswerContext = { ...context, facts: [] };
    const call = {
      id: '1',
      name: 'get_statement_figures',
      arguments: '{"metric":"revenue","period":"quarterly","fiscal_years":[2024],"fiscal_quarters":[4]}',
    };
    const result = await runTool(call, modelContext, { allFacts: annual, periodFacts: () => periodFacts, searchPassages: async () => [] });
    expect(result).toMatch(/^\[F1\] Revenue, FY2024 Q4: \$94\.93B \(period ended 2024-09-28; derived as the fiscal year less/);
    expect(modelContext.facts[0]?.citations[0]?.fiscalPeriod).toBe('Q4');
  });
});
