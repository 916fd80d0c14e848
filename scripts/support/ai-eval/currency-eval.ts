/**
 * The AI evaluation's currency check: the statement questions of the main evaluation (metric,
 * derived and comparison; 'Apple' read as 'the company'), asked about one demo-market company
 * per reporting currency other than the dollar (EUR, JPY, GBP, CAD, AUD, CHF). Every figure
 * written with a currency must be in the company's reporting currency, and every figure claim
 * must verify against what it cites. Nothing here knows the expected figures: the statements are
 * generated, so the verifier is the judge of the numbers and this check the judge of currencies.
 */
import { createTestDatabase } from '../../../server/db/test-database';
import { evalDeps } from './eval-deps';
import type { AiProvider } from '../../../server/services/ai/engines/types';
import { createDemoProvider } from '../../../server/providers/market/demo/demo-provider';
import { MarketData } from '../../../server/providers/market/market-data';
import { answerQuestion } from '../../../server/services/ai/answerer';
import { extractClaims, type FigureClaim } from '../../../server/services/ai/claims/claim-extract';
import { EVAL_QUESTIONS } from './apple-fy2024-questions';
import { systemClock } from '../../../server/lib/clock';

export interface CurrencyReport {
  companies: Array<{ symbol: string; currency: string }>;
  questions: number;
  answers: number;
  /** Figures written with a currency, and how many in the company's reporting currency. */
  currencyFigures: number;
  inReportingCurrency: number;
  claims: number;
  verifiedClaims: number;
  inventedFigures: number;
  /** Examples of figures in the wrong currency, for the report. */
  wrong: string[];
}

const STATEMENT_CATEGORIES = new Set(['metric', 'derived', 'comparison']);

/** The main evaluation's statement questions, about whichever company is asked. */
export function genericStatementQuestions(): string[] {
  return EVAL_QUESTIONS.filter((q) => STATEMENT_CATEGORIES.has(q.category)).map((q) =>
    q.question.replace(/Apple’s|Apple's/g, 'the company’s').replace(/\bApple\b/g, 'the company'),
  );
}

export async function runCurrencyEval(provider: AiProvider): Promise<CurrencyReport> {
  const database = await createTestDatabase();
  try {
    const marketData = new MarketData({
      clock: systemClock,
      providers: [createDemoProvider({ clock: systemClock, seed: 'research-terminal', stocks: 300 })],
      timeoutMs: 10_000,
    });
    const deps = evalDeps(database.db, provider, marketData);
    const companies = await oneCompanyPerForeignCurrency(marketData);
    const questions = genericStatementQuestions();
    const report: CurrencyReport = {
      companies,
      questions: questions.length,
      answers: 0,
      currencyFigures: 0,
      inReportingCurrency: 0,
      claims: 0,
      verifiedClaims: 0,
      inventedFigures: 0,
      wrong: [],
    };
    for (const company of companies) {
      for (const question of questions) {
        const answer = await answerQuestion(deps, { symbol: company.symbol, question });
        report.answers += 1;
        const written = extractClaims(answer.text).filter((c): c is FigureClaim => c.kind === 'figure' && c.currency !== undefined);
        report.currencyFigures += written.length;
        for (const claim of written) {
          if (claim.currency === company.currency) report.inReportingCurrency += 1;
          else if (report.wrong.length < 5) report.wrong.push(`${company.symbol} (${company.currency}) "${question}": ${claim.text}`);
        }
        const checks = answer.verification.claims;
        report.claims += checks.length;
        report.verifiedClaims += checks.filter((c) => c.status === 'verified').length;
        report.inventedFigures += checks.filter((c) => c.kind === 'figure' && c.status === 'unverified').length;
      }
    }
    return report;
  } finally {
    await database.destroy();
  }
}

async function oneCompanyPerForeignCurrency(marketData: MarketData): Promise<Array<{ symbol: string; currency: string }>> {
  const { data } = await marketData.call('listSecurities', {});
  const found = new Map<string, string>();
  for (const listing of data.filter((security) => security.type === 'stock')) {
    const { currency } = (await marketData.call('getAnnualStatements', { symbol: listing.symbol })).data;
    if (currency !== 'USD' && !found.has(currency)) found.set(currency, listing.symbol);
  }
  return [...found].map(([currency, symbol]) => ({ symbol, currency }));
}

export function formatCurrencyReport(report: CurrencyReport): string {
  const list = report.companies.map((c) => `${c.symbol} ${c.currency}`).join(', ');
  const lines = [
    `Non-USD reporters (demo market: ${list}): ${report.questions} statement questions each, ${report.answers} answers; ` +
      `figures in the reporting currency: ${report.inReportingCurrency} of ${report.currencyFigures}; claims verified: ${report.verifiedClaims} of ${report.claims}; invented figures: ${report.inventedFigures}.`,
  ];
  for (const wrong of report.wrong) lines.push(`  wrong currency: ${wrong}`);
  return lines.join('\n');
}
