/**
 * Holds the offline engine to the figures it reached on the published evaluation (docs/ai-and-evaluation.md, "AI
 * evaluation"): 77 questions about Apple over its real FY2024 10-K and XBRL facts through the
 * SEC provider (11 of them about quarters and trailing twelve months), and 73 other wordings of 35 of them; and 29
 * questions about NVIDIA over its real XBRL facts (split-adjusted EPS, fiscal years ending in January). A change that
 * loses a question, a wording, a claim or an Item fails here.
 */
import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from '../../../server/services/ai/engines/offline/offline-provider';
import { isBoilerplate } from '../../../server/services/ai/engines/boilerplate';
import { EVAL_QUESTIONS } from '../../../scripts/support/ai-eval/apple-fy2024-questions';
import { formatCurrencyReport, genericStatementQuestions, runCurrencyEval } from '../../../scripts/support/ai-eval/currency-eval';
import { NVIDIA_QUESTIONS } from '../../../scripts/support/ai-eval/nvidia-questions';
import { CATEGORIES, formatReport, runEval } from '../../../scripts/support/ai-eval/run-eval';

describe('the AI evaluation on the offline engine', () => {
  it('answers every category as published, with every claim verified and no invented figure', async () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(77);
    expect(EVAL_QUESTIONS.filter((question) => question.category === 'quarters').length).toBeGreaterThanOrEqual(11);
    const all = await runEval(createOfflineProvider());
    console.info(formatReport(all, 'offline'));
    const report = all.issuers.find((issuer) => issuer.symbol === 'AAPL')!.report;
    const failed = report.results.filter((r) => !r.correct && !r.paraphraseOf).map((r) => `${r.question.id}: ${r.why}`);
    expect(failed).toEqual([]);
    // The paraphrase set as published: 66 of 73 other wordings right, 28 of 35 questions right in every wording.
    expect(report.paraphrases.total).toBeGreaterThanOrEqual(70);
    expect(report.paraphrases.correct).toBeGreaterThanOrEqual(66);
    expect(report.paraphrases.rightInEveryWording).toBeGreaterThanOrEqual(28);
    for (const category of CATEGORIES) expect(report.byCategory[category].correct).toBe(report.byCategory[category].total);
    // 321 since boilerplate is not quoted (a risk-factor preamble was one quotation of 'What are the main risks?').
    expect(report.claims).toBeGreaterThanOrEqual(321);
    const quotes = report.results.flatMap((result) => result.answer?.citations.flatMap((citation) => citation.quote ?? []) ?? []);
    expect(quotes.filter(isBoilerplate)).toEqual([]);
    expect(report.verifiedClaims).toBe(report.claims);
    expect(report.inventedFigures).toBe(0);
    expect(report.textRightItem).toBe(report.byCategory.text.total);

    // NVIDIA as published: 29 of 29 questions right (metric 9, derived 6, comparison 5, quarters 6, decline 3), 46 of 46 claims verified.
    const nvidia = all.issuers.find((issuer) => issuer.symbol === 'NVDA')!.report;
    expect(NVIDIA_QUESTIONS.length).toBeGreaterThanOrEqual(29);
    const nvidiaFailed = nvidia.results.filter((r) => !r.correct).map((r) => `${r.question.id}: ${r.why}`);
    expect(nvidiaFailed).toEqual([]);
    expect(nvidia.results.filter((r) => r.correct).length).toBeGreaterThanOrEqual(29);
    expect(nvidia.claims).toBeGreaterThanOrEqual(46);
    expect(nvidia.verifiedClaims).toBe(nvidia.claims);
    expect(nvidia.inventedFigures).toBe(0);
    expect(all.inventedFigures).toBe(0);
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
