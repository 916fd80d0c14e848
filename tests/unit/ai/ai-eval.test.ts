/**
 * Holds the offline engine to the figures it reached on the published evaluation (docs/ai-and-evaluation.md, "AI
 * evaluation"): 190 questions over five issuers (Apple over its real FY2024 10-K and XBRL facts, NVIDIA over its
 * XBRL facts and FY2025 10-K, Snowflake, the 20-F filer LPA, and a demo-market company in conversations), and 103
 * other wordings of 50 of them. A change that loses a question, a wording, a claim or an Item fails here.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../../server/services/ai/engines/offline/offline-provider';
import { isBoilerplate } from '../../../server/services/ai/engines/boilerplate';
import { EVAL_QUESTIONS } from '../../../scripts/support/ai-eval/apple-fy2024-questions';
import { formatCurrencyReport, genericStatementQuestions, runCurrencyEval } from '../../../scripts/support/ai-eval/currency-eval';
import { CATEGORIES, formatReport, runEval } from '../../../scripts/support/ai-eval/run-eval';

describe('the AI evaluation on the offline engine', () => {
  it('answers every question as published, with every claim verified and no invented figure', async () => {
    const all = await runEval(createOfflineProvider());
    console.info(formatReport(all, 'offline'));
    const originals = all.results.filter((result) => !result.paraphraseOf);
    expect(originals.length).toBeGreaterThanOrEqual(190);
    expect(all.issuers.map((issuer) => issuer.name)).toEqual([
      'Apple',
      'NVIDIA',
      'Snowflake',
      'Logistic Properties of the Americas',
      'Demo market',
    ]);
    for (const category of CATEGORIES) expect(all.byCategory[category].total, category).toBeGreaterThan(0);
    expect(all.byCategory.follow_up.total).toBeGreaterThanOrEqual(22);
    const failed = originals.filter((result) => !result.correct).map((result) => `${result.question.id}: ${result.why}`);
    expect(failed).toEqual([]);
    for (const category of CATEGORIES) expect(all.byCategory[category].correct, category).toBe(all.byCategory[category].total);

    const apple = all.issuers.find((issuer) => issuer.symbol === 'AAPL')!.report;
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(85);
    for (const category of CATEGORIES) expect(apple.byCategory[category].correct, category).toBe(apple.byCategory[category].total);
    // The paraphrase set as published: every one of 50 questions right in all of its three or four wordings (103 other wordings).
    expect(all.paraphrases.total).toBeGreaterThanOrEqual(103);
    expect(all.paraphrases.correct).toBe(all.paraphrases.total);
    expect(all.paraphrases.rightInEveryWording).toBeGreaterThanOrEqual(50);
    expect(all.textRightItem).toBe(all.byCategory.text.total);

    // 587 claims over all answers and wordings, every one verified, no figure invented.
    expect(all.claims).toBeGreaterThanOrEqual(587);
    expect(all.verifiedClaims).toBe(all.claims);
    expect(all.inventedFigures).toBe(0);
    // No answer judged wrong states a verified figure.
    expect(all.wrongButVerified).toBe(0);
    const quotes = all.results.flatMap((result) => result.answer?.citations.flatMap((citation) => citation.quote ?? []) ?? []);
    expect(quotes.filter(isBoilerplate)).toEqual([]);
  });
});

describe('the currency check of the AI evaluation', () => {
  it('asks the statement questions with no company named', () => {
    const questions = genericStatementQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(30);
    expect(questions.filter((q) => /Apple/.test(q))).toEqual([]);
  });

  it('writes every figure of every non-USD reporter in its reporting currency, every claim verified', async () => {
    const report = await runCurrencyEval(createOfflineProvider());
    console.info(formatCurrencyReport(report));
    expect(report.companies.map((c) => c.currency).sort()).toEqual(['AUD', 'CAD', 'CHF', 'EUR', 'GBP', 'JPY']);
    expect(report.currencyFigures).toBeGreaterThan(report.answers);
    expect(report.wrong).toEqual([]);
    expect(report.inReportingCurrency).toBe(report.currencyFigures);
    expect(report.verifiedClaims).toBe(report.claims);
    expect(report.inventedFigures).toBe(0);
  });
});
