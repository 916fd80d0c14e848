/**
 * Runs the AI evaluation, issuer by issuer (eval-issuers.ts: Apple, NVIDIA, Snowflake and a 20-F
 * filer over their SEC recordings, and a demo-market company), every question through the real answer
 * path (market data → statements and 10-K passages → the AI provider → citation and claim
 * verification), scored per category:
 *
 * - metric, derived, comparison, segment: every expected figure is stated, equal at the precision
 *   written, as a claim verified against a source the answer cites;
 * - quarters: the same, from the quarterly statements; for a quarter not stored, the answer says
 *   so and states no figure;
 * - judgement: the same, and a conclusion saying what is expected, with the rule it follows;
 * - text: the answer's first 10-K citation comes from an expected Item (and its quotes verify);
 * - follow_up: asked after the earlier turns of its conversation, with their questions and answers
 *   as history; scored on its figures as above, or on its Items when it asks for text;
 * - decline: the answer says it cannot forecast or advise (the figures it gives instead are
 *   labelled historical, or what they show, not scored);
 * - out_of_scope: no citation and no figure.
 *
 * Across all answers it counts claims (figures and quotations) and how many verified, and the
 * invented figures: figures no cited source confirms.
 */
import { createTestDatabase } from '../../../server/db/test-database';
import { evalDeps } from './eval-deps';
import type { AiProvider } from '../../../server/services/ai/engines/types';
import { type AiDeps, type Answer, answerQuestion } from '../../../server/services/ai/answerer';
import type { ChatMessage } from '../../../server/providers/llm/chat';
import { extractClaims, type FigureClaim } from '../../../server/services/ai/claims/claim-extract';
import type { EvalCategory, EvalQuestion, ExpectedFigure } from './apple-fy2024-questions';
import type { EvalIssuer, Paraphrases } from './eval-issuer';
import { ISSUERS } from './eval-issuers';

export const CATEGORIES: readonly EvalCategory[] = [
  'metric',
  'derived',
  'comparison',
  'judgement',
  'segment',
  'quarters',
  'text',
  'follow_up',
  'decline',
  'out_of_scope',
];

interface QuestionResult {
  question: EvalQuestion;
  /** The id of the question this is another wording of (the paraphrase set). */
  paraphraseOf?: string;
  correct: boolean;
  why: string;
  answer: Answer | null;
}

export interface EvalReport {
  results: QuestionResult[];
  byCategory: Record<EvalCategory, { correct: number; total: number }>;
  claims: number;
  verifiedClaims: number;
  inventedFigures: number;
  /**
   * Answers judged wrong (any wording) that state a figure the verifier confirmed: a wrong figure
   * stamped verified would be one of these, as would a right figure in an incomplete answer.
   */
  wrongButVerified: number;
  /** Of the text answers, how many cite the expected Item first. */
  textRightItem: number;
  /** The paraphrase set: wordings answered right, and questions answered right in every wording (the original's too). */
  paraphrases: { correct: number; total: number; rightInEveryWording: number; questions: number };
  elapsedMs: number;
  /** Each issuer's own report (the figures above are over all of them). */
  issuers: Array<{ name: string; symbol: string; report: EvalReport }>;
}

const DECLINES =
  /\b(?:cannot|can ?not|can't|does not|doesn't|do not|don't|not able|unable|no)\b[^.\n]*\b(?:forecast|predict|projection|advice|recommend\w*|quarter\w*)/i;

function figureClaims(answer: Answer): FigureClaim[] {
  return extractClaims(answer.text).filter((claim): claim is FigureClaim => claim.kind === 'figure');
}

/** Whether a verified claim of the answer states the expected figure at the precision written. */
function states(answer: Answer, expected: ExpectedFigure): boolean {
  const verified = new Set(answer.verification.claims.filter((c) => c.status === 'verified' && c.kind === 'figure').map((c) => c.text));
  return figureClaims(answer).some((claim) => {
    if (!verified.has(claim.text)) return false;
    const unitOk = expected.unit === claim.unit || (expected.unit === 'money' && claim.unit === 'number');
    // Signs are compared loosely: "decreased 3.36%" and "-3.36%" state the same change.
    return unitOk && Math.abs(Math.abs(claim.value) - Math.abs(expected.value)) <= claim.tolerance + Math.abs(expected.value) * 1e-9;
  });
}

function scoreFigures(question: EvalQuestion, answer: Answer): { correct: boolean; why: string } {
  const missing = (question.figures ?? []).filter((figure) => !states(answer, figure));
  return { correct: missing.length === 0, why: missing.length ? `missing ${missing.map((f) => f.value).join(', ')}` : 'ok' };
}

/** The figures' score, and a further requirement: a figure missing is said first. */
function alsoRequired(figures: { correct: boolean; why: string }, met: boolean, unmet: string): { correct: boolean; why: string } {
  if (!figures.correct) return figures;
  return met ? figures : { correct: false, why: unmet };
}

function scoreText(question: EvalQuestion, answer: Answer): { correct: boolean; why: string } {
  const first = answer.citations.find((citation) => citation.kind === 'filing');
  const quotesOk = answer.verification.claims.every((claim) => claim.kind !== 'quotation' || claim.status === 'verified');
  const itemOk = Boolean(first?.item && question.items?.includes(first.item));
  return {
    correct: itemOk && quotesOk,
    why: itemOk ? (quotesOk ? 'ok' : 'a quotation failed') : `first Item ${first?.item ?? 'none'}`,
  };
}

function score(question: EvalQuestion, answer: Answer): { correct: boolean; why: string } {
  switch (question.category) {
    case 'metric':
    case 'derived':
    case 'segment':
      return scoreFigures(question, answer);
    case 'comparison':
      return alsoRequired(scoreFigures(question, answer), !question.says || question.says.test(answer.text), 'does not say what it lacks');
    case 'follow_up':
      return question.items ? scoreText(question, answer) : scoreFigures(question, answer);
    case 'quarters': {
      // A quarter not stored: said in a sentence, with no figure (never a year's in its place).
      const saysOk = !question.says || (question.says.test(answer.text) && figureClaims(answer).length === 0);
      return alsoRequired(scoreFigures(question, answer), saysOk, 'does not say the quarter is not stored');
    }
    case 'judgement': {
      const concludes = Boolean(question.conclusion?.test(answer.text)) && /^Rule: /m.test(answer.text);
      return alsoRequired(scoreFigures(question, answer), concludes, 'no conclusion with its rule');
    }
    case 'text':
      return scoreText(question, answer);
    case 'decline': {
      const declines = DECLINES.test(answer.text);
      return { correct: declines, why: declines ? 'ok' : 'does not decline' };
    }
    case 'out_of_scope': {
      const clean = answer.citations.length === 0 && figureClaims(answer).length === 0;
      return { correct: clean, why: clean ? 'ok' : `${answer.citations.length} citations` };
    }
  }
}

/** The paraphrase set's wordings as questions, each scored like the original it rewords. */
function paraphrasesOf(
  questions: readonly EvalQuestion[],
  paraphrases: Paraphrases,
): Array<{ question: EvalQuestion; paraphraseOf: string }> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return paraphrases.flatMap(([id, wordings]) => {
    const original = byId.get(id);
    return original
      ? wordings.map((wording, n) => ({ question: { ...original, id: `${id}~${n + 1}`, question: wording }, paraphraseOf: id }))
      : [];
  });
}

/**
 * Runs every issuer's questions (all of ISSUERS, or those given), then its paraphrase set's
 * wordings of them, with the provider; each issuer's SEC recordings are served locally.
 */
export async function runEval(provider: AiProvider, issuers: readonly EvalIssuer[] = ISSUERS): Promise<EvalReport> {
  const started = performance.now();
  const reports: EvalReport['issuers'] = [];
  for (const issuer of issuers) {
    reports.push({ name: issuer.name, ...(await runIssuer(provider, issuer)) });
  }
  const all = summarise(
    reports.flatMap(({ report }) => report.results),
    performance.now() - started,
  );
  return { ...all, issuers: reports };
}

async function runIssuer(provider: AiProvider, issuer: EvalIssuer): Promise<{ symbol: string; report: EvalReport }> {
  const started = performance.now();
  const opened = await issuer.open();
  const database = await createTestDatabase();
  try {
    const deps = evalDeps(database.db, provider, opened.marketData);
    const results: QuestionResult[] = [];
    const asked = [
      ...opened.questions.map((question) => ({ question, paraphraseOf: undefined })),
      ...paraphrasesOf(opened.questions, opened.paraphrases),
    ];
    for (const { question, paraphraseOf } of asked) {
      const from = paraphraseOf ? { paraphraseOf } : {};
      try {
        const answer = await askInConversation(deps, opened.symbol, question);
        results.push({ question, answer, ...from, ...score(question, answer) });
      } catch (error) {
        const why = `failed: ${error instanceof Error ? error.message : String(error)}`;
        results.push({ question, answer: null, ...from, correct: false, why });
      }
    }
    return { symbol: opened.symbol, report: summarise(results, performance.now() - started) };
  } finally {
    await database.destroy();
    await opened.close();
  }
}

/** Asks the question after its conversation's earlier turns, each answered in turn and kept as history with what it cited. */
async function askInConversation(deps: AiDeps, symbol: string, question: EvalQuestion): Promise<Answer> {
  const history: ChatMessage[] = [];
  for (const earlier of question.conversation ?? []) {
    const answer = await answerQuestion(deps, { symbol, question: earlier, history: [...history] });
    history.push({ role: 'user', content: earlier }, { role: 'assistant', content: answer.text, citations: answer.citations });
  }
  return answerQuestion(deps, { symbol, question: question.question, history });
}

function summarise(results: QuestionResult[], elapsedMs: number): EvalReport {
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, { correct: 0, total: 0 }])) as EvalReport['byCategory'];
  let claims = 0;
  let verifiedClaims = 0;
  let inventedFigures = 0;
  let wrongButVerified = 0;
  let textRightItem = 0;
  for (const result of results) {
    const checks = result.answer?.verification.claims ?? [];
    claims += checks.length;
    verifiedClaims += checks.filter((c) => c.status === 'verified').length;
    inventedFigures += checks.filter((c) => c.kind === 'figure' && c.status === 'unverified').length;
    if (!result.correct && checks.some((c) => c.kind === 'figure' && c.status === 'verified')) wrongButVerified += 1;
    if (result.paraphraseOf) continue;
    const bucket = byCategory[result.question.category];
    bucket.total += 1;
    if (result.correct) bucket.correct += 1;
    if (result.question.category === 'text' && !result.why.startsWith('first Item')) textRightItem += 1;
  }
  return {
    results,
    byCategory,
    claims,
    verifiedClaims,
    inventedFigures,
    wrongButVerified,
    textRightItem,
    paraphrases: paraphraseScore(results),
    elapsedMs,
    issuers: [],
  };
}

function paraphraseScore(results: readonly QuestionResult[]): EvalReport['paraphrases'] {
  const wordings = results.filter((result) => result.paraphraseOf);
  const groups = new Map<string, boolean>();
  for (const result of wordings) {
    const id = result.paraphraseOf as string;
    const original = results.find((r) => r.question.id === id && !r.paraphraseOf);
    groups.set(id, (groups.get(id) ?? Boolean(original?.correct)) && result.correct);
  }
  return {
    correct: wordings.filter((result) => result.correct).length,
    total: wordings.length,
    rightInEveryWording: [...groups.values()].filter(Boolean).length,
    questions: groups.size,
  };
}

/**
 * The report as markdown tables (what docs/ai-and-evaluation.md publishes): one per issuer, then
 * the overall one when there is more than one issuer.
 */
export function formatReport(report: EvalReport, engine: string): string {
  if (report.issuers.length === 0) return formatTable(report, `Engine: ${engine}`);
  const tables = report.issuers.map(({ name, symbol, report: own }) => formatTable(own, `${name} (${symbol}), engine: ${engine}`));
  if (report.issuers.length > 1) tables.push(formatTable(report, `Overall, engine: ${engine}`));
  return tables.join('\n\n');
}

function formatTable(report: EvalReport, title: string): string {
  // A category with no question for the issuer (Snowflake has no text questions) is left out.
  const rows = CATEGORIES.filter((category) => report.byCategory[category].total > 0).map((category) => {
    const { correct, total } = report.byCategory[category];
    return `| ${category.replace(/_/g, '-')} | ${total} | ${correct} | ${Math.round((100 * correct) / total)}% |`;
  });
  const originals = report.results.filter((r) => !r.paraphraseOf);
  const all = originals.filter((r) => r.correct).length;
  const { correct, total, rightInEveryWording, questions } = report.paraphrases;
  return [
    `${title} — ${report.results.length} questions (${originals.length} and ${total} other wordings) in ${(report.elapsedMs / 1000).toFixed(1)} s`,
    '',
    '| category | questions | correct | accuracy |',
    '| --- | ---: | ---: | ---: |',
    ...rows,
    `| **all** | ${originals.length} | ${all} | ${Math.round((100 * all) / originals.length)}% |`,
    ...(total
      ? [
          `| paraphrases (other wordings of ${questions} of them) | ${total} | ${correct} | ${Math.round((100 * correct) / total)}% |`,
          '',
          `Answered right in every wording: ${rightInEveryWording} of ${questions} questions.`,
        ]
      : []),
    '',
    `Claims verified: ${report.verifiedClaims} of ${report.claims}; invented figures (stated, not confirmed by a cited source): ${report.inventedFigures}; ` +
      `answers judged wrong that state a verified figure: ${report.wrongButVerified}; ` +
      `text answers citing the right Item: ${report.textRightItem} of ${report.byCategory.text.total}.`,
  ].join('\n');
}
